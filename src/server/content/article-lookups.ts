/**
 * Localized slugs of the Markdown content (blog posts, projects, pages) for the API's
 * translation lookups. Entries are linked across locales by their `translationKey`; only live
 * entries are known here (docs/catalogue.md, drafts): a draft's slug answers 404.
 */
import type { Locale, ShopId } from '#src/lib/locales.ts';
import type { PerLocale } from '#src/lib/menu.ts';
import { entryLocale, liveEntries } from './collections.ts';
import { inLocaleOrder } from '../db/locale-order.ts';

export type ArticleCollection = 'blog' | 'projects';
export type TitledSlug = { title: string; slug: string };
export type ArticleTranslations = {
  /** The entry that matched, in its own locale. */
  locale: Locale;
  title: string;
  slug: string;
  translations: Partial<Record<Locale, TitledSlug>>;
  slugs: Partial<PerLocale>;
};

type Keyed = { locale: Locale; key: string; address: string };

/** The first entry at `address` in lookup order: a slug shared by two locales finds one entry. */
function ranked<T extends Keyed>(list: T[], address: string, order: readonly Locale[]): T | undefined {
  for (const l of order) {
    const hit = list.find((e) => e.locale === l && e.address === address);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * A blog post or project by its slug in one of the locales of `order`, with the title and slug
 * of every translation. Null when there is no such entry.
 */
export async function articleTranslations(collection: ArticleCollection, slug: string, order: readonly Locale[]): Promise<ArticleTranslations | null> {
  const all = (await liveEntries(collection)).flatMap((e) => {
    const l = entryLocale(e.id);
    return l ? [{ locale: l, key: e.data.translationKey, address: e.data.slug, title: e.data.title }] : [];
  });
  const hit = ranked(all, slug, order);
  if (!hit) return null;
  const translations: Partial<Record<Locale, TitledSlug>> = {};
  const slugs: Partial<PerLocale> = {};
  for (const e of all) {
    if (e.key !== hit.key) continue;
    translations[e.locale] = { title: e.title, slug: e.address };
    slugs[e.locale] = e.address;
  }
  return { locale: hit.locale, title: hit.title, slug: hit.address, translations: inLocaleOrder(translations), slugs: inLocaleOrder(slugs) };
}

/** Paths per locale of the Markdown page at `path` in this shop; null when none. */
export async function filePagePaths(path: string, shop: ShopId, order: readonly Locale[]): Promise<Partial<PerLocale> | null> {
  const all = (await liveEntries('pages', (e) => e.data.shops.includes(shop))).flatMap((e) => {
    const l = entryLocale(e.id);
    return l ? [{ locale: l, key: e.data.translationKey, address: e.data.path }] : [];
  });
  const hit = ranked(all, path, order);
  if (!hit) return null;
  const paths: Partial<PerLocale> = {};
  for (const e of all) if (e.key === hit.key) paths[e.locale] = e.address;
  return inLocaleOrder(paths);
}
