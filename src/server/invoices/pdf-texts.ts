/**
 * What the invoice PDF (./pdf.ts) says below its lines, in the invoice's language: the VAT per
 * rate and the totals, how it is paid (or is to be paid) and the footer of every page. Pure: the
 * renderer decides where and how these are drawn.
 */
import { COMPANY } from '#src/lib/company.ts';
import type { Translate } from '#src/lib/i18n.ts';
import type { InvoiceDocument } from './document.ts';
import type { formatters } from './pdf-format.ts';

/** The payment term the terms and conditions give business customers who pay by invoice. */
export const PAYMENT_TERM_DAYS = 14;

type Formats = ReturnType<typeof formatters>;

/**
 * A row of the totals block: `base` only in the VAT-per-rate rows (null: the label runs over the
 * base column). `heading` is the small header of those rows, `total` the amount to pay.
 */
export type SummaryRow = { label: string; base: string | null; amount: string; kind: 'heading' | 'rate' | 'subtotal' | 'total' };

export function summaryRows(invoice: InvoiceDocument, t: Translate, f: Formats): SummaryRow[] {
  const rows: SummaryRow[] = [];
  if (invoice.vatByRate.length > 0) {
    rows.push({ label: '', base: t('invoice.vat.base'), amount: t('invoice.vat.amount'), kind: 'heading' });
    for (const v of invoice.vatByRate)
      rows.push({ label: t('invoice.vat.rate', { rate: f.rate(v.rateBp) }), base: f.money(v.baseCents), amount: f.money(v.vatCents), kind: 'rate' });
  }
  rows.push({ label: t('invoice.totalExcl'), base: null, amount: f.money(invoice.totalExclCents), kind: 'subtotal' });
  rows.push({ label: t('invoice.totalVat'), base: null, amount: f.money(invoice.totalVatCents), kind: 'subtotal' });
  rows.push({ label: t('invoice.totalIncl'), base: null, amount: f.money(invoice.totalInclCents), kind: 'total' });
  return rows;
}

/** How the invoice is paid: the method, then the day it was paid or the term and account to pay to. */
export function paymentLines(invoice: InvoiceDocument, t: Translate, f: Formats): [method: string, status: string] {
  return [
    t('invoice.paymentMethod', { method: invoice.paymentMethod }),
    invoice.paidAt
      ? t('invoice.paidOn', { date: f.date(invoice.paidAt) })
      : t('invoice.payWithin', { days: PAYMENT_TERM_DAYS, iban: COMPANY.iban, number: invoice.invoiceNumber }),
  ];
}

/** The footer of every page: questions and terms, then the company's legal facts. */
export function footerLines(t: Translate): [contact: string, company: string] {
  return [
    `${t('invoice.footer.questions', { email: COMPANY.email })} · ${t('invoice.footer.terms', { days: PAYMENT_TERM_DAYS })}`,
    `${COMPANY.legalName} · ${COMPANY.street} · ${COMPANY.postcode} ${COMPANY.city} · ${t('invoice.seller.vatNumber')} ${COMPANY.vatNumber} · ${t('invoice.seller.cocNumber')} ${COMPANY.cocNumber}`,
  ];
}
