/** The sitemap and robots.txt builders (src/lib/sitemap.ts): escaping, splitting, closed paths. */
import { describe, expect, it } from 'vitest';
import { SHOPS } from '#src/lib/locales.ts';
import {
  disallowedPaths,
  escapeXml,
  parseSitemapFileName,
  robotsTxt,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPart,
  sitemapParts,
  urlsetXml,
  URLS_PER_SITEMAP,
} from '#src/lib/sitemap.ts';

describe('sitemap XML', () => {
  it('escapes the five XML characters in locations and attributes', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = urlsetXml(sitemapEntries('https://x.example', 'en', [{ paths: { en: '/a&b/', nl: "/nl/o'k/" }, lastmod: {} }]));
    expect(xml).toContain('<loc>https://x.example/a&amp;b/</loc>');
    expect(xml).toContain('hreflang="nl" href="https://x.example/nl/o&apos;k/"');
    expect(xml).not.toContain('<lastmod>');
  });

  it('writes lastmod as a W3C date in UTC and gives every page its alternates with x-default', () => {
    const when = new Date('2026-03-01T10:20:30.456+02:00');
    const [entry] = sitemapEntries('https://x.example', 'nl', [{ paths: { en: '/a/', nl: '/nl/a/' }, lastmod: { nl: when } }]);
    expect(entry!.alternates.map((a) => a.hreflang)).toEqual(['en', 'nl', 'x-default']);
    expect(urlsetXml([entry!])).toContain('<lastmod>2026-03-01T08:20:30Z</lastmod>');
    expect(sitemapEntries('https://x.example', 'de', [{ paths: { en: '/a/' }, lastmod: {} }])).toEqual([]);
  });

  it('splits a long list into parts of at most the limit, and names the parts in the index', () => {
    expect(URLS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
    expect(sitemapParts(0)).toBe(1);
    expect(sitemapParts(URLS_PER_SITEMAP)).toBe(1);
    expect(sitemapParts(URLS_PER_SITEMAP + 1)).toBe(2);
    const list = Array.from({ length: 25 }, (_, i) => i);
    expect(sitemapPart(list, 3, 10)).toEqual([20, 21, 22, 23, 24]);
    const index = sitemapIndexXml('https://x.example', [
      { locale: 'nl', part: 1, lastmod: null },
      { locale: 'nl', part: 2, lastmod: new Date('2026-01-02T00:00:00Z') },
    ]);
    expect(index).toContain('<sitemap><loc>https://x.example/sitemaps/nl-1.xml</loc></sitemap>');
    expect(index).toContain('<loc>https://x.example/sitemaps/nl-2.xml</loc><lastmod>2026-01-02T00:00:00Z</lastmod>');
    expect(parseSitemapFileName('de-12.xml')).toEqual({ locale: 'de', part: 12 });
    for (const bad of ['fr-1.xml', 'de-0.xml', 'de-01.xml', 'de-1.xml.gz', '../de-1.xml']) expect(parseSitemapFileName(bad)).toBeNull();
  });
});

describe('robots.txt', () => {
  it('closes the account and checkout screens in every language from the route table, shortest prefix only', () => {
    const paths = disallowedPaths(SHOPS.international);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/',
        '/account/orders/',
        '/nl/account/bestellingen/',
        '/de/konto/bestellungen/',
        '/checkout/',
        '/nl/afrekenen/',
        '/de/kasse/',
      ]),
    );
    // Covered by a shorter prefix: not repeated.
    expect(paths).not.toContain('/account/orders/sync-account-orders/');
    expect(paths).not.toContain('/nl/afrekenen/informatie/');
    // Public screens stay open.
    for (const open of ['/cart/', '/login/', '/nl/', '/']) expect(paths).not.toContain(open);
    expect(disallowedPaths(SHOPS.nl)).toEqual(expect.arrayContaining(['/account/bestellingen/', '/en/account/orders/', '/afrekenen/', '/en/checkout/']));
  });

  it('names the sitemap index on the origin it is given', () => {
    expect(robotsTxt('https://www.framboos.example', SHOPS.nl)).toMatch(/\nSitemap: https:\/\/www\.framboos\.example\/sitemap\.xml\n$/);
  });
});
