/**
 * POST /api/checkout/orders/{number}/pay `{ payment_method? }`: a new payment for an order still
 * awaiting one (after a failed or cancelled payment), with the same or another method that
 * takes payments from the order's country. Answers where to pay.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { checkoutCall, orderAccessOf, shopOrigin } from '#src/server/checkout/http.ts';
import { paymentMethodsFor } from '#src/server/checkout/methods.ts';
import { readableOrder } from '#src/server/orders/access.ts';
import { orderJson } from '#src/server/orders/read.ts';
import { startPayment } from '#src/server/orders/payments.ts';
import { payAgainAnswer, payAgainRequest } from '#src/lib/api/checkout.ts';

export const { POST, ALL } = endpoint({ ...checkoutCall('POST'), input: payAgainRequest, answer: payAgainAnswer })(async (context) => {
  const { number } = context.input.params;
  const token = context.input.headers['x-order-token'] ?? orderAccessOf(context.cookies, number);
  const order = await readableOrder(number, [token], context.login?.customerId ?? null, shopOrigin(context));
  if (!orderJson(order, null).can_pay) throw new ApiError(409, 'order.errors.notPayable');
  const method = context.input.body.payment_method ?? order.payment_method_id ?? '';
  if (!(await paymentMethodsFor(order.country_id)).some((m) => m.id === method))
    throw new ApiError(422, 'order.errors.paymentMethodUnavailable', { field: 'payment_method' });
  const redirect = await startPayment(
    { id: order.id, number, totalCents: order.total_cents, locale: order.locale, shop: order.shop },
    method,
    shopOrigin(context),
  );
  return { payment: { redirect_url: redirect } };
});
