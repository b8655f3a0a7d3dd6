/**
 * Database-managed content pages (the Markdown pages are looked up in ./file-pages.ts): a page
 * by its path, and the paths of its translations for the API's look-ups. A page is live when it
 * is published and its `publish_at`, if any, has come (docs/catalogue.md, drafts); every query
 * that lists or links pages asks `livePage()`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES, isLocale, type Locale, type ShopId } from '#src/lib/locales.ts';
import type { PerLocale } from '#src/lib/menu.ts';
import { onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { timestamp } from '../db/decode.ts';
import { inLocaleOrder, localeList } from '../db/locale-order.ts';
import type { DraftOption } from './collections.ts';

const pageRow = z.object({
  translation_key: z.string(),
  title: z.string(),
  body: z.string(),
  live: z.boolean(),
  is_published: z.boolean(),
  publish_at: timestamp.nullable(),
});
const localePathRow = z.object({ locale: z.string(), path: z.string() });

/** The condition of a live row of `content_pages` (under `alias` when the query names the table). */
export function livePage(alias?: 'cp'): SQL {
  const c = alias ? `${alias}.` : '';
  return sql.raw(`(${c}is_published AND (${c}publish_at IS NULL OR ${c}publish_at <= now()))`);
}

export type ContentPage = {
  source: 'database' | 'file';
  title: string;
  /** Trusted HTML from shop staff or rendered Markdown. */
  html: string;
  /** Path of the page and of its live translations (below the locale prefix, no slashes at ends). */
  paths: Partial<Record<Locale, string>>;
  /** False for a draft or a page still to come, shown through a preview link. */
  live: boolean;
  /** When a published page still to come goes live; null otherwise. */
  scheduledFor: Date | null;
};

/** The page at `path` of this shop in a locale; a draft or a page still to come only with `drafts`. */
export async function loadDatabasePage(
  db: Queryable,
  locale: Locale,
  shop: ShopId,
  path: string,
  { drafts = false }: DraftOption = {},
): Promise<ContentPage | null> {
  const found = await rows(
    db,
    pageRow,
    sql`
    SELECT translation_key, title, body, ${livePage()} AS live, is_published, publish_at FROM content_pages
    WHERE locale = ${locale} AND path = ${path} AND ${shop} = ANY(shops) ${drafts ? sql`` : sql`AND ${livePage()}`} LIMIT 1`,
  );
  const row = found[0];
  if (!row) return null;
  const siblings = await rows(
    db,
    localePathRow,
    sql`
    SELECT locale, path FROM content_pages
    WHERE translation_key = ${row.translation_key} AND ${shop} = ANY(shops) AND (locale = ${locale} OR ${livePage()})`,
  );
  const paths: Partial<Record<Locale, string>> = {};
  for (const s of siblings) if ((LOCALES as readonly string[]).includes(s.locale)) paths[s.locale as Locale] = s.path;
  const scheduledFor = row.is_published && !row.live ? row.publish_at : null;
  return { source: 'database', title: row.title, html: row.body, paths, live: row.live, scheduledFor };
}

/** Paths per locale of the live database page at `path` in this shop; null when none. */
export async function loadDatabasePagePaths(db: Queryable, path: string, shop: ShopId, order: readonly Locale[]): Promise<Partial<PerLocale> | null> {
  const { array, list } = localeList(order);
  const result = await rows(
    db,
    localePathRow,
    sql`
    WITH hit AS (
      SELECT translation_key FROM content_pages
      WHERE path = ${path} AND ${livePage()} AND ${shop} = ANY(shops) AND locale IN (${list})
      ORDER BY array_position(${array}, locale) LIMIT 1
    )
    SELECT cp.locale, cp.path FROM content_pages cp JOIN hit ON hit.translation_key = cp.translation_key
    WHERE ${livePage('cp')} AND ${shop} = ANY(cp.shops)`,
  );
  if (result.length === 0) return null;
  const paths: Partial<PerLocale> = {};
  for (const r of result) if (isLocale(r.locale)) paths[r.locale] = r.path;
  return inLocaleOrder(paths);
}

export const findDatabasePage = onShopDatabase(loadDatabasePage);
export const databasePagePaths = onShopDatabase(loadDatabasePagePaths);
