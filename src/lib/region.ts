/**
 * The region of a page or call: the destination country its prices carry the VAT of
 * (docs/prices-and-vat.md, the region of a page). Pure: the server resolves it for every request,
 * the browser reads the same cookie and key.
 */
import type { Locale, Shop } from './locales.ts';

/** The cookie and the local-storage key that hold the shopper's choice of country. */
export const REGION_KEY = 'region';
/** How long a choice of country is kept, in days (cookie and stored copy). */
export const REGION_DAYS = 7;
/** The query parameter that makes a choice of country on the international shop (`/de/?country=DE`). */
export const COUNTRY_QUERY = 'country';

/**
 * The country a page language points to on the international shop. English points to none
 * (Britain, Ireland, Malta…): an English page keeps the shop's default.
 */
export const LANGUAGE_COUNTRY: Readonly<Partial<Record<Locale, string>>> = { nl: 'NL', de: 'DE' };

/** Two capital letters, the shape of every country code the shop keeps. */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value);
}

/** Where a page's region came from: the shop fixes it, the shopper chose it, the page's language, or the shop's default. */
export type RegionSource = 'shop' | 'choice' | 'language' | 'default';

/**
 * The destination country, in this order: the Dutch shop's NL; the shopper's choice (the
 * `region` cookie, which a login also sets from the customer's default address when there was
 * no choice yet); the page language's country; the shop's default (GB). `choice` must already be
 * a country the shop knows, or null.
 * @example regionFor(SHOPS.international, 'de', null) // { country: 'DE', source: 'language' }
 * @example regionFor(SHOPS.international, 'de', 'GB') // { country: 'GB', source: 'choice' }
 * @example regionFor(SHOPS.nl, 'de', 'BE') // { country: 'NL', source: 'shop' }
 */
export function regionFor(shop: Shop, locale: Locale, choice: string | null): { country: string; source: RegionSource } {
  if (shop.fixedCountry) return { country: shop.fixedCountry, source: 'shop' };
  if (choice) return { country: choice, source: 'choice' };
  const spoken = LANGUAGE_COUNTRY[locale];
  if (spoken) return { country: spoken, source: 'language' };
  return { country: shop.defaultCountry, source: 'default' };
}

/**
 * The country a query names (`?country=de` or `DE`), or null when it names none.
 * @example countryOfQuery(' de ') // "DE"
 * @example countryOfQuery('Deutschland') // null
 */
export function countryOfQuery(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}

/**
 * The region a login brings when the browser has made no choice: the country of the customer's
 * default address, or null without one.
 * @example loginRegion([{ country_id: 'BE', is_default: false }, { country_id: 'DE', is_default: true }]) // "DE"
 */
export function loginRegion(addresses: readonly { country_id: string; is_default: boolean }[]): string | null {
  const found = addresses.find((a) => a.is_default)?.country_id;
  return isCountryCode(found) ? found : null;
}
