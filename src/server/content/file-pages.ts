/** Markdown content pages from src/content/pages/{locale}/ (Astro content collection). */
import type { CollectionEntry } from 'astro:content';
import type { Locale, ShopId } from '#src/lib/locales.ts';
import { collectionEntries, entryLocale, findWithTranslations, liveEntries, type DraftOption } from './collections.ts';

type PageEntry = CollectionEntry<'pages'>;

export type FilePage = {
  entry: PageEntry;
  title: string;
  description?: string;
  /** Paths of the page and of its live translations. */
  paths: Partial<Record<Locale, string>>;
  /** False for a draft, shown through a preview link (docs/catalogue.md, drafts). */
  live: boolean;
};

/** The page at `path` of this shop in a locale; a draft only with `drafts`. */
export async function findFilePage(locale: Locale, shop: ShopId, path: string, options: DraftOption = {}): Promise<FilePage | null> {
  const all = (await collectionEntries('pages')).filter((e) => e.data.shops.includes(shop));
  const found = findWithTranslations(all, locale, (e) => e.data.path === path, options);
  if (!found) return null;
  const paths: Partial<Record<Locale, string>> = {};
  for (const e of found.translations) {
    const l = entryLocale(e.id);
    if (l) paths[l] = e.data.path;
  }
  const { entry, live } = found;
  return { entry, title: entry.data.title, description: entry.data.description, paths, live };
}

/** Path of a live page by translation key in a locale, for footer links (terms, privacy). */
export async function filePagePath(translationKey: string, locale: Locale, shop: ShopId): Promise<string | null> {
  const all = await liveEntries('pages', (e) => e.data.shops.includes(shop) && e.data.translationKey === translationKey);
  return all.find((e) => entryLocale(e.id) === locale)?.data.path ?? null;
}
