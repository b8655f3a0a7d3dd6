/**
 * The UI strings the search island needs, built on the server with the page's translator: the
 * form's as the island's prop, the overlay's with the shell's fetched fragment
 * (src/features/shell/island-strings.ts). Plural
 * keys travel as their uninterpolated forms; the island picks one with Intl.PluralRules and fills
 * it in.
 */
import type { Translate } from '#src/lib/i18n.ts';
import type { Plural } from '#src/lib/text.ts';
import { cardStrings, type CardStrings } from '#src/components/ui/strings.ts';

export { fill, plural, type Plural } from '#src/lib/text.ts';

/** The form's texts: all the island's server render shows, its only props (the page carries them). */
export type SearchFieldStrings = { label: string; placeholder: string; submit: string };

/** Everything: the form's and the overlay's, fetched when the overlay first opens (src/features/shell/island-strings.ts). */
export type SearchStrings = SearchFieldStrings & {
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
  /** A very broad search's estimate; fill with {{count}} (formatted) and {{query}}. */
  resultsAbout: string;
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

export function searchFieldStrings(t: Translate): SearchFieldStrings {
  return { label: t('header.search.label'), placeholder: t('header.search.placeholder'), submit: t('header.search.submit') };
}

/** `country`: the page's region, which the island's search calls ask prices for. */
export function searchStrings(t: Translate, country: string): SearchStrings {
  const raw = { skipInterpolation: true } as const;
  return {
    ...searchFieldStrings(t),
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
    resultsAbout: t('header.search.results_about', raw),
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
