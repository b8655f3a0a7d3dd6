/**
 * The favourites calls (docs/api.md, favourites) through HTTP on the built shop, on every engine:
 * who may call them, answer shapes (products and variants, prices with the region's VAT, links in
 * the request's language and shop), the login merge, removal, the toggle with its GA4 event, the
 * guests' public read, bad input (422, never 500), the cap, and parallel toggles.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { cents, incl, useShop } from './cart-support.ts';
import { favoritesOf, freshCustomer, idsOf } from './favorites-support.ts';
import type { FavoriteProductJson } from '#src/lib/favorites/types.ts';

const UNKNOWN_ID = 2_000_000_000;

for (const engine of engines()) {
  describe(`favourites calls on ${engine.name}`, () => {
    const shop = useShop(engine);
    const p = () => shop.cat.product;
    /** A fresh customer's calls on a fresh client (international shop unless told). */
    const customer = async (options: Parameters<typeof shop.client>[0] = {}) => {
      const { customerId, token } = await freshCustomer(shop);
      return { customerId, token, client: shop.client(options), calls: favoritesOf(shop.client(options), token) };
    };

    describe('who may call', () => {
      it('answers guests 401 on every call (they keep favourites in the browser)', async () => {
        const guest = favoritesOf(shop.client(), null);
        for (const res of [
          await guest.list(),
          await guest.add({ ids: [p().cooler.id] }),
          await guest.remove({ ids: [p().cooler.id] }),
          await guest.toggle(p().cooler.id),
        ]) {
          expect(res.status, JSON.stringify(res.body)).toBe(401);
          expect(res.body).toMatchObject({ error: true, status: 401, message: expect.any(String) });
        }
      });

      it('answers 401 for a bearer token that is no good, and 419 for a write without the CSRF token', async () => {
        const stranger = favoritesOf(shop.client(), 'A'.repeat(43));
        expect((await stranger.list()).status).toBe(401);
        const { token } = await freshCustomer(shop);
        const client = shop.client();
        const res = await client.send('POST', `/api/toggle-favorite/${p().cooler.id}`, {
          body: { id: p().cooler.id, type: 'product' },
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(res.status).toBe(419);
        expect(idsOf(await favoritesOf(client, token).list())).toEqual([]);
      });

      it('works with the token of a real login (POST /api/register, then /api/login)', async () => {
        const client = shop.client();
        const email = `fav-login-${engine.name}-${Date.now()}@test.example`;
        const password = 'kiwi-aardbei-taart-2026';
        const registered = await client.post('/api/register', { firstname: 'Fee', lastname: 'Voriet', email, password, password_confirmation: password });
        expect(registered.status, JSON.stringify(registered.body)).toBe(201);
        const login = await client.post('/api/login', { email, password });
        expect(login.status).toBe(200);
        const calls = favoritesOf(client, login.body.token as string);
        expect((await calls.toggle(p().cooler.id)).body.favorited).toBe(true);
        expect(idsOf(await calls.list())).toEqual([p().cooler.id]);
      });

      it('answers other methods with 405', async () => {
        const res = await shop.client().send('PUT', '/api/favorites', { csrf: true });
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('GET, POST, DELETE');
        expect((await shop.client().send('GET', `/api/toggle-favorite/${p().cooler.id}`)).status).toBe(405);
      });
    });

    describe('toggle', () => {
      it('adds with a GA4 add_to_wishlist event, removes with none, and the list follows', async () => {
        const { calls } = await customer({ host: 'nl.localhost' });
        const added = await calls.toggle(p().cooler.id);
        expect(added.status).toBe(200);
        const priceIncl = incl(p().cooler.priceCents, 21) / 100;
        expect(added.body).toEqual({
          success: true,
          id: p().cooler.id,
          favorited: true,
          gtm_event: {
            event: 'add_to_wishlist',
            ecommerce: {
              currency: 'EUR',
              value: priceIncl,
              items: [{ item_id: p().cooler.sku, item_name: expect.any(String), price: priceIncl, quantity: 1 }],
            },
          },
        });
        expect(added.headers['cache-control']).toBe('no-store');
        expect(idsOf(await calls.list())).toEqual([p().cooler.id]);
        const removed = await calls.toggle(p().cooler.id);
        expect(removed.body).toEqual({ success: true, id: p().cooler.id, favorited: false, gtm_event: null });
        expect(await calls.list().then((r) => r.body)).toEqual({ ids: [], products: [], variants: [] });
      });

      it('takes the body as optional, but refuses one that disagrees with the path (422)', async () => {
        const { calls } = await customer();
        expect((await calls.toggle(p().sonar.id, {})).body.favorited).toBe(true);
        for (const body of [{ id: p().sonar.id + 1, type: 'product' }, { id: p().sonar.id, type: 'category' }, { id: 'abc' }]) {
          const res = await calls.toggle(p().sonar.id, body);
          expect(res.status, JSON.stringify(body)).toBe(422);
          expect(res.body).toMatchObject({ error: true, status: 422, errors: expect.any(Object) });
        }
        expect(idsOf(await calls.list())).toEqual([p().sonar.id]);
      });

      it("refuses bad ids in the path (422) and unknown products (404, in the caller's language)", async () => {
        const { calls } = await customer({ locale: 'de' });
        for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
          expect((await calls.toggle(id, {})).status, id).toBe(422);
        }
        const unknown = await calls.toggle(UNKNOWN_ID);
        expect(unknown.status).toBe(404);
        expect(unknown.body.message).toBe('Dieses Produkt gibt es nicht.');
        const nl = favoritesOf(shop.client({ locale: 'nl' }), (await freshCustomer(shop)).token);
        expect((await nl.toggle(UNKNOWN_ID)).body.message).toBe('Dit product bestaat niet.');
      });

      it('keeps the state right under parallel toggles of one product (row lock per customer)', async () => {
        const { calls } = await customer();
        const answers = await Promise.all(Array.from({ length: 10 }, () => calls.toggle(p().camera.id)));
        expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
        expect(answers.filter((a) => a.body.favorited).length).toBe(5);
        expect(idsOf(await calls.list())).toEqual([]);
        const many = [p().pi8, p().pi2, p().sonar, p().unoR3, p().bme280, p().driver, p().motors, p().zero2];
        await Promise.all(many.map((product) => calls.toggle(product.id)));
        expect(idsOf(await calls.list()).sort((a, b) => a - b)).toEqual(many.map((m) => m.id).sort((a, b) => a - b));
      });
    });

    describe('the list', () => {
      it('answers plain products and masters under products, variants under variants, newest first, with every field', async () => {
        const { calls } = await customer({ locale: 'de', region: 'DE' });
        for (const product of [p().cooler, p().hdmiMaster, p().hdmi1mWhite]) expect((await calls.toggle(product.id)).status).toBe(200);
        const res = await calls.list();
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body.ids).toEqual([p().hdmi1mWhite.id, p().hdmiMaster.id, p().cooler.id]);
        const products = res.body.products as FavoriteProductJson[];
        const variants = res.body.variants as FavoriteProductJson[];
        expect(products.map((x) => x.id)).toEqual([p().hdmiMaster.id, p().cooler.id]);
        expect(variants.map((x) => x.id)).toEqual([p().hdmi1mWhite.id]);
        const cooler = products[1]!;
        expect(cooler).toEqual({
          id: p().cooler.id,
          master_product_variant_id: null,
          name: expect.any(String),
          slug: expect.any(String),
          url: `/de/produkte/${cooler.slug}/`,
          sku: p().cooler.sku,
          image: expect.stringMatching(/^\/media\//),
          price: p().cooler.priceCents / 100,
          price_with_tax: incl(p().cooler.priceCents, 19) / 100,
          original_price: null,
          original_price_with_tax: null,
          tax_rate: 19,
          stock: p().cooler.stock,
          in_stock: p().cooler.stock > 0,
          has_variants: false,
        });
        expect(products[0]).toMatchObject({ sku: p().hdmiMaster.sku, master_product_variant_id: null, has_variants: true });
        expect(variants[0]).toMatchObject({ sku: p().hdmi1mWhite.sku, master_product_variant_id: p().hdmiMaster.id, has_variants: false });
        expect(variants[0]!.image).toMatch(/^\/media\//);
      });

      it("prices with the VAT of the shop and region, and links in the shop's own paths", async () => {
        const intl = await customer();
        await intl.calls.toggle(p().sonar.id);
        const gb = (await intl.calls.list()).body.products[0] as FavoriteProductJson;
        expect(gb).toMatchObject({ price_with_tax: p().sonar.priceCents / 100, tax_rate: 0 });
        expect(gb.url).toBe(`/product/${gb.slug}/`);
        const dutch = await customer({ host: 'nl.localhost', locale: 'nl' });
        await dutch.calls.toggle(p().sonar.id);
        const nl = (await dutch.calls.list()).body.products[0] as FavoriteProductJson;
        expect(cents(nl.price_with_tax)).toBe(incl(p().sonar.priceCents, 21));
        expect(nl.url).toBe(`/product/${nl.slug}/`);
        const english = await customer({ host: 'nl.localhost', locale: 'en' });
        await english.calls.toggle(p().sonar.id);
        expect(((await english.calls.list()).body.products[0] as FavoriteProductJson).url).toMatch(/^\/en\/product\//);
      });
    });

    describe('adding many (the login merge) and removing', () => {
      it('adds the known products, skips unknown ids and repeats, keeps the given order newest first, and is safe to repeat', async () => {
        const { calls } = await customer();
        await calls.toggle(p().sonar.id);
        const ids = [p().cooler.id, UNKNOWN_ID, p().sonar.id, p().unoR3.id, p().cooler.id];
        const res = await calls.add({ ids });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.success).toBe(true);
        expect(idsOf(res)).toEqual([p().cooler.id, p().unoR3.id, p().sonar.id]);
        expect(res.body.products).toHaveLength(3);
        const again = await calls.add({ ids });
        expect(idsOf(again)).toEqual(idsOf(res));
        expect(idsOf(await calls.add({ ids: [] }))).toEqual(idsOf(res));
      });

      it('removes the given ids (unknown ones are fine), and without a body every favourite', async () => {
        const { calls } = await customer();
        await calls.add({ ids: [p().cooler.id, p().sonar.id, p().unoR3.id] });
        const res = await calls.remove({ ids: [p().sonar.id, UNKNOWN_ID] });
        expect(res.status).toBe(200);
        expect(idsOf(res)).toEqual([p().cooler.id, p().unoR3.id]);
        expect(idsOf(await calls.remove())).toEqual([]);
        expect(idsOf(await calls.list())).toEqual([]);
      });

      it("never touches another customer's favourites", async () => {
        const a = await customer();
        const b = await customer();
        await a.calls.add({ ids: [p().cooler.id] });
        await b.calls.add({ ids: [p().sonar.id] });
        await b.calls.remove();
        expect(idsOf(await a.calls.list())).toEqual([p().cooler.id]);
      });

      it('answers 422 for anything that is not a list of at most 200 product ids, and changes nothing', async () => {
        const { calls, client, token } = await customer({ locale: 'nl' });
        await calls.add({ ids: [p().cooler.id] });
        const bad: unknown[] = [
          {},
          { ids: 'abc' },
          { ids: [1, 'x'] },
          { ids: [0] },
          { ids: [-4] },
          { ids: [1.5] },
          { ids: [null] },
          { ids: [{ id: 1 }] },
          { ids: Array.from({ length: 201 }, (_, i) => i + 1) },
          { ids: [3_000_000_000] },
          [1, 2],
        ];
        for (const body of bad) {
          const res = await calls.add(body);
          expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
          expect(res.body).toMatchObject({ error: true, status: 422, message: expect.any(String) });
        }
        expect((await calls.add({ ids: [] })).status).toBe(200);
        expect((await calls.remove({ ids: 'all' })).status).toBe(422);
        expect((await calls.remove({ ids: [p().cooler.id, 'x'] })).body.errors.ids).toEqual(["De product-id's zijn ongeldig."]);
        const notJson = await client.send('POST', '/api/favorites', { body: '{"ids": [1,', csrf: true, headers: { Authorization: `Bearer ${token}` } });
        expect(notJson.status).toBe(422);
        expect(idsOf(await calls.list())).toEqual([p().cooler.id]);
      });
    });

    describe('public read for guests', () => {
      it('answers the products on sale among the ids in their order, cacheable for a minute, without login', async () => {
        const client = shop.client();
        const res = await client.get(`/api/favorites/products?ids=${p().unoR3.id},${UNKNOWN_ID},${p().hdmi1mWhite.id},${p().unoR3.id}&locale=nl`);
        expect(res.status).toBe(200);
        // No country in the URL: priced by the region cookie, so the shopper's browser keeps it, no shared cache.
        expect(res.headers['cache-control']).toBe('private, max-age=60');
        expect(res.body.ids).toEqual([p().unoR3.id, p().hdmi1mWhite.id]);
        expect(res.body.products.map((x: FavoriteProductJson) => x.id)).toEqual([p().unoR3.id]);
        expect(res.body.variants[0]).toMatchObject({ id: p().hdmi1mWhite.id, master_product_variant_id: p().hdmiMaster.id });
        expect(res.body.products[0].url).toMatch(/^\/nl\/product\//);
        expect(client.cookies.has('XSRF-TOKEN')).toBe(false);
        expect((await client.get('/api/favorites/products?ids=')).body).toEqual({ ids: [], products: [], variants: [] });
      });

      it('prices for the country asked for; the Dutch shop always for NL', async () => {
        const id = p().sonar.id;
        const de = await shop.client().get(`/api/favorites/products?ids=${id}&country=de&locale=de`);
        expect(cents(de.body.products[0].price_with_tax)).toBe(incl(p().sonar.priceCents, 19));
        expect(de.body.products[0].url).toMatch(/^\/de\/produkte\//);
        const dutchShop = await shop.client({ host: 'nl.localhost' }).get(`/api/favorites/products?ids=${id}&country=DE`);
        expect(cents(dutchShop.body.products[0].price_with_tax)).toBe(incl(p().sonar.priceCents, 21));
        expect(dutchShop.body.products[0].url).toMatch(/^\/product\//);
      });

      it('answers 422 for bad parameters', async () => {
        const client = shop.client({ locale: 'de' });
        for (const query of ['ids=abc', 'ids=1,,x', `ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`, 'ids=1&locale=fr', 'ids=1&country=123']) {
          const res = await client.get(`/api/favorites/products?${query}`);
          expect(res.status, query).toBe(422);
          expect(res.body).toMatchObject({ error: true, status: 422, errors: expect.any(Object) });
        }
        expect((await client.send('POST', '/api/favorites/products?ids=1', { csrf: true })).status).toBe(405);
      });
    });

    // Catalogue changes only on PGlite: there every test file has its own copy of the database.
    describe.skipIf(engine.name !== 'pglite')('withdrawn products and the cap (PGlite: private catalogue)', () => {
      it('hides a favourite whose product was withdrawn, refuses to add it (404), and still lets it go', async () => {
        const { calls } = await customer();
        await calls.add({ ids: [p().psuBlack.id, p().psuWhite.id] });
        await shop.database.db.execute(sql`UPDATE products SET is_active = false WHERE id = ${p().psuBlack.id}`);
        try {
          expect(idsOf(await calls.list())).toEqual([p().psuWhite.id]);
          const guestRead = await shop.client().get(`/api/favorites/products?ids=${p().psuBlack.id},${p().psuWhite.id}`);
          expect(guestRead.body.ids).toEqual([p().psuWhite.id]);
          expect(await calls.toggle(p().psuBlack.id).then((r) => r.body)).toMatchObject({ favorited: false });
          expect((await calls.toggle(p().psuBlack.id)).status).toBe(404);
          expect(idsOf(await calls.add({ ids: [p().psuBlack.id] }))).toEqual([p().psuWhite.id]);
        } finally {
          await shop.database.db.execute(sql`UPDATE products SET is_active = true WHERE id = ${p().psuBlack.id}`);
        }
      });

      it('keeps at most 500 favourites: the merge adds what fits, the toggle answers 409', async () => {
        const { customerId, calls } = await customer({ locale: 'en' });
        const db = shop.database.db;
        await db.execute(sql`INSERT INTO products (sku, price_cents, stock) SELECT 'FAV-CAP-' || g, 100, 1 FROM generate_series(1, 499) g`);
        await db.execute(sql`INSERT INTO favorites (customer_id, product_id) SELECT ${customerId}, id FROM products WHERE sku LIKE 'FAV-CAP-%'`);
        const merged = await calls.add({ ids: [p().cooler.id, p().sonar.id] });
        expect(merged.status).toBe(200);
        expect(merged.body.ids).toEqual([p().cooler.id]);
        const full = await calls.toggle(p().sonar.id);
        expect(full.status).toBe(409);
        expect(full.body.message).toBe('You can keep at most 500 favourites.');
        expect((await calls.toggle(p().cooler.id)).body.favorited).toBe(false);
        expect((await calls.toggle(p().sonar.id)).body.favorited).toBe(true);
      });
    });
  });
}
