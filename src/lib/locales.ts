/** Locales and shops (docs/routing-and-seo.md). Pure data: safe in the browser and on the server. */

export const LOCALES = ['en', 'nl', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** ISO tags used for `lang`, Intl and hreflang-adjacent metadata (docs/routing-and-seo.md, locales). */
export const LOCALE_ISO: Record<Locale, string> = { en: 'en-US', nl: 'nl-NL', de: 'de-DE' };

/** Prefixes of languages the shop does not offer: foreign prefixes (docs/routing-and-seo.md, locales). */
export const FOREIGN_PREFIXES = ['fr', 'it', 'es', 'pt', 'pl', 'ru', 'zh', 'ja', 'ko'] as const;

export type ShopId = 'nl' | 'international';

export type Shop = {
  id: ShopId;
  /** The locale served without a prefix. */
  defaultLocale: Locale;
  /** Country fixed by the shop (Dutch shop: NL), or null when the customer picks it. */
  fixedCountry: string | null;
  /** Default shipping country for the country select (international shop: GB). */
  defaultCountry: string;
};

export const SHOPS: Record<ShopId, Shop> = {
  nl: { id: 'nl', defaultLocale: 'nl', fixedCountry: 'NL', defaultCountry: 'NL' },
  international: { id: 'international', defaultLocale: 'en', fixedCountry: null, defaultCountry: 'GB' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isForeignPrefix(value: string): boolean {
  return (FOREIGN_PREFIXES as readonly string[]).includes(value);
}

/** "/de" for a prefixed locale, "" for the shop's default locale. */
export function localePrefix(locale: Locale, shop: Shop): string {
  return locale === shop.defaultLocale ? '' : `/${locale}`;
}
