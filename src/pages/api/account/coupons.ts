/** GET /api/account/coupons (bearer): the customer's personal coupons with their state now. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { personalCoupons } from '#src/server/account/coupons.ts';
import { couponsAnswer } from '#src/lib/api/account.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'required',
  answer: couponsAnswer,
  fallbackKey: 'account.errors.loadFailed',
  successFlag: true,
})(async ({ login }) => ({ coupons: await personalCoupons(await db(), login.customerId) }));
