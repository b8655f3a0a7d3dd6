/**
 * An invoice as the orders module hands it to the renderer (docs/invoices.md). Amounts are integer
 * cents excluding VAT unless a name says otherwise, VAT rates are basis points (2100 = 21 %). The
 * renderer computes nothing: every amount, the VAT per rate and the totals are what the order
 * charged, so the PDF can never disagree with the order.
 */
import type { Locale } from '#src/lib/locales.ts';

export type InvoiceAddress = {
  name: string;
  company: string | null;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  /** Two-letter ISO code; the PDF names the country in the invoice's language. */
  country: string;
};

export type InvoiceLine = {
  sku: string;
  name: string;
  quantity: number;
  unitExclCents: number;
  totalExclCents: number;
  vatRateBp: number;
  /** A kit's parts, listed under its line; quantity is per kit. */
  parts?: { name: string; quantity: number }[];
};

/** The shipping costs of the order, a row of the table. */
export type InvoiceShipping = { name: string; exclCents: number; vatRateBp: number };

export type InvoiceVatRate = { rateBp: number; baseCents: number; vatCents: number };

export type InvoiceDocument = {
  locale: Locale;
  /** Sequential, gap-free per calendar year, e.g. "2026-000042" (given by the orders module). */
  invoiceNumber: string;
  /** The date of payment. */
  invoiceDate: Date;
  orderNumber: string;
  orderDate: Date;
  customerNumber: string | null;
  email: string;
  billingAddress: InvoiceAddress;
  shippingAddress: InvoiceAddress;
  customerVatNumber: string | null;
  /** A validated EU business outside NL: invoiced at 0 % with the reverse-charge wording. */
  reverseCharge: boolean;
  lines: InvoiceLine[];
  shipping: InvoiceShipping | null;
  /** The discount excl. VAT as a positive amount; 0 for none. */
  discountExclCents: number;
  couponCode: string | null;
  vatByRate: InvoiceVatRate[];
  totalExclCents: number;
  totalVatCents: number;
  totalInclCents: number;
  /** The payment method's name as the customer chose it, e.g. "iDEAL". */
  paymentMethod: string;
  paidAt: Date | null;
};
