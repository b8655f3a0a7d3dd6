/** POST /api/checkout/orders/{number}/cancel: the shopper gives up an order still awaiting payment; its stock and coupon go back. */
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { db } from '#src/server/database.ts';
import { checkoutCall, shopOrigin, orderAccessOf } from '#src/server/checkout/http.ts';
import { invoiceUrlFor, readableOrder } from '#src/server/orders/access.ts';
import { moveOrder } from '#src/server/orders/states.ts';
import { orderJson } from '#src/server/orders/read.ts';
import { cancelOrderRequest, orderAnswer } from '#src/lib/api/checkout.ts';

export const { POST, ALL } = endpoint({ ...checkoutCall('POST'), input: cancelOrderRequest, answer: orderAnswer })(async (context) => {
  const { number } = context.input.params;
  const token = context.input.headers['x-order-token'] ?? orderAccessOf(context.cookies, number);
  const customerId = context.login?.customerId ?? null;
  const order = await readableOrder(number, [token], customerId, shopOrigin(context));
  await (await db()).transaction((tx) => moveOrder(tx, order.id, 'cancelled'));
  // Cancelling twice (a double click) answers the cancelled order; any other state refuses.
  const after = await readableOrder(number, [token], customerId, shopOrigin(context));
  if (after.status !== 'cancelled') throw new ApiError(409, 'order.errors.notCancellable');
  return { order: orderJson(after, invoiceUrlFor(after, token)) };
});
