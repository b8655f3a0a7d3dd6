/**
 * The favourites API contract (docs/api.md, favourites: a product or a variant with id and
 * master_product_variant_id; the server answers products and variants), shared by the server that
 * builds it and the browser store that reads it. Money leaves the server as euro amounts with two
 * decimals, computed in cents, with the VAT of the request's region.
 */

export type FavoriteProductJson = {
  id: number;
  /** The master of a variant; null for plain products and masters. */
  master_product_variant_id: number | null;
  name: string;
  slug: string;
  /** The product page in the request's locale and shop. */
  url: string;
  sku: string;
  /** The product's first picture (a variant without its own: its master's). */
  image: string | null;
  price: number;
  price_with_tax: number;
  original_price: number | null;
  original_price_with_tax: number | null;
  tax_rate: number;
  stock: number;
  in_stock: boolean;
  /** A master with active variants: a variant is chosen on its page before buying. */
  has_variants: boolean;
};

/**
 * GET /api/favorites (and every favourites write, and the public read): `ids` in the list's
 * order (newest first), `products` the plain products and masters among them, `variants` the
 * variant products. Withdrawn products are left out.
 */
export type FavoritesAnswer = {
  ids: number[];
  products: FavoriteProductJson[];
  variants: FavoriteProductJson[];
};

/** GA4 event of a favourite added, pushed to the data layer when the server returns one. */
export type WishlistEvent = {
  event: 'add_to_wishlist';
  ecommerce: {
    currency: 'EUR';
    value: number;
    items: { item_id: string; item_name: string; price: number; quantity: 1 }[];
  };
};

/** POST /api/toggle-favorite/{id}. */
export type ToggleAnswer = { success: true; id: number; favorited: boolean; gtm_event: WishlistEvent | null };
