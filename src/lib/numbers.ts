/** Numbers in the page's locale with cached formatters (creating an Intl formatter costs far more than using one). */
import { LOCALE_ISO, type Locale } from './locales.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/** @example formatDecimal(9.3, 'nl', 1) // "9,3" */
export function formatDecimal(value: number, locale: Locale, fractionDigits = 1): string {
  const key = `${locale}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_ISO[locale], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formatters.set(key, f);
  }
  return f.format(value);
}

/** A count with the locale's grouping: @example formatCount(5588, 'nl') // "5.588" */
export function formatCount(value: number, locale: Locale): string {
  return formatDecimal(value, locale, 0);
}

const fileSizeFormatters = new Map<string, Intl.NumberFormat>();

/** A file's size in kB or MB (a download's), at least 1 kB: @example formatFileSize(2_400_000, 'de') // "2,4 MB" */
export function formatFileSize(bytes: number, locale: Locale): string {
  const unit = bytes >= 1_000_000 ? 'megabyte' : 'kilobyte';
  const key = `${locale}:${unit}`;
  let f = fileSizeFormatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_ISO[locale], { style: 'unit', unit, maximumFractionDigits: 1 });
    fileSizeFormatters.set(key, f);
  }
  return f.format(unit === 'megabyte' ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
