/**
 * The UI strings the search island needs, built on the server with the page's translator and passed
 * as one prop (docs/README.md, conventions: islands receive only the strings they need). Plural
 * keys travel as their uninterpolated forms; the island picks one with Intl.PluralRules and fills
 * it in.
 */
import type { Translate } from '#src/lib/i18n.ts';
import type { Plural } from '#src/lib/text.ts';
import { cardStrings, type CardStrings } from '#src/components/ui/strings.ts';

export { fill, plural, type Plural } from '#src/lib/text.ts';

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
  /** Fill with {{query}} and {{language}} (the language's name in the page's, Intl.DisplayNames). */
  otherLanguage: string;
  noResultsTitle: string;
  noProductsFound: string;
  noResultsHint: string;
  didYouMean: string;
  browseCategories: string;
  backHome: string;
  error: string;
  retry: string;
  loadMore: string;
  hint: string;
  /** The result cards' texts (src/components/ui/ProductCard.tsx). */
  card: CardStrings;
};

/** `country`: the page's region, which the island's search calls ask prices for. */
export function searchStrings(t: Translate, country: string): SearchStrings {
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
    otherLanguage: t('header.search.other_language', raw),
    noResultsTitle: t('header.search.no_results_title'),
    noProductsFound: t('header.search.no_products_found'),
    noResultsHint: t('header.search.no_results_hint'),
    didYouMean: t('header.search.did_you_mean'),
    browseCategories: t('header.search.browse_categories'),
    backHome: t('notFound.backHome'),
    error: t('header.search.error'),
    retry: t('header.search.retry'),
    loadMore: t('header.search.load_more'),
    hint: t('header.search.hint'),
    card: cardStrings(t, country),
  };
}
