/** Blog posts, projects and FAQ entries from the Markdown collections, per locale. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { LOCALES, type Locale } from '#src/lib/locales.ts';

type Localized = 'blog' | 'projects';

export function entryLocale(id: string): Locale | null {
  const first = id.split('/')[0] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
}

export async function listEntries<C extends Localized>(collection: C, locale: Locale): Promise<CollectionEntry<C>[]> {
  const all = (await getCollection(collection)) as CollectionEntry<C>[];
  return all.filter((e) => entryLocale(e.id) === locale).sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime());
}

/** An entry by its slug in a locale, with the slugs of its translations. */
export async function findEntry<C extends Localized>(collection: C, locale: Locale, slug: string) {
  const all = (await getCollection(collection)) as CollectionEntry<C>[];
  const entry = all.find((e) => entryLocale(e.id) === locale && e.data.slug === slug);
  if (!entry) return null;
  const slugs: Partial<Record<Locale, string>> = {};
  for (const e of all) {
    const l = entryLocale(e.id);
    if (l && e.data.translationKey === entry.data.translationKey) slugs[l] = e.data.slug;
  }
  return { entry, slugs };
}

export async function faqEntries(locale: Locale): Promise<CollectionEntry<'faq'>[]> {
  const all = await getCollection('faq');
  return all.filter((e) => entryLocale(e.id) === locale).sort((a, b) => a.data.order - b.data.order);
}
