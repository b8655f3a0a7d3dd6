/** GET /api/account/coupons (bearer): the customer's personal coupons with their state now. */
import { endpoint } from '../../../server/http/endpoint';
import { db } from '../../../server/database';
import { personalCoupons } from '../../../server/account/coupons';
import { couponsAnswer } from '../../../lib/api/account';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', login: 'required', answer: couponsAnswer, fallbackKey: 'account.errors.loadFailed', successFlag: true })(
  async ({ login }) => ({ coupons: await personalCoupons(await db(), login.customerId) }),
);
