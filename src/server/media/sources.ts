/**
 * A media path rendered with what the database says about it: a category's picture shows the
 * artwork the category names (categories.artwork), so a category added later gets its own
 * picture; a product's picture shows the motif of its kind, read from its English name and its
 * category (./motif.ts). Payment badges are drawn from their path alone.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { ttlCache } from '../cache.ts';
import { parseMediaPath, placeholderKind, renderCategorySvg, renderPaymentSvg, renderProductSvg, type PlaceholderKind } from './placeholder.ts';

const artworkRow = z.object({ artwork: z.string().nullable() });

/** The artwork a category names; null for an unknown category or artwork (the generic picture). */
export async function loadCategoryArtwork(db: Queryable, categoryId: number): Promise<PlaceholderKind | null> {
  const [found] = await rows(db, artworkRow, sql`SELECT artwork FROM categories WHERE id = ${categoryId}`);
  return placeholderKind(found?.artwork ?? null);
}

// A page of category tiles asks for a dozen pictures at once; each is looked up once a minute.
const artworkCache = ttlCache<number, PlaceholderKind | null>(60_000, async (id) => loadCategoryArtwork(await db(), id));

const productArtRow = z.object({ name: z.string().nullable(), artwork: z.string().nullable() });

/** A product's English name (else any) and its category's artwork, by SKU; empty for an unknown SKU. */
export async function loadProductArt(db: Queryable, sku: string): Promise<{ name: string | null; categoryArtwork: string | null }> {
  const [found] = await rows(
    db,
    productArtRow,
    sql`
    SELECT (SELECT t.name FROM product_translations t WHERE t.product_id = p.id ORDER BY (t.locale = 'en') DESC, t.locale LIMIT 1) AS name,
      c.artwork
    FROM products p LEFT JOIN categories c ON c.id = p.category_id WHERE p.sku = ${sku}`,
  );
  return { name: found?.name ?? null, categoryArtwork: found?.artwork ?? null };
}

// A grid of cards asks for two dozen product pictures at once; each product is looked up once in ten minutes.
const productArtCache = ttlCache<string, { name: string | null; categoryArtwork: string | null }>(
  10 * 60_000,
  async (sku) => loadProductArt(await db(), sku),
  2000,
);

/** SVG markup for a media path below /media/ (e.g. "categories/12.svg"), or null → 404. */
export async function renderMediaPath(path: string): Promise<string | null> {
  const source = parseMediaPath(path);
  if (!source) return null;
  switch (source.kind) {
    case 'product':
      return renderProductSvg(source.sku, source.view, await productArtCache.get(source.sku));
    case 'payment':
      return renderPaymentSvg(source.id);
    case 'category':
      return renderCategorySvg(source.id, await artworkCache.get(source.id));
  }
}
