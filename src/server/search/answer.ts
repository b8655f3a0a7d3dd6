/**
 * The JSON answer of GET /api/search (docs/api.md, catalogue, search and content): products,
 * last_page, current_page, product_categories keyed by id, product_properties. Money leaves the
 * server as euro amounts with two decimals (as the API's other answers); it is computed in cents.
 */
import type { Locale, Shop } from '#src/lib/locales.ts';
import { href, dynamicHref } from '#src/lib/routes.ts';
import { eurosOf as euros } from '#src/lib/money.ts';
import { withVat } from '#src/lib/vat.ts';
import type { SearchResult } from './search.ts';
import type { SearchProduct, SearchVariant } from './results.ts';

/** `original_price` is the was-price: the lowest of the 30 days before the current price (docs/prices-and-vat.md). */
function prices(priceCents: number, referenceCents: number | null, rateBp: number) {
  const discounted = referenceCents !== null && referenceCents > priceCents;
  return {
    price: euros(priceCents),
    price_with_tax: euros(withVat(priceCents, rateBp)),
    original_price: discounted ? euros(referenceCents) : null,
    original_price_with_tax: discounted ? euros(withVat(referenceCents, rateBp)) : null,
  };
}

export function searchAnswer(result: SearchResult, ctx: { locale: Locale; shop: Shop; vatRateBp: number; query: string }) {
  const { locale, shop, vatRateBp } = ctx;
  const variant = (v: SearchVariant) => ({
    id: v.id,
    sku: v.sku,
    name: v.name,
    slug: v.slug,
    url: href('product', locale, shop, { slug: v.slug }),
    attributes: v.attributes,
    stock: v.stock,
    ...prices(v.priceCents, v.referencePriceCents, vatRateBp),
  });
  const product = (p: SearchProduct) => ({
    id: p.id,
    sku: p.sku,
    name: p.name,
    slug: p.slug,
    url: href('product', locale, shop, { slug: p.slug }),
    brand: p.brand,
    image_url: p.imageUrl,
    stock: p.stock,
    in_stock: p.stock > 0,
    rating: p.rating,
    review_count: p.reviewCount,
    tax_rate: vatRateBp / 100,
    ...prices(p.priceCents, p.referencePriceCents, vatRateBp),
    variants: p.variants.map(variant),
  });
  return {
    query: ctx.query,
    products: result.products.map(product),
    current_page: result.page,
    last_page: result.lastPage,
    per_page: result.perPage,
    total: result.total,
    total_estimated: result.estimated,
    product_categories: Object.fromEntries(
      result.categories.map((c) => [
        String(c.id),
        { name: c.name, image_url: c.imageUrl, count: c.count, slug: c.slug, url: dynamicHref(locale, shop, c.slug) },
      ]),
    ),
    product_properties: result.properties,
    price_range: result.priceRange ? { min: euros(result.priceRange.minCents), max: euros(result.priceRange.maxCents) } : null,
    corrections: result.corrections,
    match_locale: result.matchLocale,
    did_you_mean: result.didYouMean,
  };
}

export type SearchAnswer = ReturnType<typeof searchAnswer>;
