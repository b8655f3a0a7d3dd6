/**
 * What a product card shows, and the ways to it: from the server's catalogue card (pages, amounts
 * in cents) and from the API's search, suggestion and favourites answers (islands, amounts in
 * euros, turned into cents here at the island's edge). The server's shapes are written down by
 * their fields, so this room imports nothing from the server. Pure.
 */
import { pricePair } from '#src/lib/vat.ts';
import type { FavoriteProductJson } from '#src/lib/favorites/types.ts';
import type { SearchProductJson } from '#src/lib/api/search.ts';
import { amountsOfEuros, type Amounts } from './amounts.ts';

export type CardProduct = {
  id: number;
  name: string;
  /** The product page. */
  url: string;
  sku: string;
  /** The source URL of its first picture; the card asks for the thumbnail preset. */
  imageUrl: string | null;
  /** Shown above the name when known (search results). */
  brand: string | null;
  /** Average of the reviews, null without reviews. */
  rating: number | null;
  reviewCount: number;
  /** The count in stock, or only whether any is (search suggestions). */
  stock: number | boolean;
  price: Amounts;
  /** The price before a discount, when discounted. */
  was: Amounts | null;
  /** The price is the lowest of the variants': "From" goes before it. */
  fromPrice: boolean;
  /** A master with variants: a variant is chosen on its page before buying. */
  hasVariants: boolean;
};

/** The server's catalogue card (src/server/catalog.ts, ProductCard), by its fields. Prices in cents excl. VAT. */
export type CatalogCard = {
  id: number;
  sku: string;
  name: string;
  priceCents: number;
  /** The was-price: the lowest price of the 30 days before the current one, when above it. */
  referencePriceCents: number | null;
  stock: number;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  hasVariants: boolean;
  brand?: string | null;
};

/** A card from the server's catalogue, priced with the VAT of the page's region. */
export function cardFromCatalog(p: CatalogCard, url: string, country: string): CardProduct {
  const discounted = p.referencePriceCents !== null && p.referencePriceCents > p.priceCents;
  return {
    id: p.id,
    name: p.name,
    url,
    sku: p.sku,
    imageUrl: p.imageUrl,
    brand: p.brand ?? null,
    rating: p.rating,
    reviewCount: p.reviewCount,
    stock: p.stock,
    price: pricePair(p.priceCents, { country }),
    was: discounted ? pricePair(p.referencePriceCents ?? 0, { country }) : null,
    // A master's price is its cheapest variant's, as on its page and in the search overlay.
    fromPrice: p.hasVariants,
    hasVariants: p.hasVariants,
  };
}

const wasOfEuros = (incl: number | null, excl: number | null): Amounts | null => (incl !== null && excl !== null ? amountsOfEuros(incl, excl) : null);

/** A card from a search result (GET /api/search). */
export function cardFromSearch(p: SearchProductJson): CardProduct {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    sku: p.sku,
    imageUrl: p.image_url,
    brand: p.brand,
    rating: p.rating,
    reviewCount: p.review_count,
    stock: p.stock,
    price: amountsOfEuros(p.price_with_tax, p.price),
    was: wasOfEuros(p.original_price_with_tax, p.original_price),
    fromPrice: p.variants.length > 1,
    hasVariants: p.variants.length > 0,
  };
}

/** A suggestion of the search panel (GET /api/suggest-products): no stock count, brand or reviews. */
export type SuggestionJson = { id: number; name: string; url: string; image_url: string | null; price: number; price_with_tax: number; in_stock: boolean };

export function cardFromSuggestion(p: SuggestionJson): CardProduct {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    sku: '',
    imageUrl: p.image_url,
    brand: null,
    rating: null,
    reviewCount: 0,
    stock: p.in_stock,
    price: amountsOfEuros(p.price_with_tax, p.price),
    was: null,
    fromPrice: false,
    hasVariants: false,
  };
}

/** A favourite (GET /api/favorites, /api/favorites/products). */
export function cardFromFavorite(p: FavoriteProductJson): CardProduct {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    sku: p.sku,
    imageUrl: p.image,
    brand: null,
    rating: null,
    reviewCount: 0,
    stock: p.stock,
    price: amountsOfEuros(p.price_with_tax, p.price),
    was: wasOfEuros(p.original_price_with_tax, p.original_price),
    fromPrice: false,
    hasVariants: p.has_variants,
  };
}
