/**
 * GET /api/suggest-products (spec §7, answer not shown): quick suggestions for the search panel.
 * `?query=` gives the best few matches as typed (prefix, typo-tolerant); without a query it gives
 * the newest products, so the panel has something to show before the first key.
 * Answer: { products: [{ id, name, url, image_url, price, price_with_tax, in_stock }] }.
 */
import type { APIRoute } from 'astro';
import { jsonError } from '../../server/http/errors';
import { json } from '../../server/http/json';
import { onlyGet } from '../../server/http/method';
import { parseSearchParams } from '../../server/search/params';
import { searchProducts } from '../../server/search/search';
import { newestProducts } from '../../server/catalog/listings';
import { href } from '../../lib/routes';
import { toDecimal } from '../../lib/money';
import { withVat } from '../../lib/vat';

const LIMIT = 6;

export const GET: APIRoute = async ({ url, locals }) => {
  const parsed = parseSearchParams(url.searchParams, locals.shop, locals.region);
  if (!parsed.ok) return jsonError(422, 'The given data was invalid.', parsed.errors);
  const { input } = parsed;
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
  return json({ products }, { cacheControl: 'public, max-age=60' });
};

export const HEAD = GET;
export const ALL = onlyGet;
