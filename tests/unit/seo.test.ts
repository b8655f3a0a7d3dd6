import { describe, expect, it } from 'vitest';
import { alternateLinks, headLinks, isCrawler, robotsDirective } from '#src/lib/seo.ts';
import { SHOPS } from '#src/lib/locales.ts';

const origin = 'https://shop.example';
const paths = { en: '/cart/', nl: '/nl/winkelwagen/', de: '/de/warenkorb/' };

describe('robots', () => {
  it('indexes plain pages', () => {
    expect(robotsDirective({ search: '', shop: SHOPS.nl, foreignPrefix: null })).toBe('index, follow');
    expect(robotsDirective({ search: '?', shop: SHOPS.nl, foreignPrefix: null })).toBe('index, follow');
  });
  it('does not index pages with a query string', () => {
    expect(robotsDirective({ search: '?page=2', shop: SHOPS.international, foreignPrefix: null })).toBe('noindex, follow');
  });
  it('does not index foreign prefixes on the Dutch shop only', () => {
    expect(robotsDirective({ search: '', shop: SHOPS.nl, foreignPrefix: 'fr' })).toBe('noindex, follow');
    expect(robotsDirective({ search: '', shop: SHOPS.international, foreignPrefix: 'fr' })).toBe('index, follow');
  });
  it('does not index a page for one visitor (password reset)', () => {
    expect(robotsDirective({ search: '', shop: SHOPS.international, foreignPrefix: null, noindex: true })).toBe('noindex, follow');
    expect(
      headLinks('https://x.example', 'en', { en: '/password-reset/' }, { search: '', shop: SHOPS.international, foreignPrefix: null, noindex: true }),
    ).toEqual({ robots: 'noindex, follow', canonical: null, alternates: [] });
  });
  it('neither indexes nor follows a preview link’s page, without canonical or alternates', () => {
    const preview = { search: '?preview=1.x', shop: SHOPS.nl, foreignPrefix: null, preview: true };
    expect(robotsDirective(preview)).toBe('noindex, nofollow');
    expect(headLinks('https://x.example', 'nl', { nl: '/cadeaubonnen/', en: '/en/gift-cards/' }, preview)).toEqual({
      robots: 'noindex, nofollow',
      canonical: null,
      alternates: [],
    });
  });
});

describe('canonical and alternates', () => {
  it('lists en, nl, de and x-default as the English page', () => {
    expect(alternateLinks(origin, paths)).toEqual([
      { hreflang: 'en', href: `${origin}/cart/` },
      { hreflang: 'nl', href: `${origin}/nl/winkelwagen/` },
      { hreflang: 'de', href: `${origin}/de/warenkorb/` },
      { hreflang: 'x-default', href: `${origin}/cart/` },
    ]);
  });
  it('leaves out missing translations and x-default without English', () => {
    expect(alternateLinks(origin, { nl: '/x/' }).map((a) => a.hreflang)).toEqual(['nl']);
  });
  it('gives canonical and alternates only to indexable pages', () => {
    const indexable = headLinks(origin, 'de', paths, { search: '', shop: SHOPS.international, foreignPrefix: null });
    expect(indexable.canonical).toBe(`${origin}/de/warenkorb/`);
    expect(indexable.alternates).toHaveLength(4);
    const withQuery = headLinks(origin, 'de', paths, { search: '?a=1', shop: SHOPS.international, foreignPrefix: null });
    expect(withQuery).toEqual({ robots: 'noindex, follow', canonical: null, alternates: [] });
    const notFound = headLinks(origin, 'en', null, { search: '', shop: SHOPS.international, foreignPrefix: null, notFound: true });
    expect(notFound.robots).toBe('noindex, follow');
  });
  it('gives a filtered list its plain page as canonical, still noindex and without alternates', () => {
    const category = { en: '/cables/', nl: '/nl/kabels/', de: '/de/kabel/' };
    const filtered = { search: '?merk=Goobay&sort=newest', shop: SHOPS.international, foreignPrefix: null, canonicalWithoutQuery: true };
    expect(headLinks(origin, 'nl', category, filtered)).toEqual({ robots: 'noindex, follow', canonical: `${origin}/nl/kabels/`, alternates: [] });
    // Only the query may be the reason: a foreign prefix on the Dutch shop keeps no canonical.
    expect(headLinks(origin, 'nl', category, { ...filtered, shop: SHOPS.nl, foreignPrefix: 'fr' }).canonical).toBeNull();
    expect(headLinks(origin, 'nl', category, { ...filtered, noindex: true }).canonical).toBeNull();
  });
});

describe('crawler detection', () => {
  it('knows the major crawlers and not browsers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler('DuckDuckBot/1.1')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; Baiduspider/2.0)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; Yahoo! Slurp)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});
