/**
 * What the product page shows beside the product (docs/catalogue.md, related products): its
 * accessories and related products, the explicit links of its family first (product_links, in
 * staff order), then products of its own category to fill the row; and the family's downloads.
 * Cards are read like every card (./listings.ts), in one query per list.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { DownloadKind } from '#src/lib/account/types.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { bigint, int, localizedText } from '../db/decode.ts';
import { pickLocalized } from '../db/locale-order.ts';
import { onShopDatabase } from '../database.ts';
import { productCardSql, productRow, toCard, type ProductCard } from './listings.ts';
import { idList } from './product-reviews.ts';

/** Cards per list: one row of four on a wide screen, two rows of two on a phone. */
export const RELATED_LIMIT = 4;

export type RelatedProducts = { accessories: ProductCard[]; related: ProductCard[] };

const linkRow = z.object({ id: int, kind: z.string() });

/**
 * The accessories and related products of a family (its master and variants, `familyIds`),
 * never a product of the family itself. Related products are the explicit links, then the
 * newest products in stock of `categoryId` that are not among the accessories.
 */
export async function loadRelatedProducts(
  db: Queryable,
  locale: Locale,
  familyIds: readonly number[],
  categoryId: number | null,
  limit = RELATED_LIMIT,
): Promise<RelatedProducts> {
  if (familyIds.length === 0) return { accessories: [], related: [] };
  const family = idList(familyIds);
  const links = await rows(
    db,
    linkRow,
    sql`
    SELECT l.linked_product_id AS id, l.kind FROM product_links l JOIN products p ON p.id = l.linked_product_id
    WHERE l.product_id IN (${family}) AND p.is_active AND l.linked_product_id NOT IN (${family})
    ORDER BY l.kind, l.position, l.product_id, l.linked_product_id`,
  );
  const pick = (kind: string, skip: ReadonlySet<number>) =>
    [...new Set(links.filter((l) => l.kind === kind).map((l) => l.id))].filter((id) => !skip.has(id)).slice(0, limit);
  const accessoryIds = pick('accessory', new Set());
  const explicitRelated = pick('related', new Set(accessoryIds));
  const fill = limit - explicitRelated.length;
  const sameCategory =
    categoryId === null || fill <= 0
      ? []
      : await rows(
          db,
          z.object({ id: int }),
          sql`
          SELECT p.id FROM products p
          WHERE p.is_active AND p.master_product_id IS NULL AND p.category_id = ${categoryId} AND p.id NOT IN (${family})
            AND p.id NOT IN (${idList([0, ...accessoryIds, ...explicitRelated])})
          ORDER BY (p.stock > 0 OR EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id AND v.is_active AND v.stock > 0)) DESC,
            p.published_at DESC, p.id DESC
          LIMIT ${fill}`,
        );
  const relatedIds = [...explicitRelated, ...sameCategory.map((r) => r.id)];
  const all = [...accessoryIds, ...relatedIds];
  if (all.length === 0) return { accessories: [], related: [] };
  const cards = new Map((await rows(db, productRow, sql`${productCardSql(locale)} WHERE p.id IN (${idList(all)})`)).map((r) => [r.id, toCard(r)]));
  const inOrder = (ids: number[]) => ids.flatMap((id) => cards.get(id) ?? []);
  return { accessories: inOrder(accessoryIds), related: inOrder(relatedIds) };
}

export type ProductDownload = { title: string; url: string; kind: DownloadKind; sizeBytes: number | null };

const downloadRow = z.object({
  title: localizedText,
  url: z.string(),
  kind: z.enum(['manual', 'datasheet', 'firmware']).catch('manual'),
  size_bytes: bigint.nullable(),
});

/** The family's downloads (manuals, datasheets, firmware), the product's own first, in staff order. */
export async function loadProductDownloads(db: Queryable, locale: Locale, familyIds: readonly number[]): Promise<ProductDownload[]> {
  if (familyIds.length === 0) return [];
  const found = await rows(
    db,
    downloadRow,
    sql`SELECT title, url, kind, size_bytes FROM product_downloads WHERE product_id IN (${idList(familyIds)}) ORDER BY position, id`,
  );
  return found.map((d) => ({ title: pickLocalized(d.title, locale), url: d.url, kind: d.kind, sizeBytes: d.size_bytes }));
}

export const relatedProducts = onShopDatabase(loadRelatedProducts);
export const productDownloads = onShopDatabase(loadProductDownloads);
