/**
 * The small catalogue endpoints on the seeded database, on every engine: categories, category
 * SEO, translation lookups of products, posts, projects and pages, popular searches and offer
 * bars, including the odd input a crawler or a typo sends (never a 500).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { callEndpoint, type ApiError } from '../helpers/call-endpoint.ts';
import { inRollback } from '../helpers/rollback.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import { rows } from '#src/server/db/query.ts';
import { limitedInlineHtml } from '#src/lib/safe-html.ts';
import { OFFER_BARS, POPULAR_SEARCHES } from '#src/server/db/seed/data/misc.ts';
import type { Database } from '#src/server/db/client.ts';
// Vitest runs without Astro's content layer: serve the real Markdown files instead.
vi.mock('astro:content', () => import('../helpers/content-collections.ts'));

/**
 * The endpoints, imported afresh for each engine: their modules cache reads (offers for a
 * minute), and one engine's answers must not be served to the other's tests.
 */
async function loadRoutes() {
  vi.resetModules();
  const get = (module: { GET: APIRoute }): APIRoute => module.GET;
  return {
    categories: get(await import('#src/pages/api/categories.ts')),
    categorySeo: get(await import('#src/pages/api/category-seo/[slug].ts')),
    productTranslations: get(await import('#src/pages/api/products/translations/[slug].ts')),
    productSlug: get(await import('#src/pages/api/products/slug/[slug].ts')),
    postTranslations: get(await import('#src/pages/api/posts/translations/[slug].ts')),
    postBySlug: get(await import('#src/pages/api/posts/[slug].ts')),
    postSlugs: get(await import('#src/pages/api/posts/slugs/[slug].ts')),
    projectTranslations: get(await import('#src/pages/api/projects/translations/[slug].ts')),
    projectSlug: get(await import('#src/pages/api/projects/slug/[slug].ts')),
    projectSlugs: get(await import('#src/pages/api/projects/slugs/[slug].ts')),
    pageSlugs: get(await import('#src/pages/api/pages/slugs/[...slug].ts')),
    popularSearches: get(await import('#src/pages/api/popular-searches.ts')),
    randomOffer: get(await import('#src/pages/api/offer-bars/random/[locale].ts')),
  };
}

type Slugs = Partial<Record<'en' | 'nl' | 'de', string>>;
type Category = { id: number; name: string; slug: string; image_url: string | null; count: number };

const ODD_SLUGS = ['%', '%25', "'; DROP TABLE products; --", '"quoted"', '../../etc/passwd', 'a/b', 'ü-ß-ñ-日本語-🍓', ' ', 'slug?x=1#y'];
const TOO_LONG = 'a'.repeat(256);

/** Every slug endpoint (its parameter is `slug` in each file route). */
const SLUG_ROUTES = [
  'categorySeo',
  'productTranslations',
  'productSlug',
  'postTranslations',
  'postBySlug',
  'postSlugs',
  'projectTranslations',
  'projectSlug',
  'projectSlugs',
  'pageSlugs',
] as const;

const call = <T>(
  route: APIRoute,
  path: string,
  params: Record<string, string | undefined> = {},
  headers: Record<string, string> = {},
  shop: 'nl' | 'international' = 'international',
) => callEndpoint<T>(route, path, { params, headers, shop });

for (const engine of engines()) {
  describe(`lookup endpoints on ${engine.name}`, () => {
    let database: Database;
    let routes: Awaited<ReturnType<typeof loadRoutes>>;
    beforeAll(async () => {
      database = await engine.open();
      useDatabase(database);
      routes = await loadRoutes();
    });
    afterAll(async () => {
      await closeDatabase();
    });

    describe('GET /api/categories', () => {
      it('lists every active top-level category in menu order with product counts', async () => {
        const res = await call<{ categories: Category[] }>(routes.categories, '/api/categories?locale=de');
        expect(res.status).toBe(200);
        const expected = await rows<{ id: number; slug: string; count: number }>(
          database.db,
          sql`
          SELECT c.id, ct.slug,
            (SELECT count(DISTINCT p.id)::int FROM product_categories pc JOIN products p ON p.id = pc.product_id
             WHERE pc.category_id = c.id AND p.is_active AND p.master_product_id IS NULL) AS count
          FROM categories c JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = 'de'
          WHERE c.parent_id IS NULL AND c.is_active ORDER BY c.position, c.id`,
        );
        expect(res.body.categories.map((c) => [c.id, c.slug, c.count])).toEqual(expected.map((c) => [c.id, c.slug, c.count]));
        expect(res.body.categories[0]).toMatchObject({ name: 'Einplatinencomputer', image_url: expect.stringMatching(/^\/media\//) });
        expect(res.body.categories.some((c) => c.count > 0)).toBe(true);
      });

      it('takes the locale from the query, else Accept-Language, else en', async () => {
        const first = async (path: string, headers: Record<string, string> = {}) =>
          (await call<{ categories: Category[] }>(routes.categories, path, {}, headers)).body.categories[0]?.name;
        expect(await first('/api/categories?locale=nl', { 'Accept-Language': 'de' })).toBe('Singleboard computers');
        expect(await first('/api/categories', { 'Accept-Language': 'de-CH, en;q=0.5' })).toBe('Einplatinencomputer');
        expect(await first('/api/categories')).toBe('Single-board computers');
        const byHeader = await call(routes.categories, '/api/categories', {}, { 'Accept-Language': 'de' });
        expect(byHeader.headers.get('vary')).toBe('Accept-Language');
      });

      it('applies limit, caps it at 100 and refuses what is not a positive whole number', async () => {
        const three = await call<{ categories: Category[] }>(routes.categories, '/api/categories?limit=3');
        expect(three.body.categories).toHaveLength(3);
        const all = await call<{ categories: Category[] }>(routes.categories, '/api/categories');
        const huge = await call<{ categories: Category[] }>(routes.categories, '/api/categories?limit=99999999999999999999999');
        expect(huge.status).toBe(200);
        expect(huge.body.categories).toHaveLength(Math.min(all.body.categories.length, 100));
        for (const bad of ['0', '-1', '1.5', 'abc', '3;DROP', '1e3']) {
          const res = await call<ApiError>(routes.categories, `/api/categories?limit=${encodeURIComponent(bad)}`);
          expect(res.status, bad).toBe(422);
          expect(res.body.errors).toHaveProperty('limit');
        }
      });

      it('answers 422 for a locale it does not serve', async () => {
        for (const bad of ['fr', 'EN', 'nl-NL', '%00', 'x'.repeat(300)]) {
          const res = await call<ApiError>(routes.categories, `/api/categories?locale=${encodeURIComponent(bad)}`);
          expect(res.status, bad).toBe(422);
          expect(res.body).toMatchObject({ error: true, status: 422, errors: { locale: [expect.any(String)] } });
        }
      });
    });

    describe('GET /api/category-seo/{slug}', () => {
      it('answers the localized slugs of a category found by its slug in the locale', async () => {
        const res = await call<{ localized_slugs: Slugs }>(routes.categorySeo, '/api/category-seo/einplatinencomputer?locale=de', {
          slug: 'einplatinencomputer',
        });
        expect(res.status).toBe(200);
        expect(res.body.localized_slugs).toEqual({ en: 'single-board-computers', nl: 'singleboard-computers', de: 'einplatinencomputer' });
        const anyLocale = await call<{ localized_slugs: Slugs }>(routes.categorySeo, '/api/category-seo/singleboard-computers', {
          slug: 'singleboard-computers',
        });
        expect(anyLocale.body.localized_slugs.en).toBe('single-board-computers');
      });

      it("answers 404 for a slug that is not the category's slug in that locale, or no category at all", async () => {
        const wrongLocale = await call<ApiError>(routes.categorySeo, '/api/category-seo/einplatinencomputer?locale=en', { slug: 'einplatinencomputer' });
        expect(wrongLocale.status).toBe(404);
        expect(wrongLocale.body).toEqual({ error: true, message: expect.any(String), status: 404 });
        expect((await call(routes.categorySeo, '/api/category-seo/no-such-category', { slug: 'no-such-category' })).status).toBe(404);
      });

      it('answers 404 for an inactive category', async () => {
        await inRollback(database, async (db) => {
          await db.execute(sql`UPDATE categories SET is_active = false WHERE id = 1`);
          expect((await call(routes.categorySeo, '/api/category-seo/einplatinencomputer', { slug: 'einplatinencomputer' })).status).toBe(404);
        });
      });
    });

    describe('product translation lookups', () => {
      let product: { id: number; en: string; nl: string; de: string; name_de: string };
      beforeAll(async () => {
        const [found] = await rows<typeof product>(
          database.db,
          sql`
          SELECT p.id, en.slug AS en, nl.slug AS nl, de.slug AS de, de.name AS name_de
          FROM products p
          JOIN product_translations en ON en.product_id = p.id AND en.locale = 'en'
          JOIN product_translations nl ON nl.product_id = p.id AND nl.locale = 'nl'
          JOIN product_translations de ON de.product_id = p.id AND de.locale = 'de'
          WHERE p.is_active AND en.slug <> de.slug AND nl.slug <> de.slug ORDER BY p.id LIMIT 1`,
        );
        if (!found) throw new Error('the seed has no product with distinct slugs');
        product = found;
      });

      it('finds a product by its slug in any locale with names and slugs for every locale', async () => {
        for (const slug of [product.de, product.nl, product.en]) {
          const res = await call<{ success: boolean; translations: Record<string, { name: string; slug: string }>; all_slugs: Slugs; slug: Slugs }>(
            routes.productTranslations,
            `/api/products/translations/${slug}`,
            { slug },
          );
          expect(res.status).toBe(200);
          expect(res.body.success).toBe(true);
          expect(res.body.all_slugs).toEqual({ en: product.en, nl: product.nl, de: product.de });
          expect(res.body.slug).toEqual(res.body.all_slugs);
          expect(res.body.translations.de).toEqual({ name: product.name_de, slug: product.de });
        }
      });

      it('the fallback /api/products/slug/{slug} answers the same slugs', async () => {
        const res = await call<{ id: number; slugs: Slugs }>(routes.productSlug, `/api/products/slug/${product.nl}`, { slug: product.nl });
        expect(res.body).toEqual({ id: product.id, slugs: { en: product.en, nl: product.nl, de: product.de } });
      });

      it('answers 404 for unknown and inactive products', async () => {
        const unknown = await call<ApiError>(routes.productTranslations, '/api/products/translations/no-such-product', { slug: 'no-such-product' });
        expect(unknown.status).toBe(404);
        expect(unknown.body).not.toHaveProperty('success');
        await inRollback(database, async (db) => {
          await db.execute(sql`UPDATE products SET is_active = false WHERE id = ${product.id}`);
          expect((await call(routes.productTranslations, `/x/${product.de}`, { slug: product.de })).status).toBe(404);
          expect((await call(routes.productSlug, `/x/${product.de}`, { slug: product.de })).status).toBe(404);
        });
      });
    });

    describe('post and project lookups (Markdown content)', () => {
      const post = { en: 'getting-started-with-the-raspberry-pi-5', nl: 'aan-de-slag-met-de-raspberry-pi-5', de: 'erste-schritte-mit-dem-raspberry-pi-5' };
      const project = { en: 'weather-station-with-a-bme280', nl: 'weerstation-met-een-bme280', de: 'wetterstation-mit-einem-bme280' };

      it('posts: translations by a slug in any locale, the fallback by slug and locale, and localized slugs', async () => {
        const t = await call<{ success: boolean; translations: Record<string, { title: string; slug: string }>; all_slugs: Slugs; slug: Slugs }>(
          routes.postTranslations,
          `/api/posts/translations/${post.nl}`,
          { slug: post.nl },
        );
        expect(t.status).toBe(200);
        expect(t.body).toMatchObject({ success: true, all_slugs: post, slug: post });
        expect(t.body.translations.de).toEqual({ title: 'Erste Schritte mit dem Raspberry Pi 5', slug: post.de });

        const byLocale = await call<{ title: string; locale: string; all_slugs: Slugs }>(routes.postBySlug, `/api/posts/${post.de}?locale=de`, {
          slug: post.de,
        });
        expect(byLocale.body).toEqual({ title: 'Erste Schritte mit dem Raspberry Pi 5', slug: post.de, locale: 'de', all_slugs: post });
        expect((await call(routes.postBySlug, `/api/posts/${post.de}?locale=en`, { slug: post.de })).status).toBe(404);

        const slugs = await call<{ localized_slugs: Slugs }>(routes.postSlugs, `/api/posts/slugs/${post.en}`, { slug: post.en });
        expect(slugs.body.localized_slugs).toEqual(post);
      });

      it('projects: translations, the fallback by slug and localized slugs', async () => {
        const t = await call<{ success: boolean; all_slugs: Slugs; translations: Record<string, { title: string; slug: string }> }>(
          routes.projectTranslations,
          `/api/projects/translations/${project.de}`,
          { slug: project.de },
        );
        expect(t.body).toMatchObject({ success: true, all_slugs: project });
        expect(t.body.translations.en?.slug).toBe(project.en);
        expect((await call<{ slugs: Slugs }>(routes.projectSlug, `/api/projects/slug/${project.nl}`, { slug: project.nl })).body).toEqual({ slugs: project });
        expect((await call<{ localized_slugs: Slugs }>(routes.projectSlugs, `/api/projects/slugs/${project.en}?locale=en`, { slug: project.en })).body).toEqual(
          { localized_slugs: project },
        );
      });

      it('answers 404 for a post slug asked as a project and for unknown slugs', async () => {
        expect((await call(routes.projectTranslations, '/x', { slug: post.en })).status).toBe(404);
        expect((await call(routes.postTranslations, '/x', { slug: 'no-such-post' })).status).toBe(404);
        expect((await call(routes.projectSlugs, '/x', { slug: 'no-such-project' })).status).toBe(404);
      });
    });

    describe('GET /api/pages/slugs/{path}', () => {
      it('answers database pages (nested paths too) and Markdown pages', async () => {
        const warranty = await call<{ localized_slugs: Slugs }>(routes.pageSlugs, '/api/pages/slugs/service/garantie', { slug: 'service/garantie' });
        expect(warranty.body.localized_slugs).toEqual({ en: 'service/warranty', nl: 'service/garantie', de: 'service/garantie' });
        const about = await call<{ localized_slugs: Slugs }>(routes.pageSlugs, '/api/pages/slugs/ueber-uns/', { slug: 'ueber-uns/' });
        expect(about.body.localized_slugs).toEqual({ en: 'about-us', nl: 'over-ons', de: 'ueber-uns' });
        const terms = await call<{ localized_slugs: Slugs }>(routes.pageSlugs, '/api/pages/slugs/algemene-voorwaarden', { slug: 'algemene-voorwaarden' });
        expect(terms.body.localized_slugs.nl).toBe('algemene-voorwaarden');
        expect(Object.keys(terms.body.localized_slugs)).toEqual(['en', 'nl', 'de']);
      });

      it('knows the Dutch-shop-only return policy page on the Dutch shop only', async () => {
        const path = 'retour-verzendbeleid';
        expect((await call(routes.pageSlugs, `/x/${path}`, { slug: path }, {}, 'nl')).status).toBe(200);
        expect((await call(routes.pageSlugs, `/x/${path}`, { slug: path }, {}, 'international')).status).toBe(404);
      });

      it('answers 422 without a path', async () => {
        for (const slug of [undefined, '', '/', '//']) {
          const res = await call<ApiError>(routes.pageSlugs, '/api/pages/slugs/', { slug });
          expect(res.status).toBe(422);
          expect(res.body.errors).toHaveProperty('slug');
        }
      });
    });

    describe('odd input to every slug endpoint', () => {
      it('is not found, never a server error', async () => {
        for (const name of SLUG_ROUTES) {
          for (const slug of ODD_SLUGS) {
            const res = await call<ApiError>(routes[name], '/api/x', { slug });
            expect(res.status, `${name} ${slug}`).toBe(404);
            expect(res.body.error).toBe(true);
          }
        }
      });

      it('is a 422 naming the field for slugs that cannot exist and unknown locales', async () => {
        for (const name of SLUG_ROUTES) {
          for (const slug of [TOO_LONG, 'nul\u0000byte', 'line\nbreak']) {
            const res = await call<ApiError>(routes[name], '/api/x', { slug });
            expect(res.status, `${name} ${JSON.stringify(slug.slice(0, 20))}`).toBe(422);
            expect(res.body).toMatchObject({ error: true, status: 422, message: 'The given data was invalid.', errors: { slug: [expect.any(String)] } });
          }
          const res = await call<ApiError>(routes[name], '/api/x?locale=fr', { slug: 'x' });
          expect(res.status, name).toBe(422);
          expect(res.body.errors).toHaveProperty('locale');
        }
      });
    });

    describe('GET /api/popular-searches', () => {
      it('lists the popular searches of the locale in staff order', async () => {
        const de = await call<{ popular_searches: string[] }>(routes.popularSearches, '/api/popular-searches?locale=de');
        expect(de.status).toBe(200);
        expect(de.body.popular_searches).toEqual(POPULAR_SEARCHES.de);
        const byHeader = await call<{ popular_searches: string[] }>(
          routes.popularSearches,
          '/api/popular-searches',
          {},
          { 'Accept-Language': 'nl-BE,nl;q=0.9' },
        );
        expect(byHeader.body.popular_searches).toEqual(POPULAR_SEARCHES.nl);
        const fallback = await call<{ popular_searches: string[] }>(routes.popularSearches, '/api/popular-searches', {}, { 'Accept-Language': 'fr' });
        expect(fallback.body.popular_searches).toEqual(POPULAR_SEARCHES.en);
      });

      it('answers 422 for an unknown locale', async () => {
        expect((await call(routes.popularSearches, '/api/popular-searches?locale=xx')).status).toBe(422);
      });
    });

    describe('GET /api/offer-bars/random/{locale}', () => {
      // Offers are cached a minute per locale, so each test below owns one locale.
      it('answers one current offer with sanitised content and a link with the locale prefix', async () => {
        const res = await call<{ content: string; url: string }>(routes.randomOffer, '/api/offer-bars/random/de', { locale: 'de' });
        expect(res.status).toBe(200);
        const offer = OFFER_BARS.de.find((o) => limitedInlineHtml(o.content) === res.body.content);
        expect(offer).toBeDefined();
        expect(res.body.url).toBe(`/de${offer?.url}`);
        expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      });

      it('escapes markup beyond the few inline tags staff may use, and links per shop', async () => {
        await inRollback(database, async (db) => {
          await db.execute(sql`UPDATE offer_bars SET is_active = false WHERE locale = 'en'`);
          await db.execute(
            sql`INSERT INTO offer_bars (locale, content, url) VALUES ('en', '<strong>Sale</strong><img src=x onerror=alert(1)><script>alert(2)</script>', '/sale/')`,
          );
          const res = await call<{ content: string; url: string }>(routes.randomOffer, '/api/offer-bars/random/en', { locale: 'en' });
          expect(res.body.content).toBe('<strong>Sale</strong>&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
          expect(res.body.url).toBe('/sale/');
          const dutchShop = await call<{ url: string }>(routes.randomOffer, '/api/offer-bars/random/en', { locale: 'en' }, {}, 'nl');
          expect(dutchShop.body.url).toBe('/en/sale/');
        });
      });

      it('answers 204 when the locale has no current offer', async () => {
        await inRollback(database, async (db) => {
          await db.execute(sql`UPDATE offer_bars SET ends_at = now() - interval '1 day' WHERE locale = 'nl'`);
          const res = await callEndpoint(routes.randomOffer, '/api/offer-bars/random/nl', { params: { locale: 'nl' }, shop: 'nl' });
          expect(res.status).toBe(204);
          expect(res.body).toBeNull();
        });
      });

      it('answers 422 for an unknown locale', async () => {
        for (const locale of ['xx', 'EN', '', '%E0%A4%A', '../en', undefined]) {
          const res = await call<ApiError>(routes.randomOffer, '/x', { locale });
          expect(res.status, locale).toBe(422);
          expect(res.body.errors).toHaveProperty('locale');
        }
      });
    });
  });
}
