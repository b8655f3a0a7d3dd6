/**
 * GET /api/account/orders/{id} (bearer): one order with lines, addresses, totals and tracking.
 * Another customer's order answers exactly like one that does not exist (404).
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { orderDetail } from '#src/server/account/orders.ts';
import { orderNotFound } from '#src/server/account/errors.ts';
import { orderAnswer, orderRequest } from '#src/lib/api/account.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'required',
  input: orderRequest,
  answer: orderAnswer,
  fallbackKey: 'account.errors.loadFailed',
  successFlag: true,
})(async ({ login, input, locale }) => {
  const order = await orderDetail(await db(), login.customerId, input.params.id, locale);
  if (!order) throw orderNotFound();
  return { order };
});
