/** GET /api/account/orders/sync/status (bearer): guest orders waiting, the code's state, and linked/total of the last sync. */
import { apiEndpoint } from '../../../../../server/http/endpoint';
import { json } from '../../../../../server/http/json';
import { onlyGet } from '../../../../../server/http/method';
import { requireSession } from '../../../../../server/auth/session';
import { db } from '../../../../../server/database';
import { currentUser } from '../../../../../server/account/profile';
import { syncStatus } from '../../../../../server/account/order-sync';

export const GET = apiEndpoint('account.errors.loadFailed', async (context) => {
  const session = await requireSession(context.request);
  const conn = await db();
  const user = await currentUser(conn, session.customerId);
  return json({ status: await syncStatus(conn, session.customerId, user.email) });
});

export const HEAD = GET;
export const ALL = onlyGet;
