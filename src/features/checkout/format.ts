/**
 * Small pure helpers of the checkout screens: VAT rates in the page's language, the phone number split into its calling code and the rest, and the order's figures
 * in the form the screens and the data layer take them.
 */
import type { Locale } from '#src/lib/locales.ts';
import { numberFormat } from '#src/lib/formatters.ts';
import type { InformationJson, SummaryJson } from '#src/lib/api/checkout.ts';

/** A VAT rate as the page writes percentages. @example formatRate(21, 'de') // "21 %" */
export function formatRate(rate: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
}

export type PhoneCountry = { id: string; phonecode: string };

/**
 * A phone number as the shopper gives it (a calling code picked from the list and the number)
 * in one string for the order. A number typed with its own + or 00 is taken as it is; the
 * national trunk 0 goes, except in Italy, where it belongs to the number.
 * @example joinPhone('+31', '06 12345678') // "+31 6 12345678"
 * @example joinPhone('+32', '+32 470 12 34 56') // "+32 470 12 34 56"
 */
export function joinPhone(code: string, number: string): string {
  const n = number.trim();
  if (n === '' || n.startsWith('+') || n.startsWith('00') || code === '') return n;
  return `${code} ${code === '+39' ? n : n.replace(/^0(?=\d)/, '')}`;
}

/**
 * A saved phone number split into the country whose calling code it starts with (the longest
 * code that fits; the preferred country among those sharing it) and the rest.
 * @example splitPhone('+31 6 12345678', [{ id: 'NL', phonecode: '+31' }], 'NL') // { country: 'NL', number: '6 12345678' }
 */
export function splitPhone(phone: string, countries: readonly PhoneCountry[], preferred: string): { country: string | null; number: string } {
  const compact = phone.trim();
  if (!compact.startsWith('+')) return { country: null, number: compact };
  const fitting = countries.filter((c) => c.phonecode !== '' && compact.replace(/\s/g, '').startsWith(c.phonecode.replace(/\s/g, '')));
  if (fitting.length === 0) return { country: null, number: compact };
  const longest = Math.max(...fitting.map((c) => c.phonecode.length));
  const best = fitting.filter((c) => c.phonecode.length === longest);
  const chosen = best.find((c) => c.id === preferred) ?? best[0]!;
  const digits = chosen.phonecode.replace(/\s/g, '').length;
  // Drop the code's characters (spaces inside it allowed) and what separates it from the rest.
  let seen = 0;
  let cut = 0;
  while (cut < compact.length && seen < digits) {
    if (compact[cut] !== ' ') seen++;
    cut++;
  }
  return { country: chosen.id, number: compact.slice(cut).trim() };
}

/** The goods as charged, for the free-shipping threshold: lines incl. VAT after the discount. */
export const goodsInclVat = (summary: SummaryJson): number => Math.max(0, Math.round((summary.subtotal_with_tax - summary.discount_with_tax) * 100) / 100);

/** The shopper is a business: prices show excl. VAT (docs/prices-and-vat.md, the customer type). */
export const isBusiness = (information: InformationJson | null | undefined): boolean => information?.customer_type === 'organization';

/** The method checked at first: the one chosen before while it is still offered, else the first. */
export const firstChoice = (methods: { id: string }[], chosen: string | null): string => methods.find((m) => m.id === chosen)?.id ?? methods[0]?.id ?? '';
