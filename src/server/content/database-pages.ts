/** Database-managed content pages (the Markdown pages are looked up in content-files.ts). */
import { sql } from 'drizzle-orm';
import { LOCALES, type Locale, type ShopId } from '../../lib/locales.ts';
import { db } from '../database.ts';
import { rows } from '../db/query.ts';

export type ContentPage = {
  source: 'database' | 'file';
  title: string;
  /** Trusted HTML from shop staff or rendered Markdown. */
  html: string;
  /** Path of the page in each locale it exists in (below the locale prefix, no slashes at ends). */
  paths: Partial<Record<Locale, string>>;
};

export async function findDatabasePage(locale: Locale, shop: ShopId, path: string): Promise<ContentPage | null> {
  const conn = await db();
  const found = await rows<{ translation_key: string; title: string; body: string }>(conn, sql`
    SELECT translation_key, title, body FROM content_pages
    WHERE locale = ${locale} AND path = ${path} AND is_published AND ${shop} = ANY(shops) LIMIT 1`);
  const row = found[0];
  if (!row) return null;
  const siblings = await rows<{ locale: string; path: string }>(conn, sql`
    SELECT locale, path FROM content_pages
    WHERE translation_key = ${row.translation_key} AND is_published AND ${shop} = ANY(shops)`);
  const paths: Partial<Record<Locale, string>> = {};
  for (const s of siblings) if ((LOCALES as readonly string[]).includes(s.locale)) paths[s.locale as Locale] = s.path;
  return { source: 'database', title: row.title, html: row.body, paths };
}
