/**
 * GET /api/checkout/orders/{number} with `X-Order-Token` (or the customer's bearer, or the
 * confirmation cookie): the order as placed, its status and its latest payment's. Anyone else
 * gets 404.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { checkoutCall, shopOrigin, orderAccessOf } from '#src/server/checkout/http.ts';
import { invoiceUrlFor, readableOrder } from '#src/server/orders/access.ts';
import { orderJson } from '#src/server/orders/read.ts';
import { orderAnswer, orderRequest } from '#src/lib/api/checkout.ts';

export const { GET, HEAD, ALL } = endpoint({ ...checkoutCall('GET'), input: orderRequest, answer: orderAnswer })(async (context) => {
  const { number } = context.input.params;
  const token = context.input.headers['x-order-token'] ?? orderAccessOf(context.cookies, number);
  const order = await readableOrder(number, [token], context.login?.customerId ?? null, shopOrigin(context));
  return { order: orderJson(order, invoiceUrlFor(order, token)) };
});
