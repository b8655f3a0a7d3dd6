/**
 * Favourites as the API answers them (src/lib/favorites/types.ts): product facts priced with the
 * VAT of the request's region, split into plain products and masters, and variants
 * (docs/api.md, favourites).
 */
import { href } from '#src/lib/routes.ts';
import { eurosOf as euros } from '#src/lib/money.ts';
import { withVat } from '#src/lib/vat.ts';
import type { Locale, Shop } from '#src/lib/locales.ts';
import type { FavoriteProductJson, FavoritesAnswer, WishlistEvent } from '#src/lib/favorites/types.ts';
import type { ProductFacts } from '../cart/facts.ts';

export type AnswerContext = { locale: Locale; shop: Shop; rateBp: number };

export function favoriteJson(p: ProductFacts, ctx: AnswerContext): FavoriteProductJson {
  // The was-price is the lowest of the 30 days before the current price (docs/prices-and-vat.md, was-prices).
  const original = p.referencePriceCents !== null && p.referencePriceCents > p.priceCents ? p.referencePriceCents : null;
  return {
    id: p.id,
    master_product_variant_id: p.masterId,
    name: p.name,
    slug: p.slug,
    url: p.slug ? href('product', ctx.locale, ctx.shop, { slug: p.slug }) : '',
    sku: p.sku,
    image: p.media[0]?.url ?? null,
    price: euros(p.priceCents),
    price_with_tax: euros(withVat(p.priceCents, ctx.rateBp)),
    original_price: original === null ? null : euros(original),
    original_price_with_tax: original === null ? null : euros(withVat(original, ctx.rateBp)),
    tax_rate: ctx.rateBp / 100,
    stock: p.stock,
    in_stock: p.stock > 0,
    has_variants: p.hasVariants,
  };
}

export function favoritesAnswer(list: readonly ProductFacts[], ctx: AnswerContext): FavoritesAnswer {
  const items = list.map((p) => favoriteJson(p, ctx));
  return {
    ids: items.map((i) => i.id),
    products: items.filter((i) => i.master_product_variant_id === null),
    variants: items.filter((i) => i.master_product_variant_id !== null),
  };
}

/** GA4 `add_to_wishlist` for one product, valued incl. VAT as the shopper would pay it. */
export function wishlistEvent(item: FavoriteProductJson): WishlistEvent {
  return {
    event: 'add_to_wishlist',
    ecommerce: {
      currency: 'EUR',
      value: item.price_with_tax,
      items: [{ item_id: item.sku, item_name: item.name, price: item.price_with_tax, quantity: 1 }],
    },
  };
}
