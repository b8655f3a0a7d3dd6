/**
 * Drafts and preview links on the built shop, on every engine (docs/routing-and-seo.md, drafts
 * and previews; docs/catalogue.md, drafts): the seeded drafts of every kind are a 404 and in no
 * list, look-up or sitemap; a valid link shows one on its own path with the banner, private and
 * unindexed, without the token anywhere in the page; an expired, forged or misplaced link does
 * not. The database's drafts and pages still to come are changed inside a rolled-back
 * transaction, so the PostgreSQL database shared by other files never sees them.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { inRollback } from '../helpers/rollback.ts';
import { useShop } from './cart-support.ts';
import { loadMenu } from '#src/server/shell/menu.ts';
import { previewToken } from '#src/server/content/preview.ts';
import type { Answer } from '../helpers/shop-client.ts';
import type { MenuItem } from '#src/lib/menu.ts';
import type { ShopId } from '#src/lib/locales.ts';

type Host = 'localhost' | 'nl.localhost';
const HOST: Record<ShopId, Host> = { international: 'localhost', nl: 'nl.localhost' };
const BANNER = { en: 'Preview — not published', nl: 'Voorbeeld — niet gepubliceerd', de: 'Vorschau — nicht veröffentlicht' } as const;

/** The seeded drafts, one of each kind, on a shop and in a language each. */
const DRAFTS = [
  { kind: 'database page', shop: 'nl', lang: 'nl', path: '/service/reparatie/', title: 'Reparatieservice' },
  { kind: 'database page', shop: 'international', lang: 'de', path: '/de/service/reparatur/', title: 'Reparaturservice' },
  { kind: 'Markdown page', shop: 'nl', lang: 'nl', path: '/cadeaubonnen/', title: 'Cadeaubonnen' },
  { kind: 'blog post', shop: 'international', lang: 'en', path: '/blog/keeping-the-raspberry-pi-5-cool/', title: 'Keeping the Raspberry Pi 5 cool' },
  { kind: 'project', shop: 'nl', lang: 'de', path: '/de/projekt/smarte-tuerklingel-mit-einem-pi-zero-2-w/', title: 'Smarte Türklingel mit einem Pi Zero 2 W' },
] as const;

/** The path with a preview link's query, valid `hours` (negative: expired that long ago). */
const withLink = (shop: ShopId, path: string, hours = 24): string =>
  `${path}?preview=${previewToken({ shop, path }, new Date(Date.now() + hours * 3_600_000))}`;

const robots = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];

function expectPrivatePreviewAnswer(res: Answer): void {
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
}

for (const engine of engines()) {
  describe(`drafts and preview links on ${engine.name}`, () => {
    const shop = useShop(engine);
    const page = (host: Host, path: string) => shop.client({ host }).get(path, { headers: { Accept: 'text/html' } });

    it('shows a draft of every kind only through a valid link: banner, noindex, nofollow, private, no Referer, no token in the page', async () => {
      for (const draft of DRAFTS) {
        const host = HOST[draft.shop];
        const hidden = await page(host, draft.path);
        expect(hidden.status, `${draft.kind} ${draft.path}`).toBe(404);
        expect(hidden.body).not.toContain(draft.title);

        const link = withLink(draft.shop, draft.path);
        const shown = await page(host, link);
        expect(shown.status, `${draft.kind} ${link}`).toBe(200);
        const html = shown.body as string;
        expect(html).toContain(`<h1 class="text-2xl font-bold tracking-tight md:text-3xl">${draft.title}</h1>`);
        expect(html).toContain(BANNER[draft.lang]);
        expect(html).toContain(`<html lang="${draft.lang}"`);
        expectPrivatePreviewAnswer(shown);
        expect(robots(html)).toBe('noindex, nofollow');
        expect(html).toContain('<meta name="referrer" content="no-referrer">');
        expect(html).not.toContain('rel="canonical"');
        expect(html).not.toContain('<link rel="alternate"');
        // No link, form or script of the page carries the token on.
        expect(html).not.toContain(link.split('.').at(-1));
      }
    });

    it('shows the FAQ’s draft question, marked, through a link of the FAQ page only', async () => {
      const question = 'Can I collect my order in Leusden?';
      const plain = await page('localhost', '/faq/');
      expect(plain.status).toBe(200);
      expect(plain.body).not.toContain(question);
      expect(plain.body).not.toContain(BANNER.en);
      const shown = await page('localhost', withLink('international', '/faq/'));
      expect(shown.body).toContain(question);
      expect(shown.body).toMatch(/Can I collect my order in Leusden\?\s*<span[^>]*>Draft<\/span>/);
      expect(shown.body).toContain(BANNER.en);
      expectPrivatePreviewAnswer(shown);
    });

    it('keeps a draft a 404 with an expired, forged or misplaced link, still private', async () => {
      const { shop: id, path } = DRAFTS[3];
      const forged = withLink(id, path).replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`);
      for (const attempt of [
        withLink(id, path, -1),
        forged,
        `${path}?preview=`,
        `${path}?preview=yes`,
        // Made for the other shop, for another page, for the same page under another prefix.
        withLink('nl', `/en${path}`).replace(`/en${path}`, path),
        withLink(id, '/blog/choosing-the-right-power-supply-for-your-pi/').replace('/blog/choosing-the-right-power-supply-for-your-pi/', path),
      ]) {
        const res = await page('localhost', attempt);
        expect(res.status, attempt).toBe(404);
        expect(res.body).not.toContain(DRAFTS[3].title);
        expectPrivatePreviewAnswer(res);
      }
    });

    it('shows a live page with any link as it is, without the banner, but private and unindexed', async () => {
      for (const path of [withLink('international', '/about-us/'), '/about-us/?preview=expired', withLink('international', '/about-us/', -1)]) {
        const res = await page('localhost', path);
        expect(res.status, path).toBe(200);
        expect(res.body).toContain('About us');
        expect(res.body).not.toContain(BANNER.en);
        expectPrivatePreviewAnswer(res);
        expect(robots(res.body)).toBe('noindex, nofollow');
      }
      // Without the parameter the page is the public one, which shared caches may keep.
      const plain = await page('localhost', '/about-us/');
      expect(plain.headers['cache-control']).toMatch(/^public, /);
      expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(robots(plain.body)).toBe('index, follow');
    });

    it('keeps drafts out of the blog and project lists, the translation look-ups and the sitemaps', async () => {
      const blogs = await page('localhost', '/blogs/');
      expect(blogs.body).toContain('/blog/choosing-the-right-power-supply-for-your-pi/');
      expect(blogs.body).not.toContain('keeping-the-raspberry-pi-5-cool');
      const projects = await page('nl.localhost', '/de/projekte/');
      expect(projects.body).toContain('/de/projekt/wetterstation-mit-einem-bme280/');
      expect(projects.body).not.toContain('smarte-tuerklingel');

      const client = shop.client();
      for (const path of [
        '/api/posts/translations/keeping-the-raspberry-pi-5-cool',
        '/api/posts/slugs/de-raspberry-pi-5-koel-houden',
        '/api/projects/translations/smart-doorbell-with-a-pi-zero-2-w',
        '/api/projects/slug/slimme-deurbel-met-een-pi-zero-2-w',
        '/api/pages/slugs/service/reparatie',
        '/api/pages/slugs/gift-cards',
      ]) {
        expect((await client.get(path)).status, path).toBe(404);
      }
      expect((await client.get('/api/pages/slugs/service/garantie')).status).toBe(200);

      for (const host of ['localhost', 'nl.localhost'] as const) {
        for (const file of ['en-1', 'nl-1', 'de-1']) {
          const xml = (await shop.client({ host }).get(`/sitemaps/${file}.xml`, { headers: { Accept: '*/*' } })).body as string;
          expect(xml).toContain('/service/'); // the live service pages are there
          for (const slug of [
            'reparatie',
            'reparatur',
            'service/repair',
            'cadeaubonnen',
            'gift-cards',
            'geschenkgutscheine',
            'pi-5-cool',
            'koel-houden',
            'kuehl-halten',
            'doorbell',
            'deurbel',
            'tuerklingel',
          ]) {
            expect(xml, `${host} ${file} lists ${slug}`).not.toContain(slug);
          }
        }
      }
    });

    it('leaves a database page that is not live out of its translations’ links and the menu, and shows when it goes live', async () => {
      await inRollback(shop.database, async (db) => {
        await db.execute(sql`UPDATE content_pages SET is_published = false WHERE translation_key = 'warranty' AND locale = 'de'`);
        await db.execute(sql`UPDATE content_pages SET publish_at = now() + interval '3 days' WHERE translation_key = 'about' AND locale = 'nl'`);

        // The English warranty page no longer names a German one; the German page is a draft.
        const warranty = await page('localhost', '/service/warranty/');
        expect(warranty.status).toBe(200);
        expect(warranty.body).toContain('<link rel="alternate" hreflang="nl" href="http://localhost/nl/service/garantie/">');
        expect(warranty.body).not.toContain('<link rel="alternate" hreflang="de"');
        expect((await page('localhost', '/de/service/garantie/')).status).toBe(404);
        const german = await page('localhost', withLink('international', '/de/service/garantie/'));
        expect(german.status).toBe(200);
        expect(german.body).toContain(BANNER.de);

        // A page still to come: a 404 until then, and its preview says when it goes live.
        expect((await page('nl.localhost', '/over-ons/')).status).toBe(404);
        const about = await page('nl.localhost', withLink('nl', '/over-ons/'));
        expect(about.status).toBe(200);
        expect(about.body).toContain(BANNER.nl);
        expect(about.body).toMatch(/De pagina gaat live op \d{1,2} [a-z]+ \d{4} om \d{2}:\d{2}\./);

        const item = (menu: MenuItem[], id: string) => menu.flatMap((i) => [i, ...i.children]).find((i) => i.id === id);
        const menu = await loadMenu(db, 'nl');
        expect(item(menu, 'page-warranty')?.value).toEqual({ en: 'service/warranty', nl: 'service/garantie' });
        expect(item(menu, 'page-about')?.value).toEqual({ en: 'about-us', de: 'ueber-uns' });
        expect(item(menu, 'page-repair')).toBeUndefined();
      });
    });
  });
}
