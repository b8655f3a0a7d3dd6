/** GET /api/account/customer (bearer): the logged-in user (docs/api.md, login and account). */
import { apiEndpoint } from '../../../server/http/endpoint';
import { json } from '../../../server/http/json';
import { onlyGet } from '../../../server/http/method';
import { requireSession, unauthenticated } from '../../../server/auth/session';
import { userJson } from '../../../server/auth/customers';
import { db } from '../../../server/database';

export const GET = apiEndpoint('auth.errors.unauthenticated', async (context) => {
  const session = await requireSession(context.request);
  const user = await userJson(await db(), session.customerId);
  if (!user) throw unauthenticated();
  return json({ user });
});

export const HEAD = GET;
export const ALL = onlyGet;
