/**
 * Category reads for the API: top categories with product counts (search sidebar) and the
 * localized slugs of one category (language switch, canonical and alternate links).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, type Locale } from '#src/lib/locales.ts';
import type { PerLocale } from '#src/lib/menu.ts';
import { onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { inLocaleOrder, localeFallback, localeList } from '../db/locale-order.ts';

const topCategoryRow = z.object({ id: int, name: z.string(), slug: z.string(), image_url: z.string().nullable(), count: int });
const localeSlugRow = z.object({ locale: z.string(), slug: z.string() });

export type TopCategory = z.output<typeof topCategoryRow>;

/**
 * Active top-level categories in menu order with the number of active products in them or
 * below them (the seed and the shop keep ancestor memberships in product_categories).
 * Name and slug fall back locale → nl → en → de, like the category tree.
 */
export async function loadTopCategories(db: Queryable, locale: Locale, limit: number | null): Promise<TopCategory[]> {
  return rows(
    db,
    topCategoryRow,
    sql`
    SELECT c.id, t.name, t.slug, c.image_url,
      (SELECT count(DISTINCT p.id)::int FROM product_categories pc JOIN products p ON p.id = pc.product_id
       WHERE pc.category_id = c.id AND p.is_active AND p.master_product_id IS NULL) AS count
    FROM categories c
    JOIN LATERAL (
      SELECT name, slug FROM category_translations ct WHERE ct.category_id = c.id
      ORDER BY array_position(${localeFallback(locale)}, ct.locale) LIMIT 1
    ) t ON true
    WHERE c.parent_id IS NULL AND c.is_active
    ORDER BY c.position, c.id
    ${limit === null ? sql`` : sql`LIMIT ${limit}`}`,
  );
}

/**
 * Slugs per locale of the active category whose slug is `slug` in one of the locales of
 * `order` (the first that has it wins). Null when there is none.
 */
export async function loadCategorySlugs(db: Queryable, slug: string, order: readonly Locale[]): Promise<Partial<PerLocale> | null> {
  const { array, list } = localeList(order);
  const result = await rows(
    db,
    localeSlugRow,
    sql`
    WITH hit AS (
      SELECT ct.category_id FROM category_translations ct JOIN categories c ON c.id = ct.category_id
      WHERE ct.slug = ${slug} AND c.is_active AND ct.locale IN (${list})
      ORDER BY array_position(${array}, ct.locale) LIMIT 1
    )
    SELECT ct.locale, ct.slug FROM category_translations ct JOIN hit ON hit.category_id = ct.category_id`,
  );
  if (result.length === 0) return null;
  const slugs: Partial<PerLocale> = {};
  for (const r of result) if (isLocale(r.locale)) slugs[r.locale] = r.slug;
  return inLocaleOrder(slugs);
}

export const topCategories = onShopDatabase(loadTopCategories);
export const categorySlugs = onShopDatabase(loadCategorySlugs);
