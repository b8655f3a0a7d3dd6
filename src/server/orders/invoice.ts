/**
 * The invoice of a paid order as a PDF (docs/invoices.md): the order's own snapshot (lines,
 * prices, VAT per rate, addresses) handed to the renderer, in the language the order was
 * placed in. An order without an invoice number (not paid) has no invoice.
 */
import { isLocale } from '#src/lib/locales.ts';
import type { OrderAddress } from '../db/schema.ts';
import { renderInvoicePdf } from '../invoices/pdf.ts';
import type { InvoiceAddress, InvoiceDocument } from '../invoices/document.ts';
import { paymentMethodsFor } from '../checkout/methods.ts';
import type { StoredOrder } from './read.ts';

const invoiceAddress = (a: OrderAddress): InvoiceAddress => ({
  name: `${a.firstname} ${a.lastname}`.trim(),
  company: a.company,
  street: a.street,
  houseNumber: a.houseNumber,
  postcode: a.postcode,
  city: a.city,
  country: a.countryId,
});

export async function invoiceDocument(order: StoredOrder): Promise<InvoiceDocument | null> {
  if (!order.invoice_number) return null;
  const methods = await paymentMethodsFor(null);
  const rateBp = order.vatRows[0]?.rateBp ?? 0;
  return {
    locale: isLocale(order.locale) ? order.locale : 'en',
    invoiceNumber: order.invoice_number,
    invoiceDate: order.invoiced_at ?? order.paid_at ?? order.placed_at,
    orderNumber: order.number,
    orderDate: order.placed_at,
    // Once the account is deleted the number is kept as printed (docs/accounts.md, your data).
    customerNumber: order.customer_id === null ? order.invoice_customer_number : String(order.customer_id),
    email: order.email,
    billingAddress: invoiceAddress(order.billingAddress),
    shippingAddress: invoiceAddress(order.shippingAddress),
    customerVatNumber: order.vat_number,
    reverseCharge: order.reverse_charge,
    lines: order.lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      unitExclCents: l.unit_price_cents,
      totalExclCents: l.unit_price_cents * l.quantity,
      vatRateBp: l.tax_rate_bp,
      ...(l.composite_data?.length ? { parts: l.composite_data.map((p) => ({ name: p.name, quantity: p.quantity })) } : {}),
    })),
    shipping: order.delivery_method_id
      ? { name: order.delivery_method_name ?? order.delivery_method_id, exclCents: order.shipping_cents, vatRateBp: rateBp }
      : null,
    discountExclCents: order.discount_cents,
    couponCode: order.coupon_code,
    vatByRate: order.vatRows,
    totalExclCents: order.total_cents - order.tax_cents,
    totalVatCents: order.tax_cents,
    totalInclCents: order.total_cents,
    paymentMethod: methods.find((m) => m.id === order.payment_method_id)?.name ?? order.payment_method_id ?? '',
    paidAt: order.paid_at,
  };
}

/** The PDF, or null for an order without an invoice yet. */
export async function invoicePdf(order: StoredOrder): Promise<Buffer | null> {
  const document = await invoiceDocument(order);
  return document ? renderInvoicePdf(document) : null;
}
