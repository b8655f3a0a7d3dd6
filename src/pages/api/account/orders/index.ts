/** GET /api/account/orders?page=&per_page= (bearer): the customer's orders, newest first, a page at a time. */
import { endpoint } from '../../../../server/http/endpoint';
import { db } from '../../../../server/database';
import { listOrders } from '../../../../server/account/orders';
import { ordersAnswer, ordersRequest } from '../../../../lib/api/account';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET', login: 'required', input: ordersRequest, answer: ordersAnswer, fallbackKey: 'account.errors.loadFailed', successFlag: true,
})(
  async ({ login, input }) => listOrders(await db(), login.customerId, input.query.page, input.query.per_page),
);
