/**
 * What a search asks for (src/lib/api/search.ts) completed by the shop: its language when the
 * URL names none, and the VAT of the destination country (the URL's, else the page's region;
 * the Dutch shop always sells at Dutch prices).
 */
import type { SearchQuery } from '#src/lib/api/search.ts';
import type { Shop } from '#src/lib/locales.ts';
import { vatRateBp } from '#src/lib/vat.ts';
import type { SearchInput } from '../search/search.ts';

export function searchInput(asked: SearchQuery, shop: Shop, region: string): SearchInput {
  const country = shop.fixedCountry ?? asked.country ?? region;
  return {
    query: asked.query,
    locale: asked.locale ?? shop.defaultLocale,
    page: asked.page,
    perPage: asked.perPage,
    categories: asked.categories,
    properties: asked.properties,
    minPriceCents: asked.minPriceCents,
    maxPriceCents: asked.maxPriceCents,
    vatRateBp: vatRateBp({ country }),
  };
}
