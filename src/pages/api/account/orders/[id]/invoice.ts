/**
 * GET /api/account/orders/{id}/invoice (bearer, or the login cookie of the account page whose
 * link was followed): the invoice PDF of one of the customer's paid orders. Another customer's
 * order, an unpaid one, or one without an invoice answer 404; no login at all is 401.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { pageSession, unauthenticated } from '#src/server/auth/session.ts';
import { db } from '#src/server/database.ts';
import { orderNotFound } from '#src/server/account/errors.ts';
import { pdfResponse } from '#src/server/checkout/http.ts';
import { loadOrderById } from '#src/server/orders/read.ts';
import { invoicePdf } from '#src/server/orders/invoice.ts';
import { orderRequest } from '#src/lib/api/account.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'optional',
  input: orderRequest,
  fallbackKey: 'account.errors.loadFailed',
  successFlag: true,
})(async ({ login, input, cookies }) => {
  const session = login ?? (await pageSession(cookies));
  if (!session) throw unauthenticated();
  const order = await loadOrderById(await db(), input.params.id);
  if (!order || order.customer_id !== session.customerId) throw orderNotFound();
  const pdf = await invoicePdf(order);
  if (!pdf) throw orderNotFound();
  return pdfResponse(pdf, `invoice-${order.invoice_number}.pdf`);
});
