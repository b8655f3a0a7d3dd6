/**
 * The Markdown collections per locale: blog posts, projects, FAQ entries, pages and partners, and which
 * of their entries are live (docs/catalogue.md, drafts). Everything that lists or links an entry
 * reads it through `liveEntries`; only the page at an entry's own path, opened with a valid
 * preview link, asks for drafts too.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { LOCALES, type Locale, type ShopId } from '#src/lib/locales.ts';
import { PARTNER_KINDS } from '#src/lib/partners.ts';

type Localized = 'blog' | 'projects';
type Collection = Localized | 'faq' | 'pages';

/** What decides whether an entry is live: its draft flag and, for posts and projects, its date. */
type Dated = { draft: boolean; publishedAt?: Date };

export function entryLocale(id: string): Locale | null {
  const first = id.split('/')[0] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
}

/** Shown to everyone: not a draft, and published by `now` where the entry has a date. */
export function isLive(data: Dated, now: Date = new Date()): boolean {
  return !data.draft && (data.publishedAt === undefined || data.publishedAt.getTime() <= now.getTime());
}

/** When an entry that is no draft goes live by its date; null for a draft or a live entry. */
export function scheduledFor(data: Dated, now: Date = new Date()): Date | null {
  return !data.draft && data.publishedAt !== undefined && data.publishedAt.getTime() > now.getTime() ? data.publishedAt : null;
}

type AnyCollection = Collection | 'partners';
const kept = new Map<AnyCollection, Promise<readonly unknown[]>>();

/**
 * Every entry of a collection. A built shop's collections are part of its code and never change
 * while it runs, so they are read once: Astro's `getCollection` loads a module and makes every
 * entry anew on each call, and the footer alone asks twice on every page (about 1 % of a
 * render). The development server reads them each time, as files are edited. Shared between
 * requests: never change what this answers.
 */
export function collectionEntries<C extends AnyCollection>(collection: C): Promise<readonly CollectionEntry<C>[]> {
  if (!import.meta.env.PROD) return getCollection(collection);
  let found = kept.get(collection);
  if (!found) {
    found = getCollection(collection).catch((error: unknown) => {
      kept.delete(collection);
      throw error;
    });
    kept.set(collection, found);
  }
  return found as Promise<readonly CollectionEntry<C>[]>;
}

/** The live entries of a collection, narrowed by `filter`. */
export async function liveEntries<C extends Collection>(
  collection: C,
  filter: (entry: CollectionEntry<C>) => boolean = () => true,
): Promise<CollectionEntry<C>[]> {
  const now = new Date();
  const all = await collectionEntries(collection);
  return all.filter((e) => isLive(e.data as Dated, now) && filter(e));
}

export async function listEntries<C extends Localized>(collection: C, locale: Locale): Promise<CollectionEntry<C>[]> {
  const entries = await liveEntries(collection, (e) => entryLocale(e.id) === locale);
  return entries.sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime());
}

/** Drafts are looked at only by a page opened with a valid preview link. */
export type DraftOption = { drafts?: boolean };

/**
 * The entry at `matches` in a locale, the live one first, a draft or scheduled one only with
 * `drafts`; with the entries of the same translation key that are live (its translations), and
 * whether it is live itself. Shared by the posts, projects and Markdown pages.
 */
export function findWithTranslations<E extends { id: string; data: Dated & { translationKey: string } }>(
  all: readonly E[],
  locale: Locale,
  matches: (entry: E) => boolean,
  { drafts = false }: DraftOption = {},
  now: Date = new Date(),
): { entry: E; live: boolean; translations: E[] } | null {
  const here = all.filter((e) => entryLocale(e.id) === locale && matches(e));
  const entry = here.find((e) => isLive(e.data, now)) ?? (drafts ? here[0] : undefined);
  if (!entry) return null;
  const translations = all.filter((e) => e.data.translationKey === entry.data.translationKey && (e === entry || isLive(e.data, now)));
  return { entry, live: isLive(entry.data, now), translations };
}

/** A post or project by its slug in a locale, with the slugs of its live translations. */
export async function findEntry<C extends Localized>(collection: C, locale: Locale, slug: string, options: DraftOption = {}) {
  const all = await collectionEntries(collection);
  const found = findWithTranslations(all, locale, (e) => e.data.slug === slug, options);
  if (!found) return null;
  const slugs: Partial<Record<Locale, string>> = {};
  for (const e of found.translations) {
    const l = entryLocale(e.id);
    if (l) slugs[l] = e.data.slug;
  }
  return { entry: found.entry, slugs, live: found.live, scheduledFor: scheduledFor(found.entry.data) };
}

/** The FAQ of a locale in order; its drafts too with `drafts` (each entry says whether it is live). */
export async function faqEntries(locale: Locale, { drafts = false }: DraftOption = {}): Promise<{ entry: CollectionEntry<'faq'>; live: boolean }[]> {
  const now = new Date();
  const all = (await collectionEntries('faq')).filter((e) => entryLocale(e.id) === locale);
  return all
    .map((entry) => ({ entry, live: isLive(entry.data, now) }))
    .filter((e) => drafts || e.live)
    .sort((a, b) => a.entry.data.order - b.entry.data.order);
}

/** The partners of a shop in a locale, by kind in the page's order, then by their own order. */
export async function partnerEntries(locale: Locale, shop: ShopId): Promise<CollectionEntry<'partners'>[]> {
  const all = await collectionEntries('partners');
  return all
    .filter((e) => entryLocale(e.id) === locale && e.data.shops.includes(shop))
    .sort((a, b) => PARTNER_KINDS.indexOf(a.data.kind) - PARTNER_KINDS.indexOf(b.data.kind) || a.data.order - b.data.order);
}
