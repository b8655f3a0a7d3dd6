/** GET /api/account/orders/sync/status (bearer): guest orders waiting, the code's state, and linked/total of the last sync. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { currentUser } from '#src/server/account/profile.ts';
import { syncStatus } from '#src/server/account/order-sync.ts';
import { syncStatusAnswer } from '#src/lib/api/account.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'required',
  answer: syncStatusAnswer,
  fallbackKey: 'account.errors.loadFailed',
  successFlag: true,
})(async ({ login }) => {
  const conn = await db();
  const user = await currentUser(conn, login.customerId);
  return { status: await syncStatus(conn, login.customerId, user.email) };
});
