/**
 * How the invoice PDF (./pdf.ts) writes its values in the invoice's language: money, dates in the
 * shop's time zone, VAT rates, counts and country names. Pure.
 */
import { LOCALE_ISO, type Locale } from '#src/lib/locales.ts';
import { formatMoney } from '#src/lib/money.ts';

/** Dates are the shop's calendar days, wherever the server runs. */
const TIME_ZONE = 'Europe/Amsterdam';

export function formatters(locale: Locale) {
  const iso = LOCALE_ISO[locale];
  const date = new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: TIME_ZONE });
  const percent = new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(iso, { maximumFractionDigits: 0 });
  const regions = new Intl.DisplayNames(iso, { type: 'region' });
  return {
    money: (cents: number) => formatMoney(cents, locale),
    date: (value: Date) => date.format(value),
    rate: (bp: number) => percent.format(bp / 10_000),
    count: (n: number) => count.format(n),
    country: (code: string) => {
      try {
        return regions.of(code.toUpperCase()) ?? code;
      } catch {
        // A malformed code is printed as it was stored rather than losing the invoice.
        return code;
      }
    },
  };
}
