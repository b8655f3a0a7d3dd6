/**
 * Product cards as every list of the shop shows them (a category, related products, an
 * article's products, the newest): one SELECT for the card's fields (name in the page's locale
 * with its fallbacks, first picture, reviews, was-price), followed by the list's own WHERE.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows, rows } from '../db/query.ts';
import { bigint, int, numeric } from '../db/decode.ts';
import { localeFallback } from '../db/locale-order.ts';
import { intArrayParam } from '../db/sql-arrays.ts';

export type ProductCard = {
  id: number;
  sku: string;
  name: string;
  slug: string;
  priceCents: number;
  /** The was-price: the lowest of the 30 days before the current price, when above it (docs/prices-and-vat.md, was-prices). */
  referencePriceCents: number | null;
  stock: number;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  /** A master with active variants: the shopper picks one on its page before buying. */
  hasVariants: boolean;
  brand: string | null;
};

/** A card's row (productCardSql). */
export const productRow = z.object({
  id: int,
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  price_cents: int,
  reference_price_cents: int.nullable(),
  stock: int,
  image_url: z.string().nullable(),
  rating: numeric.nullable(),
  review_count: bigint,
  has_variants: z.boolean(),
  brand: z.string().nullable(),
});

/** The SELECT of product cards (name, first picture, reviews, was-price), to be followed by a WHERE on `p`. */
export function productCardSql(locale: Locale) {
  return sql`
    SELECT p.id, p.sku, p.price_cents, p.reference_price_cents, p.stock, t.name, t.slug,
      (SELECT url FROM product_media m WHERE m.product_id = p.id ORDER BY m.position LIMIT 1) AS image_url,
      rv.rating, rv.review_count,
      EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id AND v.is_active) AS has_variants,
      (SELECT b.name FROM brands b WHERE b.id = p.brand_id) AS brand
    FROM products p
    CROSS JOIN LATERAL (SELECT round(avg(r.rating)::numeric, 1) AS rating, count(*) AS review_count
                        FROM product_reviews r WHERE r.product_id = p.id AND r.status = 'approved') rv
    JOIN LATERAL (SELECT name, slug FROM product_translations pt WHERE pt.product_id = p.id
                  ORDER BY array_position(${localeFallback(locale)}, pt.locale) LIMIT 1) t ON true`;
}

export function toCard(r: z.output<typeof productRow>): ProductCard {
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    slug: r.slug,
    priceCents: r.price_cents,
    referencePriceCents: r.reference_price_cents,
    stock: r.stock,
    imageUrl: r.image_url,
    rating: r.rating,
    reviewCount: r.review_count,
    hasVariants: r.has_variants,
    brand: r.brand,
  };
}

/** The cards of some products, in the order of `ids` (a page of a list chosen elsewhere). */
export async function loadCards(db: Queryable, locale: Locale, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const list = intArrayParam(ids);
  const result = await preparedRows(db, productRow, sql`${productCardSql(locale)} WHERE p.id = ANY(${list}) ORDER BY array_position(${list}, p.id)`);
  return result.map(toCard);
}

/**
 * Cards of the active products with these SKUs, names in the page's locale (with its fallbacks),
 * keyed by SKU: the products an article names (a project's parts, a post's products). A variant
 * is a card of its own; an unknown or inactive SKU is simply absent.
 */
export async function loadCardsBySku(db: Queryable, locale: Locale, skus: readonly string[]): Promise<Map<string, ProductCard>> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return new Map();
  const list = sql.join(
    unique.map((sku) => sql`${sku}`),
    sql`, `,
  );
  const result = await rows(db, productRow, sql`${productCardSql(locale)} WHERE p.is_active AND p.sku IN (${list})`);
  return new Map(result.map((r) => [r.sku, toCard(r)]));
}

export const cardsBySku = onShopDatabase(loadCardsBySku);
