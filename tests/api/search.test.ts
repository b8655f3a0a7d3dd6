/** Search relevance, facets and the /api/search adapter on the seeded catalogue, on every engine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { searchFor as search } from '../helpers/search-products.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import { refreshSearchIndex } from '#src/server/search/indexer.ts';
import { rows } from '#src/server/db/query.ts';
import { SHOPS, type Locale } from '#src/lib/locales.ts';
import { GET as searchEndpoint } from '#src/pages/api/search.ts';
import { GET as suggestEndpoint } from '#src/pages/api/suggest-products.ts';
import type { Database } from '#src/server/db/client.ts';

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

    it('shoppers: "temperatuursensor" finds every "temperatuur- en vochtigheidssensor", and back', async () => {
      const names = async (query: string, locale: Locale) => (await search(query, locale, { perPage: 60 })).products.map((p) => p.name);
      // The closed compound finds the coordinations, whose implied "…sensor" parts are indexed.
      const nl = await names('temperatuursensor', 'nl');
      expect(nl.filter((n) => /temperatuur- en vochtigheidssensor/.test(n)).length).toBeGreaterThanOrEqual(4);
      expect(nl).toContain('DS18B20 waterdichte temperatuursensor, 1 m');
      expect(nl.slice(0, 6).every((n) => /temperatuur/.test(n))).toBe(true);
      // The separate words find the closed compound.
      expect(await names('temperatuur sensor ', 'nl')).toContain('DS18B20 waterdichte temperatuursensor, 1 m');
      // German both ways, and the coordination's middle part ("Feuchtigkeits-") on its own.
      const de = await names('Temperatursensor', 'de');
      expect(de.filter((n) => /Temperatur- und Feuchtigkeitssensor/.test(n)).length).toBeGreaterThanOrEqual(4);
      expect(await names('Feuchtigkeitssensor', 'de')).toContain('Adafruit BME280 Temperatur-, Feuchtigkeits- und Luftdrucksensor');
      expect((await search('Temperatursensor', 'de')).corrections).toEqual({});
      // "usbkabel" finds what "usb-kabel" and "usb kabel" find first; the separate words also match
      // in descriptions, the closed compound's parts only in names, categories and properties.
      const ids = async (query: string) => (await search(query, 'nl', { perPage: 60 })).products.map((p) => p.id);
      const closed = await ids('usbkabel');
      expect(closed.length).toBeGreaterThanOrEqual(5);
      for (const spaced of [await ids('usb-kabel'), await ids('usb kabel ')]) {
        expect(spaced).toEqual(expect.arrayContaining(closed));
        expect(new Set(spaced.slice(0, 5))).toEqual(new Set(closed.slice(0, 5)));
      }
    });

    it('shoppers: a new "voedingsadapter" is found by "voeding" and by "adapter"', async () => {
      const [p] = await rows<{ id: number; name: string }>(
        database.db,
        sql`SELECT pt.product_id AS id, pt.name FROM product_translations pt JOIN products p ON p.id = pt.product_id
            WHERE p.sku = 'JOY-RB-NT-15W' AND pt.locale = 'nl'`,
      );
      await database.db.execute(sql`UPDATE product_translations SET name = 'Joy-IT voedingsadapter 15W' WHERE product_id = ${p!.id} AND locale = 'nl'`);
      await refreshSearchIndex(database.db, [p!.id]);
      try {
        for (const query of ['voeding', 'adapter ', 'voedingsadapter'])
          expect(
            (await search(query, 'nl', { perPage: 60 })).products.map((x) => x.id),
            query,
          ).toContain(p!.id);
      } finally {
        // PostgreSQL's database is shared by the run's test files: put the name back.
        await database.db.execute(sql`UPDATE product_translations SET name = ${p!.name} WHERE product_id = ${p!.id} AND locale = 'nl'`);
        await refreshSearchIndex(database.db, [p!.id]);
      }
    });

    it('shoppers: "raspberry pi 5" shows the boards before the Active Cooler, the case and the kits', async () => {
      for (const locale of ['en', 'nl', 'de'] as const) {
        const names = (await search('raspberry pi 5', locale)).products.map((p) => p.name);
        expect(names.slice(0, 4).sort(), locale).toEqual(['Raspberry Pi 5 16GB', 'Raspberry Pi 5 2GB', 'Raspberry Pi 5 4GB', 'Raspberry Pi 5 8GB']);
        const after = (name: string) => names.findIndex((n) => n.startsWith(name));
        expect(after('Raspberry Pi 5 Active Cooler'), locale).toBeGreaterThan(3);
        expect(after('Raspberry Pi 5 Desktop'), locale).toBeGreaterThan(3);
      }
      // The name minus the brand names it too.
      expect((await search('pico 2 w', 'en')).products[0]?.name).toBe('Raspberry Pi Pico 2 W');
    });

    it('shoppers: "X for Y" puts X-type products that fit Y first, in three languages', async () => {
      const first = async (query: string, locale: Locale) => (await search(query, locale)).products.slice(0, 3).map((p) => p.name);
      for (const name of await first('case for raspberry pi 5', 'en')) expect(name).toMatch(/case/i);
      for (const name of await first('behuizing voor raspberry pi 5', 'nl')) expect(name).toMatch(/behuizing/i);
      for (const name of await first('Gehäuse für Raspberry Pi 5', 'de')) expect(name).toMatch(/gehäuse/i);
      expect((await first('Netzteil für Raspberry Pi 5', 'de'))[0]).toBe('Raspberry Pi 27-W-USB-C-Netzteil');
      expect((await first('power supply for raspberry pi 5', 'en'))[0]).toBe('Raspberry Pi 27W USB-C power supply');
    });

    it('shoppers: "kabel" on the English shop shows the cables found through Dutch, named in English', async () => {
      const { status, body } = await callApi(searchEndpoint, 'query=kabel&locale=en&per_page=10');
      expect(status).toBe(200);
      expect(body.match_locale).toBe('nl');
      expect(body.total).toBeGreaterThan(10);
      expect(body.products.every((p: { name: string }) => /cable|adapter|wires/i.test(p.name))).toBe(true);
      expect(body.products[0].url).toMatch(/^\/product\//);
      // Facets in the page's language: colours in English.
      const kleur = body.product_properties.find((p: { name: string }) => p.name === 'kleur');
      expect(kleur.options.map((o: { value: string }) => o.value)).not.toContain('zwart');
      // A word of the page's own language never falls back.
      const own = await callApi(searchEndpoint, 'query=cable&locale=en');
      expect(own.body.match_locale).toBeNull();
      // German on the Dutch shop, and an English word there.
      expect((await search('Gehäuse', 'nl')).matchLocale).toBe('de');
      expect((await search('power supply', 'nl')).matchLocale).toBe('en');
    });

    it('suggests other searches when nothing is found in any language', async () => {
      const nothing = await callApi(searchEndpoint, 'query=arduino%20qqxyzzy&locale=en');
      expect(nothing.body).toMatchObject({ total: 0, products: [], match_locale: null, did_you_mean: ['arduino'] });
      const fixed = await search('rasberry pi 5 qqxyzzy', 'nl');
      expect(fixed.didYouMean[0]).toBe('raspberry pi 5');
      expect((await search('qqxyzzy', 'de')).didYouMean).toEqual([]);
      // Filters that leave nothing are no reason for suggestions: the query itself finds products.
      const filtered = await search('arduino', 'en', { maxPriceCents: 1 });
      expect(filtered.total).toBe(0);
      expect(filtered.didYouMean).toEqual([]);
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
      // A brand's count honours the category filter.
      const brandThere = inCategory.properties.find((p) => p.name === 'merk')!.options[0]!;
      expect(brandThere.count).toBeLessThanOrEqual(merk.options.find((o) => o.value === brandThere.value)!.count);
      const both = await search('kabel', 'nl', { categories: [category.id], properties: { merk: [brandThere.value] } });
      expect(both.total).toBe(brandThere.count);
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
