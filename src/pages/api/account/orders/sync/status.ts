/** GET /api/account/orders/sync/status (bearer): guest orders waiting, the code's state, and linked/total of the last sync. */
import { endpoint } from '../../../../../server/http/endpoint';
import { db } from '../../../../../server/database';
import { currentUser } from '../../../../../server/account/profile';
import { syncStatus } from '../../../../../server/account/order-sync';
import { syncStatusAnswer } from '../../../../../lib/api/account';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', login: 'required', answer: syncStatusAnswer, fallbackKey: 'account.errors.loadFailed', successFlag: true })(
  async ({ login }) => {
    const conn = await db();
    const user = await currentUser(conn, login.customerId);
    return { status: await syncStatus(conn, login.customerId, user.email) };
  },
);
