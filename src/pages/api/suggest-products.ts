/**
 * GET /api/suggest-products (docs/api.md; its answer's shape is ours): quick suggestions for the search panel.
 * `?query=` gives the best few matches as typed (prefix, typo-tolerant); without a query it gives
 * the newest products, so the panel has something to show before the first key. It takes the
 * parameters of GET /api/search. Answer: src/lib/api/catalog.ts `suggestAnswer`.
 */
import { endpoint } from '../../server/http/endpoint';
import { searchInput } from '../../server/http/search-input';
import { searchProducts } from '../../server/search/search';
import { newestProducts } from '../../server/catalog/listings';
import { href } from '../../lib/routes';
import { toDecimal } from '../../lib/money';
import { withVat } from '../../lib/vat';
import { searchRequest } from '../../lib/api/search';
import { suggestAnswer } from '../../lib/api/catalog';

const LIMIT = 6;

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', input: searchRequest, answer: suggestAnswer, fallbackKey: 'Server error', cacheControl: 'public, max-age=60' })(
  async ({ input: { query }, locals }) => {
    const input = searchInput(query, locals.shop, locals.region);
    const found = input.query.trim()
      ? (await searchProducts({ ...input, page: 1, perPage: LIMIT })).products
      : await newestProducts(input.locale, LIMIT);
    const products = found.map((p) => ({
      id: p.id,
      name: p.name,
      url: href('product', input.locale, locals.shop, { slug: p.slug }),
      image_url: p.imageUrl,
      price: Number(toDecimal(p.priceCents)),
      price_with_tax: Number(toDecimal(withVat(p.priceCents, input.vatRateBp))),
      in_stock: p.stock > 0,
    }));
    return { products };
  },
);
