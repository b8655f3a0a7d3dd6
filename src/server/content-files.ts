/** Markdown content pages from src/content/pages/{locale}/ (Astro content collection). */
import { getCollection, render, type CollectionEntry } from 'astro:content';
import { LOCALES, type Locale, type ShopId } from '../lib/locales.ts';

type PageEntry = CollectionEntry<'pages'>;

function localeOf(entry: PageEntry): Locale | null {
  const first = entry.id.split('/')[0];
  return (LOCALES as readonly string[]).includes(first ?? '') ? (first as Locale) : null;
}

export type FilePage = { entry: PageEntry; title: string; description?: string; paths: Partial<Record<Locale, string>> };

export async function findFilePage(locale: Locale, shop: ShopId, path: string): Promise<FilePage | null> {
  const all = await getCollection('pages', (e) => e.data.shops.includes(shop));
  const entry = all.find((e) => localeOf(e) === locale && e.data.path === path);
  if (!entry) return null;
  const paths: Partial<Record<Locale, string>> = {};
  for (const e of all) {
    const l = localeOf(e);
    if (l && e.data.translationKey === entry.data.translationKey) paths[l] = e.data.path;
  }
  return { entry, title: entry.data.title, description: entry.data.description, paths };
}

/** Path of a page by translation key in a locale, for footer links (terms, privacy). */
export async function filePagePath(translationKey: string, locale: Locale, shop: ShopId): Promise<string | null> {
  const all = await getCollection('pages', (e) => e.data.shops.includes(shop) && e.data.translationKey === translationKey);
  return all.find((e) => localeOf(e) === locale)?.data.path ?? null;
}

export { render };
