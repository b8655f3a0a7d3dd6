/**
 * Intl formatters kept per locale and options. Creating one costs far more than using it (tens of
 * microseconds against well under one), and a page that made its formatters while rendering paid
 * that on every render: a product page's reviews alone were a twentieth of its render time.
 * Options are part of the key, so a call site says what it wants and never shares a formatter
 * that formats differently.
 */
import { LOCALE_ISO, type Locale } from './locales.ts';

const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

/** @example numberFormat('nl', { style: 'percent' }).format(0.21) // "21%" */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let f = numbers.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_ISO[locale], options);
    numbers.set(key, f);
  }
  return f;
}

/** @example dateTimeFormat('de', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(at) // "26. Oktober 2026" */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let f = dates.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE_ISO[locale], options);
    dates.set(key, f);
  }
  return f;
}
