/** GET /api/account/orders?page=&per_page= (bearer): the customer's orders, newest first, a page at a time. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { listOrders } from '#src/server/account/orders.ts';
import { ordersAnswer, ordersRequest } from '#src/lib/api/account.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'required',
  input: ordersRequest,
  answer: ordersAnswer,
  fallbackKey: 'account.errors.loadFailed',
  successFlag: true,
})(async ({ login, input }) => listOrders(await db(), login.customerId, input.query.page, input.query.per_page));
