/** Search relevance, facets and the /api/search adapter on the seeded catalogue, on every engine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import { searchProducts, type SearchInput } from '#src/server/search/search.ts';
import { refreshSearchIndex } from '#src/server/search/indexer.ts';
import { rows } from '#src/server/db/query.ts';
import { SHOPS, type Locale } from '#src/lib/locales.ts';
import { GET as searchEndpoint } from '#src/pages/api/search.ts';
import { GET as suggestEndpoint } from '#src/pages/api/suggest-products.ts';
import type { Database } from '#src/server/db/client.ts';

const search = (query: string, locale: Locale, extra: Partial<SearchInput> = {}) =>
  searchProducts({
    query,
    locale,
    page: 1,
    perPage: 20,
    categories: [],
    properties: {},
    minPriceCents: null,
    maxPriceCents: null,
    vatRateBp: 2100,
    ...extra,
  });

async function callApi(route: typeof searchEndpoint, qs: string, shop = SHOPS.international): Promise<{ status: number; body: any }> {
  const url = new URL(`http://localhost/api/search?${qs}`);
  const context = { url, request: new Request(url), locals: { shop, region: shop.defaultCountry, locale: shop.defaultLocale } } as unknown as APIContext;
  const response = await route(context);
  return { status: response.status, body: await response.json() };
}

for (const engine of engines()) {
  describe(`search on ${engine.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
      useDatabase(database);
    });
    afterAll(async () => {
      await closeDatabase();
    });

    it('stems in the page language: "kabels" finds kabel, "Netzteile" finds Netzteil, "cables" finds cable', async () => {
      const nl = await search('kabels', 'nl');
      expect(nl.total).toBeGreaterThan(5);
      expect(nl.products.slice(0, 5).every((p) => /kabel/i.test(p.name))).toBe(true);
      const de = await search('Netzteile', 'de');
      expect(de.total).toBeGreaterThan(2);
      expect(de.products.slice(0, 3).every((p) => /netzteil/i.test(p.name))).toBe(true);
      const en = await search('cables', 'en');
      expect(en.products.slice(0, 5).every((p) => /cable/i.test(p.name))).toBe(true);
    });

    it('finds words inside hyphenated and closed compounds', async () => {
      const voeding = await search('voeding', 'nl');
      expect(voeding.products.map((p) => p.name)).toEqual(expect.arrayContaining([expect.stringMatching(/USB-C-voeding/)]));
      const stecker = await search('steckernetzteil', 'de');
      expect(stecker.total).toBeGreaterThan(0);
      expect(stecker.corrections).toEqual({});
    });

    it('forgives typos: "rasbery pi" finds Raspberry Pi', async () => {
      const result = await search('rasbery pi', 'en');
      expect(result.corrections).toEqual({ rasbery: 'raspberry' });
      expect(result.total).toBeGreaterThan(20);
      expect(result.products.slice(0, 10).every((p) => /raspberry pi/i.test(p.name))).toBe(true);
    });

    it('matches the word being typed as a prefix', async () => {
      const result = await search('raspb', 'de');
      expect(result.products[0]?.name).toMatch(/^Raspberry/);
    });

    it('ranks an exact SKU, MPN and EAN hit first', async () => {
      const [item] = await rows<{ sku: string; mpn: string; gtin: string; master: number }>(
        database.db,
        sql`
        SELECT v.sku, v.mpn, v.gtin, v.master_product_id AS master FROM products v
        WHERE v.master_product_id IS NOT NULL AND v.gtin IS NOT NULL ORDER BY v.id LIMIT 1`,
      );
      for (const code of [item!.sku, item!.gtin, item!.sku.toLowerCase()]) {
        const result = await search(code, 'nl');
        expect(result.products[0]?.id, code).toBe(item!.master);
      }
      const single = await rows<{ id: number; mpn: string }>(
        database.db,
        sql`
        SELECT id, mpn FROM products WHERE master_product_id IS NULL AND NOT is_composite AND mpn IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = products.id) ORDER BY id DESC LIMIT 1`,
      );
      expect((await search(single[0]!.mpn, 'en')).products[0]?.id).toBe(single[0]!.id);
    });

    it('returns masters with their variants and the lowest price', async () => {
      const result = await search('Raspberry Pi 27W USB-C power supply', 'en');
      const master = result.products.find((p) => p.variants.length > 0);
      expect(master).toBeDefined();
      expect(master!.priceCents).toBe(Math.min(...master!.variants.map((v) => v.priceCents)));
      expect(master!.variants.every((v) => typeof v.attributes.kleur === 'string')).toBe(true);
    });

    it('counts facets over the same hits: categories, kleur and merk add up', async () => {
      const result = await search('kabel', 'nl', { perPage: 60 });
      const byCategory = result.categories.reduce((sum, c) => sum + c.count, 0);
      expect(byCategory).toBe(result.total);
      const merk = result.properties.find((p) => p.name === 'merk')!;
      expect(merk.options.length).toBeGreaterThan(1);
      for (const option of merk.options.slice(0, 3)) {
        const filtered = await search('kabel', 'nl', { properties: { merk: [option.value] } });
        expect(filtered.total, option.value).toBe(option.count);
        // Disjunctive: the merk facet still offers the other brands while one is chosen.
        expect(filtered.properties.find((p) => p.name === 'merk')!.options.length).toBe(merk.options.length);
      }
      const category = result.categories[0]!;
      const inCategory = await search('kabel', 'nl', { categories: [category.id] });
      expect(inCategory.total).toBe(category.count);
    });

    it('filters by price incl. VAT within the range it reports', async () => {
      const all = await search('raspberry', 'en', { perPage: 60 });
      const range = all.priceRange!;
      expect(range.minCents).toBeLessThan(range.maxCents);
      const mid = Math.round((range.minCents + range.maxCents) / 2);
      const cheap = await search('raspberry', 'en', { maxPriceCents: mid, perPage: 60 });
      const dear = await search('raspberry', 'en', { minPriceCents: mid + 1, perPage: 60 });
      expect(cheap.total + dear.total).toBe(all.total);
      expect(cheap.priceRange).toEqual(range);
      for (const p of cheap.products) expect(Math.round(p.priceCents * 1.21)).toBeLessThanOrEqual(mid + 1);
    });

    it('pages without overlap and reports the last page', async () => {
      const one = await search('raspberry', 'en', { perPage: 10 });
      const two = await search('raspberry', 'en', { perPage: 10, page: 2 });
      expect(one.lastPage).toBe(Math.ceil(one.total / 10));
      expect(two.products.map((p) => p.id).filter((id) => one.products.some((p) => p.id === id))).toEqual([]);
      const beyond = await search('raspberry', 'en', { perPage: 10, page: 10_000 });
      expect(beyond.products).toEqual([]);
      expect(beyond.total).toBe(one.total);
    });

    it('keeps the index in step when a product changes', async () => {
      const [p] = await rows<{ id: number }>(database.db, sql`SELECT id FROM products WHERE master_product_id IS NULL ORDER BY id LIMIT 1`);
      await database.db.execute(sql`UPDATE product_translations SET name = name || ' Zonnebloemveld' WHERE product_id = ${p!.id} AND locale = 'nl'`);
      expect((await search('zonnebloemveld', 'nl')).total).toBe(0);
      await refreshSearchIndex(database.db, [p!.id]);
      const found = await search('zonnebloemveld', 'nl');
      expect(found.products.map((x) => x.id)).toEqual([p!.id]);
      // PostgreSQL's database is shared by the run's test files: put the name back.
      await database.db.execute(sql`UPDATE product_translations SET name = replace(name, ' Zonnebloemveld', '') WHERE product_id = ${p!.id} AND locale = 'nl'`);
      await refreshSearchIndex(database.db, [p!.id]);
    });

    it('answers odd input through the API without a server error', async () => {
      const odd = [
        'query=%25',
        'query=_',
        `query=${encodeURIComponent(`"'\\;--`)}`,
        `query=${'x'.repeat(10_000)}`,
        'query=kabel&page=0',
        'query=kabel&page=10000',
        'query=kabel&per_page=1000',
        'query=%F0%9F%94%8C',
        'query=:*|&!()',
      ];
      for (const qs of odd) {
        const { status, body } = await callApi(searchEndpoint, qs);
        expect(status, qs.slice(0, 40)).toBe(200);
        expect(Array.isArray(body.products)).toBe(true);
        expect(body.per_page).toBeLessThanOrEqual(60);
      }
      const invalid = await callApi(searchEndpoint, 'query=kabel&page=abc&properties=%7B');
      expect(invalid.status).toBe(422);
      expect(invalid.body).toMatchObject({ error: true, status: 422, errors: { page: expect.any(Array), properties: expect.any(Array) } });
    });

    it('answers the spec shape with prices incl. and excl. VAT for the country', async () => {
      const { body } = await callApi(searchEndpoint, 'query=raspberry&country=DE&locale=de&per_page=5');
      expect(body).toMatchObject({
        current_page: 1,
        last_page: expect.any(Number),
        product_categories: expect.any(Object),
        product_properties: expect.any(Array),
      });
      const product = body.products[0];
      expect(product.url).toMatch(/^\/de\/produkte\//);
      expect(product.price_with_tax).toBeCloseTo(Math.round(product.price * 119) / 100, 2);
      const [id, category] = Object.entries(body.product_categories)[0] as [string, any];
      expect(Number(id)).toBeGreaterThan(0);
      expect(category).toMatchObject({ name: expect.any(String), slug: expect.any(String), count: expect.any(Number) });
      expect(body.product_properties.map((p: { name: string }) => p.name)).toEqual(['kleur', 'merk']);
      const empty = await callApi(searchEndpoint, 'query=%20%20');
      expect(empty.body).toMatchObject({ products: [], total: 0, current_page: 1, last_page: 1 });
    });

    it('suggests products as typed, and the newest without a query', async () => {
      const typed = await callApi(suggestEndpoint, 'query=raspb', SHOPS.nl);
      expect(typed.body.products.length).toBeGreaterThan(0);
      expect(typed.body.products[0].name).toMatch(/^Raspberry/);
      expect(typed.body.products[0].url).toMatch(/^\/product\//);
      const idle = await callApi(suggestEndpoint, '', SHOPS.nl);
      expect(idle.body.products).toHaveLength(6);
    });
  });
}
