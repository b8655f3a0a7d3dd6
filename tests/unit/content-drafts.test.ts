/**
 * Which Markdown entries are live (docs/catalogue.md, drafts), on collections made for the test:
 * a draft or a post still to come is in no list, no translation look-up and no other
 * language's links, and is found at its own path only when a preview link asks for drafts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Entry = { id: string; collection: string; data: Record<string, unknown> };

const { collections } = vi.hoisted(() => ({ collections: new Map<string, Entry[]>() }));
vi.mock('astro:content', () => ({
  getCollection: async (name: string, filter?: (e: Entry) => boolean) => (collections.get(name) ?? []).filter((e) => !filter || filter(e)),
}));

const { isLive, scheduledFor, listEntries, findEntry, faqEntries } = await import('#src/server/content/collections.ts');
const { articleTranslations, filePagePaths } = await import('#src/server/content/article-lookups.ts');
const { findFilePage, filePagePath } = await import('#src/server/content/file-pages.ts');

const NOW = new Date('2026-05-01T10:00:00Z');
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000);

const post = (locale: string, key: string, slug: string, extra: Record<string, unknown> = {}): Entry => ({
  id: `${locale}/${key}`,
  collection: 'blog',
  data: { title: `${key} ${locale}`, description: '', translationKey: key, slug, publishedAt: day(-10), author: 'A', draft: false, ...extra },
});
const page = (locale: string, key: string, path: string, extra: Record<string, unknown> = {}): Entry => ({
  id: `${locale}/${key}`,
  collection: 'pages',
  data: { title: `${key} ${locale}`, translationKey: key, path, shops: ['nl', 'international'], draft: false, ...extra },
});
const faq = (locale: string, name: string, order: number, draft = false): Entry => ({
  id: `${locale}/${name}`,
  collection: 'faq',
  data: { question: name, topic: 't', order, draft },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  collections.set('blog', [
    // Live in English and Dutch; the German translation is still a draft.
    post('en', 'cooling', 'cooling'),
    post('nl', 'cooling', 'koeling'),
    post('de', 'cooling', 'kuehlung', { draft: true }),
    // A whole draft, and a post whose date is still to come.
    post('en', 'doorbell', 'doorbell', { draft: true }),
    post('nl', 'doorbell', 'deurbel', { draft: true }),
    post('en', 'soon', 'soon', { publishedAt: day(3) }),
  ]);
  collections.set('pages', [
    page('en', 'terms', 'terms'),
    page('nl', 'terms', 'voorwaarden'),
    page('de', 'terms', 'agb', { draft: true }),
    page('en', 'gifts', 'gift-cards', { draft: true }),
  ]);
  collections.set('faq', [faq('en', 'second', 2), faq('en', 'draft', 1, true), faq('en', 'first', 0)]);
});
afterEach(() => vi.useRealTimers());

describe('a live entry', () => {
  it('is no draft and has a publication date that has come', () => {
    expect(isLive({ draft: false, publishedAt: day(-1) })).toBe(true);
    expect(isLive({ draft: false, publishedAt: NOW })).toBe(true);
    expect(isLive({ draft: false, publishedAt: day(1) })).toBe(false);
    expect(isLive({ draft: true, publishedAt: day(-1) })).toBe(false);
    expect(isLive({ draft: false })).toBe(true);
    expect(isLive({ draft: true })).toBe(false);
    expect(scheduledFor({ draft: false, publishedAt: day(1) })).toEqual(day(1));
    // A draft waits for its editor, not for its date.
    expect(scheduledFor({ draft: true, publishedAt: day(1) })).toBeNull();
    expect(scheduledFor({ draft: false, publishedAt: day(-1) })).toBeNull();
  });
});

describe('posts and projects', () => {
  it('list only live entries', async () => {
    expect((await listEntries('blog', 'en')).map((e) => e.data.slug)).toEqual(['cooling']);
    expect((await listEntries('blog', 'de')).map((e) => e.data.slug)).toEqual([]);
    vi.setSystemTime(day(4));
    expect((await listEntries('blog', 'en')).map((e) => e.data.slug).sort()).toEqual(['cooling', 'soon']);
  });

  it('find a draft or a post still to come only with drafts, and link only live translations', async () => {
    expect(await findEntry('blog', 'de', 'kuehlung')).toBeNull();
    expect(await findEntry('blog', 'en', 'soon')).toBeNull();
    const live = await findEntry('blog', 'en', 'cooling');
    expect(live).toMatchObject({ live: true, slugs: { en: 'cooling', nl: 'koeling' }, scheduledFor: null });
    const draft = await findEntry('blog', 'de', 'kuehlung', { drafts: true });
    expect(draft).toMatchObject({ live: false, slugs: { en: 'cooling', nl: 'koeling', de: 'kuehlung' }, scheduledFor: null });
    const wholeDraft = await findEntry('blog', 'nl', 'deurbel', { drafts: true });
    expect(wholeDraft?.slugs).toEqual({ nl: 'deurbel' });
    expect(await findEntry('blog', 'en', 'soon', { drafts: true })).toMatchObject({ live: false, scheduledFor: day(3) });
  });

  it('are unknown to the translation look-ups while they are not live', async () => {
    const order = ['en', 'nl', 'de'] as const;
    expect((await articleTranslations('blog', 'koeling', order))?.slugs).toEqual({ en: 'cooling', nl: 'koeling' });
    expect(await articleTranslations('blog', 'kuehlung', order)).toBeNull();
    expect(await articleTranslations('blog', 'doorbell', order)).toBeNull();
    expect(await articleTranslations('blog', 'soon', order)).toBeNull();
  });
});

describe('Markdown pages', () => {
  it('are found as drafts only with drafts, with their live translations', async () => {
    expect(await findFilePage('en', 'international', 'gift-cards')).toBeNull();
    expect(await findFilePage('en', 'international', 'gift-cards', { drafts: true })).toMatchObject({ live: false, paths: { en: 'gift-cards' } });
    expect(await findFilePage('en', 'international', 'terms')).toMatchObject({ live: true, paths: { en: 'terms', nl: 'voorwaarden' } });
    expect((await findFilePage('de', 'international', 'agb', { drafts: true }))?.paths).toEqual({ en: 'terms', nl: 'voorwaarden', de: 'agb' });
  });

  it('are left out of the look-ups and the footer links while drafts', async () => {
    expect(await filePagePaths('terms', 'international', ['en', 'nl', 'de'])).toEqual({ en: 'terms', nl: 'voorwaarden' });
    expect(await filePagePaths('agb', 'international', ['de'])).toBeNull();
    expect(await filePagePath('terms', 'de', 'international')).toBeNull();
    expect(await filePagePath('terms', 'nl', 'international')).toBe('voorwaarden');
  });
});

describe('the FAQ', () => {
  it('shows draft questions only with drafts, in order, each saying whether it is live', async () => {
    expect((await faqEntries('en')).map((e) => e.entry.data.question)).toEqual(['first', 'second']);
    expect((await faqEntries('en', { drafts: true })).map((e) => [e.entry.data.question, e.live])).toEqual([
      ['first', true],
      ['draft', false],
      ['second', true],
    ]);
  });
});
