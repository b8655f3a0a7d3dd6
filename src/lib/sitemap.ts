/**
 * What search engines are handed besides the pages (docs/routing-and-seo.md, sitemaps and
 * robots.txt): the XML of the sitemap index and of one sitemap, and robots.txt. Pure functions;
 * the server's sitemap module (src/server/seo/sitemap.ts) gathers the pages.
 */
import { LOCALES, isLocale, type Locale, type Shop } from './locales.ts';
import { SCREEN_IDS, SCREENS, href, screenInShop } from './routes.ts';
import { alternateLinks } from './seo.ts';

/**
 * URLs per sitemap file. The protocol allows 50 000 and 50 MB; an entry with four alternates and
 * long slugs may take 1.5 KB, so 10 000 keeps a file far below both limits and quick to write.
 */
export const URLS_PER_SITEMAP = 10_000;

/** One page in every language it exists in, as its head links see it. */
export type PageGroup = {
  /** Path per locale on the shop (prefix included), as `href`/`dynamicHref` build it. */
  paths: Partial<Record<Locale, string>>;
  /** When the page last changed, per locale; a locale without one gets no `<lastmod>`. */
  lastmod: Partial<Record<Locale, Date>>;
};

export type SitemapEntry = { loc: string; lastmod: Date | null; alternates: { hreflang: string; href: string }[] };

/** The five characters XML gives a meaning to. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** W3C datetime as the protocol asks, in UTC to the second. */
const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The entries of one language's sitemap: every group with a page in `locale`, its alternates
 * exactly those of the page's own head (en, nl, de, x-default), so each pair is listed both ways.
 */
export function sitemapEntries(origin: string, locale: Locale, groups: readonly PageGroup[]): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const group of groups) {
    const path = group.paths[locale];
    if (!path) continue;
    entries.push({ loc: origin + path, lastmod: group.lastmod[locale] ?? null, alternates: alternateLinks(origin, group.paths) });
  }
  return entries;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const e of entries) {
    out.push(`<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ''}`);
    for (const a of e.alternates) out.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`);
    out.push('</url>');
  }
  out.push('</urlset>', '');
  return out.join('\n');
}

export type SitemapFile = { locale: Locale; part: number; lastmod: Date | null };

/** The file name of one part of a language's sitemap, below `/sitemaps/`. */
export const sitemapFileName = (f: Pick<SitemapFile, 'locale' | 'part'>) => `${f.locale}-${f.part}.xml`;

/** The part a file name names; null for anything else. */
export function parseSitemapFileName(name: string): { locale: Locale; part: number } | null {
  const m = /^([a-z]{2})-([1-9]\d{0,3})\.xml$/.exec(name);
  const locale = m?.[1];
  if (!m || !isLocale(locale)) return null;
  return { locale, part: Number(m[2]) };
}

/** One page of entries: part 1 is the first URLS_PER_SITEMAP, and so on. */
export function sitemapPart<T>(entries: readonly T[], part: number, size = URLS_PER_SITEMAP): T[] {
  return entries.slice((part - 1) * size, part * size);
}

/** How many files a list of entries takes (at least one: a sitemap may be empty). */
export const sitemapParts = (count: number, size = URLS_PER_SITEMAP) => Math.max(1, Math.ceil(count / size));

/** The newest of some dates; null when none has one. */
export function newest(dates: Iterable<Date | null | undefined>): Date | null {
  let best: Date | null = null;
  for (const d of dates) if (d && (!best || d > best)) best = d;
  return best;
}

export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const f of files) {
    const lastmod = f.lastmod ? `<lastmod>${w3cDate(f.lastmod)}</lastmod>` : '';
    out.push(`<sitemap><loc>${escapeXml(`${origin}/sitemaps/${sitemapFileName(f)}`)}</loc>${lastmod}</sitemap>`);
  }
  out.push('</sitemapindex>', '');
  return out.join('\n');
}

/** The shop's languages, its own unprefixed language first. */
export const shopLocales = (shop: Shop): Locale[] => [shop.defaultLocale, ...LOCALES.filter((l) => l !== shop.defaultLocale)];

/**
 * What crawlers are asked to leave alone: the API, and the account and checkout screens and the
 * shell's fragments of the route table in every language of the shop. A path inside another listed one is left out
 * (`/afrekenen/` covers `/afrekenen/informatie/`), as robots.txt rules match by prefix.
 */
export function disallowedPaths(shop: Shop): string[] {
  const paths = new Set<string>(['/api/']);
  for (const id of SCREEN_IDS) {
    const { layout, access } = SCREENS[id];
    if (!screenInShop(id, shop) || (layout !== 'account' && layout !== 'checkout' && layout !== 'fragment' && access === 'public')) continue;
    for (const locale of shopLocales(shop)) paths.add(href(id, locale, shop));
  }
  const sorted = [...paths].sort();
  return sorted.filter((p) => !sorted.some((other) => other !== p && p.startsWith(other)));
}

export function robotsTxt(origin: string, shop: Shop): string {
  const lines = ['User-agent: *', ...disallowedPaths(shop).map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}
