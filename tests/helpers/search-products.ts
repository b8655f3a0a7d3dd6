/**
 * A search as the overlay's first page asks it: no category, property or price filter, 20 per
 * page, priced with 21 % VAT. The search tests, the relevance set and the search benchmark ask
 * this and change only what they look at.
 */
import type { Locale } from '#src/lib/locales.ts';
import { searchProducts, type SearchInput } from '#src/server/search/search.ts';

export const searchInput = (query: string, locale: Locale, extra: Partial<SearchInput> = {}): SearchInput => ({
  query,
  locale,
  page: 1,
  perPage: 20,
  categories: [],
  properties: {},
  minPriceCents: null,
  maxPriceCents: null,
  vatRateBp: 2100,
  ...extra,
});

export const searchFor = (query: string, locale: Locale, extra: Partial<SearchInput> = {}) => searchProducts(searchInput(query, locale, extra));
