/**
 * GET /api/checkout/orders/{number}/invoice (`X-Order-Token`, a link's `?token=`, the
 * confirmation cookie, or the customer's bearer): the invoice PDF of a paid order. A link from
 * the confirmation mail carries its own secret, so a guest needs no account.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { checkoutCall, shopOrigin, orderAccessOf, pdfResponse } from '#src/server/checkout/http.ts';
import { orderNotFound, readableOrder } from '#src/server/orders/access.ts';
import { invoicePdf } from '#src/server/orders/invoice.ts';
import { orderRequest } from '#src/lib/api/checkout.ts';

export const { GET, HEAD, ALL } = endpoint({ ...checkoutCall('GET'), input: orderRequest })(async (context) => {
  const { number } = context.input.params;
  const fromLink = context.url.searchParams.get('token');
  const tokens = [
    context.input.headers['x-order-token'],
    fromLink && /^[A-Za-z0-9_-]{16,128}$/.test(fromLink) ? fromLink : null,
    orderAccessOf(context.cookies, number),
  ];
  const order = await readableOrder(number, tokens, context.login?.customerId ?? null, shopOrigin(context));
  const pdf = await invoicePdf(order);
  if (!pdf) throw orderNotFound();
  return pdfResponse(pdf, `invoice-${order.invoice_number}.pdf`);
});
