/**
 * Localized slugs of products for the API's translation look-ups (a product page's language
 * switch asks for the product's slug in the other languages). A slug may be given in any
 * locale; when it exists in several, the first locale of the look-up order wins.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, type Locale } from '#src/lib/locales.ts';
import type { PerLocale } from '#src/lib/menu.ts';
import { onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { inLocaleOrder, localeList } from '../db/locale-order.ts';

const translationRow = z.object({ product_id: int, locale: z.string(), name: z.string(), slug: z.string() });

export type NamedSlug = { name: string; slug: string };
export type ProductTranslations = { id: number; translations: Partial<Record<Locale, NamedSlug>>; slugs: Partial<PerLocale> };

/** Name and slug per locale of the active product that has this slug; null when none has. */
export async function loadProductTranslations(db: Queryable, slug: string, order: readonly Locale[]): Promise<ProductTranslations | null> {
  const { array, list } = localeList(order);
  const result = await rows(
    db,
    translationRow,
    sql`
    WITH hit AS (
      SELECT pt.product_id FROM product_translations pt JOIN products p ON p.id = pt.product_id
      WHERE pt.slug = ${slug} AND p.is_active AND pt.locale IN (${list})
      ORDER BY array_position(${array}, pt.locale) LIMIT 1
    )
    SELECT pt.product_id, pt.locale, pt.name, pt.slug FROM product_translations pt JOIN hit ON hit.product_id = pt.product_id`,
  );
  const first = result[0];
  if (!first) return null;
  const translations: Partial<Record<Locale, NamedSlug>> = {};
  const slugs: Partial<PerLocale> = {};
  for (const r of result) {
    if (!isLocale(r.locale)) continue;
    translations[r.locale] = { name: r.name, slug: r.slug };
    slugs[r.locale] = r.slug;
  }
  return { id: first.product_id, translations: inLocaleOrder(translations), slugs: inLocaleOrder(slugs) };
}

export const productTranslations = onShopDatabase(loadProductTranslations);
