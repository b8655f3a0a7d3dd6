/**
 * GET /api/account/orders/{id}/invoice (bearer): the invoice PDF of one of the customer's paid
 * orders. Another customer's order, an unpaid one, or one without an invoice answer 404.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { db } from '#src/server/database.ts';
import { orderNotFound } from '#src/server/account/errors.ts';
import { pdfResponse } from '#src/server/checkout/http.ts';
import { loadOrderById } from '#src/server/orders/read.ts';
import { invoicePdf } from '#src/server/orders/invoice.ts';
import { orderRequest } from '#src/lib/api/account.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'required',
  input: orderRequest,
  fallbackKey: 'account.errors.loadFailed',
  successFlag: true,
})(async ({ login, input }) => {
  const order = await loadOrderById(await db(), input.params.id);
  if (!order || order.customer_id !== login.customerId) throw orderNotFound();
  const pdf = await invoicePdf(order);
  if (!pdf) throw orderNotFound();
  return pdfResponse(pdf, `invoice-${order.invoice_number}.pdf`);
});
