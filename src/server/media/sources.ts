/**
 * A media path rendered with what the database says about it: a category's picture shows the
 * artwork the category names (categories.artwork), so a category added later gets its own
 * picture. Product pictures and payment badges are drawn from their path alone.
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

/** SVG markup for a media path below /media/ (e.g. "categories/12.svg"), or null → 404. */
export async function renderMediaPath(path: string): Promise<string | null> {
  const source = parseMediaPath(path);
  if (!source) return null;
  switch (source.kind) {
    case 'product':
      return renderProductSvg(source.sku, source.view);
    case 'payment':
      return renderPaymentSvg(source.id);
    case 'category':
      return renderCategorySvg(source.id, await artworkCache.get(source.id));
  }
}
