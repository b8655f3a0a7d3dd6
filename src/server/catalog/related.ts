/**
 * What the product page shows beside the product (docs/catalogue.md, related products): its
 * accessories and related products, the explicit links of its family first (product_links, in
 * staff order), then products of its own category to fill the row; and the family's downloads.
 * Candidates and downloads are parts of the product page's one statement (./product-detail.ts);
 * the cards are read like every card (./listings.ts), in one query for both lists.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { DownloadKind } from '#src/lib/account/types.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows } from '../db/query.ts';
import { bigint, int, localizedText } from '../db/decode.ts';
import { pickLocalized } from '../db/locale-order.ts';
import { onShopDatabase } from '../database.ts';
import { jsonPart, jsonRows } from '../db/json-parts.ts';
import { intArrayParam } from '../db/sql-arrays.ts';
import { productCardSql, productRow, toCard, type ProductCard } from './cards.ts';

/** Cards per list: one row of four on a wide screen, two rows of two on a phone. */
export const RELATED_LIMIT = 4;

export type RelatedProducts = { accessories: ProductCard[]; related: ProductCard[] };

const candidatesRow = z.object({ links: z.array(z.tuple([int, z.string()])), newest: z.array(int) });

/**
 * What the related lists are chosen from, as a part of the product page's statement
 * (../db/json-parts.ts): the family's explicit links (never to the family itself), in staff order,
 * and the newest products of `categoryId` outside the family, those in stock first. Twice the
 * list's length is enough: at most `limit` accessories and `limit` explicit related products are
 * passed over before the category fills its row.
 */
export function relatedCandidatesPart(familyIds: readonly number[], categoryId: number | null, limit = RELATED_LIMIT) {
  const family = intArrayParam(familyIds);
  return jsonPart(
    sql`
    SELECT json_build_object(
      'links', (SELECT COALESCE(json_agg(json_build_array(l.linked_product_id, l.kind)
                  ORDER BY l.kind, l.position, l.product_id, l.linked_product_id), '[]'::json)
                FROM product_links l JOIN products p ON p.id = l.linked_product_id
                WHERE l.product_id = ANY(${family}) AND p.is_active AND l.linked_product_id <> ALL(${family})),
      'newest', (SELECT COALESCE(json_agg(id), '[]'::json) FROM (
                  SELECT p.id FROM products p
                  WHERE p.is_active AND p.master_product_id IS NULL AND p.category_id = ${categoryId}::integer AND p.id <> ALL(${family})
                  ORDER BY (p.stock > 0 OR EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id AND v.is_active AND v.stock > 0)) DESC,
                    p.published_at DESC, p.id DESC
                  LIMIT ${2 * limit}) newest))`,
    candidatesRow,
  );
}

export type RelatedIds = { accessories: number[]; related: number[] };

/**
 * The accessories (explicit links) and related products (explicit links, then the category's
 * newest that are not among the accessories), each at most `limit`.
 */
export function pickRelated(candidates: z.output<typeof candidatesRow>, limit = RELATED_LIMIT): RelatedIds {
  const pick = (kind: string, skip: ReadonlySet<number>) =>
    [...new Set(candidates.links.filter(([, k]) => k === kind).map(([id]) => id))].filter((id) => !skip.has(id)).slice(0, limit);
  const accessories = pick('accessory', new Set());
  const explicit = pick('related', new Set(accessories));
  const taken = new Set([...accessories, ...explicit]);
  const fill = candidates.newest.filter((id) => !taken.has(id)).slice(0, Math.max(0, limit - explicit.length));
  return { accessories, related: [...explicit, ...fill] };
}

/** The cards of chosen related products, in one query. */
export async function loadRelatedCards(db: Queryable, locale: Locale, ids: RelatedIds): Promise<RelatedProducts> {
  const all = [...ids.accessories, ...ids.related];
  if (all.length === 0) return { accessories: [], related: [] };
  const found = await preparedRows(db, productRow, sql`${productCardSql(locale)} WHERE p.id = ANY(${intArrayParam(all)})`);
  const cards = new Map(found.map((r) => [r.id, toCard(r)]));
  const inOrder = (list: number[]) => list.flatMap((id) => cards.get(id) ?? []);
  return { accessories: inOrder(ids.accessories), related: inOrder(ids.related) };
}

export type ProductDownload = { title: string; url: string; kind: DownloadKind; sizeBytes: number | null };

const downloadRow = z.object({
  title: localizedText,
  url: z.string(),
  kind: z.enum(['manual', 'datasheet', 'firmware']).catch('manual'),
  size_bytes: bigint.nullable(),
});
const downloadRows = z.array(downloadRow);

/**
 * The family's downloads (manuals, datasheets, firmware), the product's own first, in staff
 * order: a part of the product page's statement.
 */
export const downloadsPart = (familyIds: readonly number[]) =>
  jsonPart(
    jsonRows(sql`SELECT title, url, kind, size_bytes FROM product_downloads WHERE product_id = ANY(${intArrayParam(familyIds)}) ORDER BY position, id`),
    downloadRows,
  );

export const toDownloads = (found: z.output<typeof downloadRow>[], locale: Locale): ProductDownload[] =>
  found.map((d) => ({ title: pickLocalized(d.title, locale), url: d.url, kind: d.kind, sizeBytes: d.size_bytes }));

export const relatedCards = onShopDatabase(loadRelatedCards);
