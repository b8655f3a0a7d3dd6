/** Money is integer cents; formatting always uses the page's locale, never the machine's. */
import { LOCALE_ISO, type Locale } from './locales.ts';

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * @example formatMoney(123456, 'nl') // "€ 1.234,56"
 * @example formatMoney(123456, 'en') // "€1,234.56"
 */
export function formatMoney(cents: number, locale: Locale): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_ISO[locale], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, f);
  }
  return f.format(cents / 100);
}

/** Cents as a decimal string with two decimals for APIs and structured data. @example toDecimal(1999) // "19.99" */
export function toDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An API amount in euros (two decimals) as integer cents. @example centsOf(19.99) // 1999 */
export const centsOf = (euros: number): number => Math.round(euros * 100);

/** Integer cents as the API's euro amount with two decimals. @example eurosOf(1999) // 19.99 */
export const eurosOf = (cents: number): number => Number(toDecimal(cents));

/** An API amount in euros, formatted in the page's locale. @example formatEuros(19.99, 'nl') // "€ 19,99" */
export const formatEuros = (euros: number, locale: Locale): string => formatMoney(centsOf(euros), locale);
