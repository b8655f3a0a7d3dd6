/** Markdown content pages from src/content/pages/{locale}/ (Astro content collection). */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale, ShopId } from '#src/lib/locales.ts';
import { entryLocale } from './collections.ts';

type PageEntry = CollectionEntry<'pages'>;

export type FilePage = { entry: PageEntry; title: string; description?: string; paths: Partial<Record<Locale, string>> };

export async function findFilePage(locale: Locale, shop: ShopId, path: string): Promise<FilePage | null> {
  const all = await getCollection('pages', (e) => e.data.shops.includes(shop));
  const entry = all.find((e) => entryLocale(e.id) === locale && e.data.path === path);
  if (!entry) return null;
  const paths: Partial<Record<Locale, string>> = {};
  for (const e of all) {
    const l = entryLocale(e.id);
    if (l && e.data.translationKey === entry.data.translationKey) paths[l] = e.data.path;
  }
  return { entry, title: entry.data.title, description: entry.data.description, paths };
}

/** Path of a page by translation key in a locale, for footer links (terms, privacy). */
export async function filePagePath(translationKey: string, locale: Locale, shop: ShopId): Promise<string | null> {
  const all = await getCollection('pages', (e) => e.data.shops.includes(shop) && e.data.translationKey === translationKey);
  return all.find((e) => entryLocale(e.id) === locale)?.data.path ?? null;
}
