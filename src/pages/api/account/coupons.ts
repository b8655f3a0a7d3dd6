/** GET /api/account/coupons (bearer): the customer's personal coupons with their state now. */
import { apiEndpoint } from '../../../server/http/endpoint';
import { json } from '../../../server/http/json';
import { onlyGet } from '../../../server/http/method';
import { requireSession } from '../../../server/auth/session';
import { db } from '../../../server/database';
import { personalCoupons } from '../../../server/account/coupons';

export const GET = apiEndpoint('account.errors.loadFailed', async (context) => {
  const session = await requireSession(context.request);
  return json({ coupons: await personalCoupons(await db(), session.customerId) });
});

export const HEAD = GET;
export const ALL = onlyGet;
