/**
 * The UI strings the search island needs, built on the server with the page's translator and
 * passed as one prop (DESIGN.md: islands receive only the keys they need). Plural keys travel as
 * their uninterpolated forms; the island picks one with Intl.PluralRules and fills it in.
 */
import type { Translate } from '../../lib/i18n.ts';
import { LOCALE_ISO, type Locale } from '../../lib/locales.ts';

export type Plural = { one: string; other: string };

export type SearchStrings = {
  label: string;
  placeholder: string;
  submit: string;
  dialogTitle: string;
  close: string;
  categories: string;
  popular: string;
  suggestions: string;
  filters: string;
  clearFilters: string;
  price: string;
  priceMin: string;
  priceMax: string;
  kleur: string;
  merk: string;
  results: string;
  resultsCount: Plural;
  corrected: string;
  noResultsTitle: string;
  noProductsFound: string;
  backHome: string;
  error: string;
  retry: string;
  loadMore: string;
  hint: string;
  inStock: string;
  outOfStock: string;
  inclVat: string;
  exclVat: string;
  priceFrom: string;
  reviews: Plural;
};

export function searchStrings(t: Translate): SearchStrings {
  const raw = { skipInterpolation: true } as const;
  return {
    label: t('header.search.label'),
    placeholder: t('header.search.placeholder'),
    submit: t('header.search.submit'),
    dialogTitle: t('header.search.dialog_title'),
    close: t('header.search.close'),
    categories: t('header.search.categories'),
    popular: t('header.search.popular'),
    suggestions: t('header.search.suggestions'),
    filters: t('header.search.filters'),
    clearFilters: t('header.search.clear_filters'),
    price: t('header.search.price'),
    priceMin: t('header.search.price_min'),
    priceMax: t('header.search.price_max'),
    kleur: t('product.properties.kleur'),
    merk: t('product.properties.merk'),
    results: t('header.search.results'),
    resultsCount: {
      one: t('header.search.results_count', { count: 1, ...raw }),
      other: t('header.search.results_count', { count: 2, ...raw }),
    },
    corrected: t('header.search.corrected', raw),
    noResultsTitle: t('header.search.no_results_title'),
    noProductsFound: t('header.search.no_products_found'),
    backHome: t('notFound.backHome'),
    error: t('header.search.error'),
    retry: t('header.search.retry'),
    loadMore: t('header.search.load_more'),
    hint: t('header.search.hint'),
    inStock: t('common.inStock'),
    outOfStock: t('common.outOfStock'),
    inclVat: t('common.inclVat'),
    exclVat: t('common.exclVat'),
    priceFrom: t('product.priceFrom'),
    reviews: {
      one: t('common.reviews', { count: 1, ...raw }),
      other: t('common.reviews', { count: 2, ...raw }),
    },
  };
}

/** Fills `{{name}}` placeholders. @example fill('{{count}} items', { count: '3' }) // "3 items" */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** A plural string for a count, with the count formatted in the page's locale. */
export function plural(forms: Plural, count: number, locale: Locale, values: Record<string, string> = {}): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_ISO[locale]);
    pluralRules.set(locale, rules);
  }
  const form = rules.select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { ...values, count: count.toLocaleString(LOCALE_ISO[locale]) });
}
