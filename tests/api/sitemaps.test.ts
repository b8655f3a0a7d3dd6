/**
 * robots.txt and the sitemaps of both shops on the built shop (docs/routing-and-seo.md, robots.txt
 * and sitemaps), on every engine: the XML is read with a real XML parser (sax, strict mode), every
 * URL is absolute on the shop's own origin, every hreflang pair is listed both ways, and only live,
 * indexable, public pages are in it.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { useShop } from './cart-support.ts';
import { rows } from '#src/server/db/query.ts';
import type { ShopClient } from '../helpers/shop-client.ts';

/** The little of sax's API used here (the package ships no types). */
type SaxTag = { name: string; attributes: Record<string, string> };
type SaxParser = {
  onopentag: (tag: SaxTag) => void;
  onclosetag: (name: string) => void;
  ontext: (text: string) => void;
  onerror: (err: Error) => void;
  write: (xml: string) => SaxParser;
  close: () => void;
};
const sax = createRequire(import.meta.url)('sax') as { parser: (strict: boolean, options: { xmlns?: boolean }) => SaxParser };

type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[]; text: string };

/** The document as a tree; a document that is not well-formed XML throws. */
function parseXml(xml: string): XmlNode {
  const parser = sax.parser(true, {});
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  parser.onopentag = (tag) => {
    const node = { name: tag.name, attributes: tag.attributes, children: [], text: '' };
    stack.at(-1)!.children.push(node);
    stack.push(node);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = (text) => void (stack.at(-1)!.text += text);
  parser.onerror = (err) => {
    throw err;
  };
  parser.write(xml).close();
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
const W3C_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

type Url = { loc: string; lastmod: string | null; alternates: Map<string, string> };

const SHOPS = [
  { host: 'localhost', origin: 'http://localhost', locales: ['en', 'nl', 'de'] },
  { host: 'nl.localhost', origin: 'http://nl.localhost', locales: ['nl', 'en', 'de'] },
] as const;

/** Every URL of a shop's sitemaps by language, read through its index. */
async function readSitemaps(client: ShopClient, origin: string): Promise<Map<string, Url[]>> {
  const index = await client.get('/sitemap.xml', { headers: { Accept: '*/*' } });
  expect(index.status).toBe(200);
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(index.headers['cache-control']).toBe('public, max-age=3600');
  const root = parseXml(index.body as string);
  expect(root.name).toBe('sitemapindex');
  expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const byLocale = new Map<string, Url[]>();
  for (const entry of root.children) {
    expect(entry.name).toBe('sitemap');
    const loc = child(entry, 'loc')!.text;
    const m = new RegExp(`^${origin}/sitemaps/(en|nl|de)-(\\d+)\\.xml$`).exec(loc);
    expect(m, loc).not.toBeNull();
    const lastmod = child(entry, 'lastmod')?.text;
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATE);
    const file = await client.get(new URL(loc).pathname, { headers: { Accept: '*/*' } });
    expect(file.status, loc).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urlset = parseXml(file.body as string);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    expect(urlset.children.length).toBeLessThanOrEqual(50_000);
    const urls = byLocale.get(m![1]!) ?? [];
    for (const u of urlset.children) {
      expect(u.name).toBe('url');
      const alternates = new Map<string, string>();
      for (const link of u.children.filter((c) => c.name === 'xhtml:link')) {
        expect(link.attributes.rel).toBe('alternate');
        alternates.set(link.attributes.hreflang!, link.attributes.href!);
      }
      urls.push({ loc: child(u, 'loc')!.text, lastmod: child(u, 'lastmod')?.text ?? null, alternates });
    }
    byLocale.set(m![1]!, urls);
  }
  return byLocale;
}

for (const engine of engines()) {
  describe(`robots.txt and sitemaps on ${engine.name}`, () => {
    const shop = useShop(engine);

    it('closes the account and checkout paths of every language and names the shop’s own sitemap', async () => {
      const expected = {
        localhost: [
          '/api/',
          '/account/orders/',
          '/nl/account/bestellingen/',
          '/de/konto/bestellungen/',
          '/checkout/',
          '/nl/afrekenen/',
          '/de/kasse/',
          '/nl/checkout/login/',
        ],
        'nl.localhost': [
          '/api/',
          '/account/bestellingen/',
          '/en/account/orders/',
          '/de/konto/bestellungen/',
          '/afrekenen/',
          '/en/checkout/',
          '/de/kasse/',
          '/checkout/login/',
        ],
      };
      for (const { host, origin } of SHOPS) {
        const res = await shop.client({ host }).get('/robots.txt', { headers: { Accept: '*/*' } });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        // The security headers a file gets (ADR 0004).
        expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const text = res.body as string;
        expect(text.startsWith('User-agent: *\n')).toBe(true);
        const disallowed = text.split('\n').flatMap((l) => (l.startsWith('Disallow: ') ? [l.slice(10)] : []));
        expect(disallowed).toEqual(expect.arrayContaining(expected[host]));
        // Public pages stay open, the cart and the product pages among them.
        for (const open of ['/', '/cart/', '/winkelwagen/', '/product/', '/nl/']) expect(disallowed).not.toContain(open);
        expect(text).toContain(`\nSitemap: ${origin}/sitemap.xml\n`);
      }
    });

    it('lists every language of each shop, all URLs on the shop’s origin, hreflang pairs both ways', async () => {
      for (const { host, origin, locales } of SHOPS) {
        const byLocale = await readSitemaps(shop.client({ host }), origin);
        expect([...byLocale.keys()]).toEqual(locales);
        const all = new Map<string, Url>();
        for (const [locale, urls] of byLocale) {
          for (const u of urls) {
            expect(u.loc.startsWith(`${origin}/`), u.loc).toBe(true);
            expect(u.loc, 'no query pages').not.toContain('?');
            expect(u.loc.endsWith('/'), u.loc).toBe(true);
            expect(all.has(u.loc), `listed twice: ${u.loc}`).toBe(false);
            all.set(u.loc, u);
            if (u.lastmod !== null) expect(u.lastmod).toMatch(W3C_DATE);
            expect(u.alternates.get(locale), `a page is its own alternate: ${u.loc}`).toBe(u.loc);
            for (const href of u.alternates.values()) expect(href.startsWith(`${origin}/`), href).toBe(true);
            if (u.alternates.has('en')) expect(u.alternates.get('x-default')).toBe(u.alternates.get('en'));
          }
        }
        // Symmetry: every alternate is a listed page of that language naming the same set back.
        for (const u of all.values()) {
          for (const [lang, href] of u.alternates) {
            if (lang === 'x-default') continue;
            const other = all.get(href);
            expect(other, `${u.loc} → ${lang} ${href} is not listed`).toBeDefined();
            expect(byLocale.get(lang)!.includes(other!)).toBe(true);
            expect(Object.fromEntries(other!.alternates)).toEqual(Object.fromEntries(u.alternates));
          }
        }
      }
    });

    it('lists live public pages, never account, checkout, personal or foreign-prefixed ones', async () => {
      const db = shop.database.db;
      const [product] = await rows<{ slug: string }>(
        db,
        sql`SELECT pt.slug FROM products p JOIN product_translations pt ON pt.product_id = p.id WHERE p.sku = 'RPI5-8GB' AND pt.locale = 'de'`,
      );
      const [category] = await rows<{ slug: string }>(
        db,
        sql`SELECT ct.slug FROM categories c JOIN category_translations ct ON ct.category_id = c.id WHERE c.is_active AND ct.locale = 'nl' ORDER BY c.id LIMIT 1`,
      );
      const inactive = await rows<{ slug: string }>(
        db,
        sql`SELECT pt.slug FROM products p JOIN product_translations pt ON pt.product_id = p.id WHERE NOT p.is_active AND pt.locale = 'en'`,
      );
      const nl = await readSitemaps(shop.client({ host: 'nl.localhost' }), 'http://nl.localhost');
      const nlLocs = new Set([...nl.values()].flat().map((u) => u.loc));
      for (const listed of [
        'http://nl.localhost/',
        'http://nl.localhost/en/',
        'http://nl.localhost/retour-verzendbeleid/',
        'http://nl.localhost/algemene-voorwaarden/',
        'http://nl.localhost/en/blogs/',
        'http://nl.localhost/projecten/',
        `http://nl.localhost/de/produkte/${product!.slug}/`,
        `http://nl.localhost/${category!.slug}/`,
      ]) {
        expect(nlLocs.has(listed), listed).toBe(true);
      }
      const intl = await readSitemaps(shop.client({ host: 'localhost' }), 'http://localhost');
      const intlLocs = [...intl.values()].flat().map((u) => u.loc);
      expect(intlLocs).toContain('http://localhost/nl/algemene-voorwaarden/');
      expect(
        intlLocs.some((l) => l.includes('retour-verzendbeleid')),
        'the return policy is the Dutch shop’s only',
      ).toBe(false);
      expect(intlLocs.some((l) => l.startsWith('http://localhost/blog/'))).toBe(true);
      expect(intlLocs.some((l) => l.startsWith('http://localhost/de/projekt/'))).toBe(true);
      for (const locs of [[...nlLocs], intlLocs]) {
        for (const loc of locs) {
          const path = new URL(loc).pathname;
          expect(path, 'account, checkout and personal screens stay out').not.toMatch(
            /\/(account|konto|checkout|afrekenen|kasse|cart|winkelwagen|warenkorb|favorites|favorieten|favoriten|login|inloggen|anmelden|register|registreren|registrieren|password-reset|wachtwoord-reset|passwortrest)\//,
          );
          expect(path, 'no foreign prefix').not.toMatch(/^\/(fr|it|es|pt|pl|ru|zh|ja|ko)\//);
          for (const { slug } of inactive) expect(path.endsWith(`/${encodeURIComponent(slug)}/`), `inactive ${slug}`).toBe(false);
        }
      }
    });

    it('answers 404 for a sitemap part that does not exist', async () => {
      const client = shop.client();
      for (const path of ['/sitemaps/fr-1.xml', '/sitemaps/en-0.xml', '/sitemaps/en-999.xml', '/sitemaps/en-1.txt']) {
        const res = await client.get(path, { headers: { Accept: '*/*' } });
        expect(res.status, path).toBe(404);
      }
    });
  });
}
