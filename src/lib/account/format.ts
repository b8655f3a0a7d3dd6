/**
 * Dates and file sizes on the account pages, in the page's locale and the shop's time zone
 * (never the machine's).
 */
import type { Locale } from '../locales.ts';
import { dateTimeFormat, numberFormat } from '../formatters.ts';

/** @example formatDate('2026-10-26T00:00:00.000Z', 'nl') // "26 oktober 2026" */
export function formatDate(isoDate: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  return dateTimeFormat(locale, { dateStyle: style, timeZone: 'Europe/Amsterdam' }).format(new Date(isoDate));
}

/** @example formatDateTime('2026-10-26T12:05:00.000Z', 'en') // "October 26, 2026 at 1:05 PM" */
export function formatDateTime(isoDate: string, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(isoDate));
}

/** @example formatBytes(1536, 'de') // "1,5 kB" */
export function formatBytes(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : bytes >= 1000 ? [bytes / 1000, 'kilobyte'] : [bytes, 'byte'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
