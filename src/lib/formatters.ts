/**
 * Intl formatters kept per locale and options. Creating one costs far more than using it (tens of
 * microseconds against well under one), and a page that made its formatters while rendering paid
 * that on every render: a product page's reviews alone were a twentieth of its render time.
 * Options are part of the key, so a call site says what it wants and never shares a formatter
 * that formats differently.
 */
import { LOCALE_ISO, type Locale } from './locales.ts';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: Locale, options: object, make: () => F): F {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** @example numberFormat('nl', { style: 'percent' }).format(0.21) // "21%" */
export const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept('number', locale, options, () => new Intl.NumberFormat(LOCALE_ISO[locale], options));

/** @example dateTimeFormat('de', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(at) // "26. Oktober 2026" */
export const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(LOCALE_ISO[locale], options));
