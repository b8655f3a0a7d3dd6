/**
 * Catalogue reads for pages: category tree, category by localized slug, the newest products
 * (product cards themselves: ./cards.ts).
 * Rows are mapped to the app's own types here; nothing above this module sees a raw row.
 * Names fall back current locale → nl → en → de (docs/catalogue.md).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { LOCALES } from '#src/lib/locales.ts';
import { db, onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows, rows } from '../db/query.ts';
import { jsonPart, jsonRows, readParts } from '../db/json-parts.ts';
import { int } from '../db/decode.ts';
import { localeFallback } from '../db/locale-order.ts';
import { ttlCache } from '../cache.ts';
import { resilientCache } from '../resilient-cache.ts';
import { productCardSql, productRow, toCard, type ProductCard } from './cards.ts';

export type CategoryNode = {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  imageUrl: string | null;
  children: CategoryNode[];
};

export type CategoryPage = {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  /** Localized slug per locale, for alternates and language links. */
  slugs: Partial<Record<Locale, string>>;
  ancestors: { name: string; slug: string }[];
  children: { id: number; name: string; slug: string; imageUrl: string | null }[];
};

const categoryRow = z.object({ id: int, parent_id: int.nullable(), name: z.string(), slug: z.string(), image_url: z.string().nullable() });
const childRow = categoryRow.omit({ parent_id: true });
const foundRow = z.object({ id: int, image_url: z.string().nullable() });
const translationRows = z.array(z.object({ locale: z.string(), name: z.string(), slug: z.string(), description: z.string() }));
const namedSlugRows = z.array(z.object({ name: z.string(), slug: z.string() }));
const childRows = z.array(childRow);

export async function loadCategoryTree(db: Queryable, locale: Locale): Promise<CategoryNode[]> {
  const result = await rows(
    db,
    categoryRow,
    sql`
    SELECT c.id, c.parent_id, c.position, c.image_url, t.name, t.slug
    FROM categories c
    JOIN LATERAL (
      SELECT name, slug FROM category_translations ct
      WHERE ct.category_id = c.id
      ORDER BY array_position(${localeFallback(locale)}, ct.locale) LIMIT 1
    ) t ON true
    WHERE c.is_active AND c.show_in_menu
    ORDER BY c.position, c.id`,
  );
  const nodes = new Map<number, CategoryNode>();
  for (const r of result) nodes.set(r.id, { id: r.id, parentId: r.parent_id, name: r.name, slug: r.slug, imageUrl: r.image_url, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === null) roots.push(node);
  }
  return roots;
}

// Spec §8/§9 menu failure: last good tree or empty, no database retry for 30 s, 5 s timeout.
const treeCache = resilientCache<Locale, CategoryNode[]>({
  load: async (locale) => loadCategoryTree(await db(), locale),
  ttlMs: 60_000,
  backoffMs: 30_000,
  timeoutMs: 5_000,
  onError: (err, locale) => console.error(`[catalog] category tree (${locale}) failed, retrying in 30 s:`, err instanceof Error ? err.message : err),
});

/** The active category tree in a locale (cached for a minute); the last good one or empty on failure. */
export async function categoryTree(locale: Locale): Promise<CategoryNode[]> {
  return (await treeCache.read(locale)).value ?? [];
}

/** Finds a category by its slug in the page's locale; null when there is none. */
export async function loadCategoryPage(db: Queryable, locale: Locale, slug: string): Promise<CategoryPage | null> {
  const found = await preparedRows(
    db,
    foundRow,
    sql`
    SELECT c.id, c.image_url FROM category_translations ct JOIN categories c ON c.id = ct.category_id
    WHERE ct.locale = ${locale} AND ct.slug = ${slug} AND c.is_active LIMIT 1`,
  );
  const row = found[0];
  if (!row) return null;
  const { translations, ancestors, children } = await readParts(db, {
    translations: jsonPart(jsonRows(sql`SELECT locale, name, slug, description FROM category_translations WHERE category_id = ${row.id}`), translationRows),
    ancestors: jsonPart(
      jsonRows(sql`
      WITH RECURSIVE up(id, parent_id, depth) AS (
        SELECT id, parent_id, 0 FROM categories WHERE id = ${row.id}
        UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
      )
      SELECT t.name, t.slug FROM up
      JOIN LATERAL (SELECT name, slug FROM category_translations ct WHERE ct.category_id = up.id
                    ORDER BY array_position(${localeFallback(locale)}, ct.locale) LIMIT 1) t ON true
      WHERE up.depth > 0 ORDER BY up.depth DESC`),
      namedSlugRows,
    ),
    children: jsonPart(
      jsonRows(sql`
      SELECT c.id, c.image_url, t.name, t.slug FROM categories c
      JOIN LATERAL (SELECT name, slug FROM category_translations ct WHERE ct.category_id = c.id
                    ORDER BY array_position(${localeFallback(locale)}, ct.locale) LIMIT 1) t ON true
      WHERE c.parent_id = ${row.id} AND c.is_active ORDER BY c.position, c.id`),
      childRows,
    ),
  });
  const byLocale = new Map(translations.map((t) => [t.locale, t]));
  const own = byLocale.get(locale) ?? translations[0];
  const slugs: Partial<Record<Locale, string>> = {};
  for (const l of LOCALES) {
    const t = byLocale.get(l);
    if (t) slugs[l] = t.slug;
  }
  return {
    id: row.id,
    name: own?.name ?? slug,
    description: own?.description ?? '',
    imageUrl: row.image_url,
    slugs,
    ancestors: ancestors.map((a) => ({ name: a.name, slug: a.slug })),
    children: children.map((c) => ({ id: c.id, name: c.name, slug: c.slug, imageUrl: c.image_url })),
  };
}

export const findCategoryBySlug = onShopDatabase(loadCategoryPage);

const newestCache = ttlCache<string, ProductCard[]>(60_000, async (key) => {
  const [locale, limit] = key.split(':') as [Locale, string];
  return loadNewestProducts(await db(), locale, Number(limit));
});

/** The newest active products (home page, newest-products page), cached for a minute. */
export function newestProducts(locale: Locale, limit: number): Promise<ProductCard[]> {
  return newestCache.get(`${locale}:${limit}`);
}

export async function loadNewestProducts(db: Queryable, locale: Locale, limit: number): Promise<ProductCard[]> {
  // The newest ids first, as a category page does: the card data (was-price, reviews, names)
  // is then read for those few only, not for the whole catalogue the total counts over.
  const result = await rows(
    db,
    productRow,
    sql`
    ${productCardSql(locale)}
    WHERE p.id IN (SELECT p.id FROM products p WHERE p.is_active AND p.master_product_id IS NULL
                   ORDER BY p.published_at DESC, p.id DESC LIMIT ${limit})
    ORDER BY p.published_at DESC, p.id DESC`,
  );
  return result.map(toCard);
}

/** The product page's data lives in its own module; re-exported for existing callers. */
export { findProductDetail as findProductBySlug, type ProductDetail } from './product-detail.ts';
