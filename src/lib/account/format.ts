/**
 * Dates and file sizes on the account pages, in the page's locale and the shop's time zone
 * (never the machine's).
 */
import { LOCALE_ISO, type Locale } from '../locales.ts';

const dates = new Map<string, Intl.DateTimeFormat>();

/** @example formatDate('2026-10-26T00:00:00.000Z', 'nl') // "26 oktober 2026" */
export function formatDate(isoDate: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  const key = `${locale}:${style}`;
  let f = dates.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: style, timeZone: 'Europe/Amsterdam' });
    dates.set(key, f);
  }
  return f.format(new Date(isoDate));
}

/** @example formatDateTime('2026-10-26T12:05:00.000Z', 'en') // "October 26, 2026 at 1:05 PM" */
export function formatDateTime(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(isoDate));
}

/** @example formatBytes(1536, 'de') // "1,5 kB" */
export function formatBytes(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : bytes >= 1000 ? [bytes / 1000, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(LOCALE_ISO[locale], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
