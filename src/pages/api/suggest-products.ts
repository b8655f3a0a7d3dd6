/**
 * GET /api/suggest-products (docs/api.md; its answer's shape is ours): quick suggestions for the search panel.
 * `?query=` gives the best few matches as typed (prefix, typo-tolerant); without a query it gives
 * the newest products, so the panel has something to show before the first key. It takes the
 * parameters of GET /api/search, and is cached like it (src/server/http/priced-cache.ts). Answer:
 * src/lib/api/catalog.ts `suggestAnswer`.
 */
import { endpoint, reply } from '#src/server/http/endpoint.ts';
import { pricedAnswerCache } from '#src/server/http/priced-cache.ts';
import { searchInput } from '#src/server/http/search-input.ts';
import { regionIn } from '#src/server/http/region.ts';
import { searchProducts } from '#src/server/search/search.ts';
import { newestProducts } from '#src/server/catalog/listings.ts';
import { href } from '#src/lib/routes.ts';
import { toDecimal } from '#src/lib/money.ts';
import { withVat } from '#src/lib/vat.ts';
import { searchRequest } from '#src/lib/api/search.ts';
import { suggestAnswer } from '#src/lib/api/catalog.ts';

const LIMIT = 6;

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: searchRequest,
  answer: suggestAnswer,
  fallbackKey: 'Server error',
})(async ({ input: { query }, locals }) => {
  // Without a country the URL's language sets the region, as on its page (the X-Locale header does not).
  const input = searchInput(query, locals.shop, regionIn(locals, query.locale ?? locals.shop.defaultLocale));
  const found = input.query.trim() ? (await searchProducts({ ...input, page: 1, perPage: LIMIT })).products : await newestProducts(input.locale, LIMIT);
  const products = found.map((p) => ({
    id: p.id,
    name: p.name,
    url: href('product', input.locale, locals.shop, { slug: p.slug }),
    image_url: p.imageUrl,
    price: Number(toDecimal(p.priceCents)),
    price_with_tax: Number(toDecimal(withVat(p.priceCents, input.vatRateBp))),
    in_stock: p.stock > 0,
  }));
  return reply({ products }, pricedAnswerCache(locals.shop, query.country));
});
