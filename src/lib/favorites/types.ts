/**
 * The favourites API contract (docs/accounts.md, favourites: a product or a variant with id and
 * master_product_variant_id; the server answers products and variants), shared by the server
 * that builds it and the browser store that reads it: the types of the schemas in
 * src/lib/api/favorites.ts.
 */
export type { FavoriteProductJson, FavoritesAnswer, ToggleAnswer, WishlistEvent } from '../api/favorites.ts';
