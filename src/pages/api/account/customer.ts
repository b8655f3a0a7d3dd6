/** GET /api/account/customer (docs/api.md, bearer): the logged-in user. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { unauthenticated } from '#src/server/auth/session.ts';
import { userJson } from '#src/server/auth/customers.ts';
import { db } from '#src/server/database.ts';
import { customerAnswer } from '#src/lib/api/auth.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'required',
  answer: customerAnswer,
  fallbackKey: 'auth.errors.unauthenticated',
  successFlag: true,
})(async ({ login }) => {
  const user = await userJson(await db(), login.customerId);
  if (!user) throw unauthenticated();
  return { user };
});
