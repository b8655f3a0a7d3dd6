/**
 * Database-managed content pages (the Markdown pages are looked up in ./file-pages.ts): a page
 * by its path, and the paths of its translations for the API's look-ups.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES, isLocale, type Locale, type ShopId } from '#src/lib/locales.ts';
import type { PerLocale } from '#src/lib/menu.ts';
import { onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { inLocaleOrder, localeList } from '../db/locale-order.ts';

const pageRow = z.object({ translation_key: z.string(), title: z.string(), body: z.string() });
const localePathRow = z.object({ locale: z.string(), path: z.string() });

export type ContentPage = {
  source: 'database' | 'file';
  title: string;
  /** Trusted HTML from shop staff or rendered Markdown. */
  html: string;
  /** Path of the page in each locale it exists in (below the locale prefix, no slashes at ends). */
  paths: Partial<Record<Locale, string>>;
};

export async function loadDatabasePage(db: Queryable, locale: Locale, shop: ShopId, path: string): Promise<ContentPage | null> {
  const found = await rows(
    db,
    pageRow,
    sql`
    SELECT translation_key, title, body FROM content_pages
    WHERE locale = ${locale} AND path = ${path} AND is_published AND ${shop} = ANY(shops) LIMIT 1`,
  );
  const row = found[0];
  if (!row) return null;
  const siblings = await rows(
    db,
    localePathRow,
    sql`
    SELECT locale, path FROM content_pages
    WHERE translation_key = ${row.translation_key} AND is_published AND ${shop} = ANY(shops)`,
  );
  const paths: Partial<Record<Locale, string>> = {};
  for (const s of siblings) if ((LOCALES as readonly string[]).includes(s.locale)) paths[s.locale as Locale] = s.path;
  return { source: 'database', title: row.title, html: row.body, paths };
}

/** Paths per locale of the published database page at `path` in this shop; null when none. */
export async function loadDatabasePagePaths(db: Queryable, path: string, shop: ShopId, order: readonly Locale[]): Promise<Partial<PerLocale> | null> {
  const { array, list } = localeList(order);
  const result = await rows(
    db,
    localePathRow,
    sql`
    WITH hit AS (
      SELECT translation_key FROM content_pages
      WHERE path = ${path} AND is_published AND ${shop} = ANY(shops) AND locale IN (${list})
      ORDER BY array_position(${array}, locale) LIMIT 1
    )
    SELECT cp.locale, cp.path FROM content_pages cp JOIN hit ON hit.translation_key = cp.translation_key
    WHERE cp.is_published AND ${shop} = ANY(cp.shops)`,
  );
  if (result.length === 0) return null;
  const paths: Partial<PerLocale> = {};
  for (const r of result) if (isLocale(r.locale)) paths[r.locale] = r.path;
  return inLocaleOrder(paths);
}

export const findDatabasePage = onShopDatabase(loadDatabasePage);
export const databasePagePaths = onShopDatabase(loadDatabasePagePaths);
