/**
 * Loads what a search page shows for the product ids a search found: live price, stock and
 * rating (the search table may be a moment behind), variants of masters, and the names of the
 * categories in the category facet. Names fall back current locale → nl → en → de
 * (docs/catalogue.md, products).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows } from '../db/query.ts';
import { intArrayParam } from '../db/sql-arrays.ts';
import { bigint, int, numeric } from '../db/decode.ts';
import { localeFallback } from '../db/locale-order.ts';

export type SearchVariant = {
  id: number;
  sku: string;
  name: string;
  slug: string;
  attributes: Record<string, string>;
  stock: number;
  priceCents: number;
  /** The was-price: the lowest of the 30 days before the current price, when above it (docs/prices-and-vat.md, was-prices). */
  referencePriceCents: number | null;
};

export type SearchProduct = {
  id: number;
  sku: string;
  name: string;
  slug: string;
  brand: string | null;
  imageUrl: string | null;
  stock: number;
  rating: number | null;
  reviewCount: number;
  /** Excluding VAT; a master's is its cheapest variant's. */
  priceCents: number;
  /** The was-price (docs/prices-and-vat.md, was-prices); a master's is its cheapest variant's. */
  referencePriceCents: number | null;
  variants: SearchVariant[];
};

export type FacetCategory = { id: number; name: string; slug: string; imageUrl: string | null; count: number };

/** A variant as json_build_object makes it. */
const variantJson = z.object({
  id: int,
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  attributes: z.record(z.string(), z.string()).nullable(),
  stock: int,
  price_cents: int,
  reference_price_cents: int.nullable(),
});

const productRow = z.object({
  id: int,
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string().nullable(),
  image_url: z.string().nullable(),
  stock: int,
  price_cents: int,
  reference_price_cents: int.nullable(),
  rating: numeric.nullable(),
  review_count: bigint,
  variants: z.array(variantJson).nullable(),
});

const categoryRow = z.object({ id: int, name: z.string(), slug: z.string(), image_url: z.string().nullable() });

/** The one row of a page's read: both parts built as JSON by the database. */
const pageRow = z.object({ products: z.array(productRow), categories: z.array(categoryRow) });

/**
 * The products of a result page, in the order of `ids`, and the categories of the facet, in the
 * order and with the counts of `counts`: one statement (each round trip costs CPU in the driver,
 * the kernel and the database).
 */
export async function loadResultPage(
  db: Queryable,
  locale: Locale,
  ids: number[],
  counts: [number, number][],
): Promise<{ products: SearchProduct[]; categories: FacetCategory[] }> {
  if (ids.length === 0 && counts.length === 0) return { products: [], categories: [] };
  const [page] = await preparedRows(
    db,
    pageRow,
    sql`
    SELECT
      (SELECT coalesce(json_agg(x), '[]') FROM (
        SELECT p.id, p.sku, p.stock, p.price_cents, p.reference_price_cents, t.name, t.slug, b.name AS brand,
          (SELECT url FROM product_media m WHERE m.product_id = p.id ORDER BY m.position LIMIT 1) AS image_url,
          (SELECT round(avg(r.rating)::numeric, 1) FROM product_reviews r WHERE r.product_id = p.id AND r.status = 'approved') AS rating,
          (SELECT count(*) FROM product_reviews r WHERE r.product_id = p.id AND r.status = 'approved') AS review_count,
          (SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'name', vt.name, 'slug', vt.slug,
                    'attributes', v.variant_attributes, 'stock', v.stock, 'price_cents', v.price_cents,
                    'reference_price_cents', v.reference_price_cents) ORDER BY v.price_cents, v.id)
           FROM products v
           JOIN LATERAL (SELECT name, slug FROM product_translations x WHERE x.product_id = v.id
                         ORDER BY array_position(${localeFallback(locale)}, x.locale) LIMIT 1) vt ON true
           WHERE v.master_product_id = p.id AND v.is_active) AS variants
        FROM products p
        JOIN LATERAL (SELECT name, slug FROM product_translations x WHERE x.product_id = p.id
                      ORDER BY array_position(${localeFallback(locale)}, x.locale) LIMIT 1) t ON true
        LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.id = ANY(${intArrayParam(ids)}) AND p.is_active) x) AS products,
      (SELECT coalesce(json_agg(y), '[]') FROM (
        SELECT c.id, c.image_url, t.name, t.slug FROM categories c
        JOIN LATERAL (SELECT name, slug FROM category_translations x WHERE x.category_id = c.id
                      ORDER BY array_position(${localeFallback(locale)}, x.locale) LIMIT 1) t ON true
        WHERE c.id = ANY(${intArrayParam(counts.map(([id]) => id))}) AND c.is_active) y) AS categories`,
  );
  const products = new Map((page?.products ?? []).map((r) => [r.id, r]));
  const categories = new Map((page?.categories ?? []).map((c) => [c.id, c]));
  return {
    products: ids.flatMap((id) => {
      const r = products.get(id);
      return r ? [toProduct(r)] : [];
    }),
    categories: counts.flatMap(([id, count]) => {
      const c = categories.get(id);
      return c ? [{ id, name: c.name, slug: c.slug, imageUrl: c.image_url, count }] : [];
    }),
  };
}

function toProduct(r: z.output<typeof productRow>): SearchProduct {
  const variants = (r.variants ?? []).map((v) => ({
    id: v.id,
    sku: v.sku,
    name: v.name,
    slug: v.slug,
    attributes: v.attributes ?? {},
    stock: v.stock,
    priceCents: v.price_cents,
    referencePriceCents: v.reference_price_cents,
  }));
  const cheapest = variants[0];
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    slug: r.slug,
    brand: r.brand,
    imageUrl: r.image_url,
    stock: variants.length ? variants.reduce((sum, v) => sum + Math.max(0, v.stock), 0) : r.stock,
    rating: r.rating,
    reviewCount: r.review_count,
    priceCents: cheapest ? cheapest.priceCents : r.price_cents,
    referencePriceCents: cheapest ? cheapest.referencePriceCents : r.reference_price_cents,
    variants,
  };
}
