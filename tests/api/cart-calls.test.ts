/**
 * The cart calls (docs/api.md, cart) through HTTP on the built shop, on every engine: answer
 * shapes, the guest cart cookie, CSRF, VAT per shop and region, and stock.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import type { Answer, ShopClient } from '../helpers/shop-client.ts';
import { add, cents, expectCartError, expectConsistent, getCart, incl, lineOf, okCart, remove, update, useShop } from './cart-support.ts';

/** The raw Set-Cookie line for a cookie, if the answer sets it. */
function setCookie(res: Answer, name: string): string | undefined {
  const lines = res.headers['set-cookie'];
  return (Array.isArray(lines) ? lines : lines ? [lines] : []).find((l) => l.startsWith(`${name}=`));
}

/** A well-formed cart token that no cart has (32 random bytes, base64url). */
const unknownToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

const GA4_ITEM = { item_id: expect.any(String), item_name: expect.any(String), price: expect.any(Number), quantity: expect.any(Number) };

for (const engine of engines()) {
  describe(`cart calls on ${engine.name}`, () => {
    const shop = useShop(engine);
    const p = () => shop.cat.product;

    describe('reading', () => {
      it('answers a fresh visitor the empty cart at the top level, and sets no cart cookie', async () => {
        const client = shop.client();
        const res = await getCart(client);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          items: [],
          adjustments: [],
          orderBump: [],
          ref: null,
          version: 0,
          owner: null,
          currency: 'EUR',
          country: 'GB',
          reverse_charge: false,
          tax_rate: 0,
          item_count: 0,
          sub_total: 0,
          sub_total_with_tax: 0,
          discount: 0,
          discount_with_tax: 0,
          total: 0,
          total_without_tax: 0,
          tax: 0,
          // An empty cart has no delivery to tell (docs/cart.md, delivery in the cart).
          delivery: null,
          gtm_event: null,
        });
        expect(setCookie(res, 'cart_token')).toBeUndefined();
        expect(client.cookies.has('cart_token')).toBe(false);
        expect(client.cookies.has('XSRF-TOKEN')).toBe(false); // reading needs no CSRF token
        expect(res.headers['cache-control']).toBe('no-store');
      });

      it('answers the cart of the cookie, with a view_cart event only when the cart page asks (?view=1)', async () => {
        const client = shop.client();
        okCart(await add(client, p().sonar.id, 2));
        const plain = await getCart(client);
        expect(plain.status).toBe(200);
        expect(plain.body.success).toBeUndefined();
        expect(plain.body.cart).toBeUndefined();
        expect(plain.body.items).toHaveLength(1);
        expect(plain.body.gtm_event).toBeNull();
        const viewed = await getCart(client, '?view=1');
        expect(viewed.body.gtm_event).toEqual({
          event: 'view_cart',
          ecommerce: { currency: 'EUR', value: 4.88, items: [{ item_id: p().sonar.sku, item_name: expect.any(String), price: 2.44, quantity: 2 }] },
        });
      });

      it('answers 404 "Cart not found" for a cookie whose cart is gone, and clears the cookie', async () => {
        const client = shop.client();
        client.cookies.set('cart_token', unknownToken());
        const res = await getCart(client);
        expectCartError(res, 404, 'Cart not found');
        const cleared = setCookie(res, 'cart_token');
        expect(cleared).toBeDefined();
        expect(cleared).toMatch(/expires=thu, 01 jan 1970|max-age=0/i);
        expect(client.cookies.has('cart_token')).toBe(false);
        const after = await getCart(client);
        expect(after.status).toBe(200);
        expect(after.body.items).toEqual([]);
      });

      it('forgets a guest cart untouched for 30 days: 404, cookie cleared, the next write starts a new cart', async () => {
        const client = shop.client();
        okCart(await add(client, p().sonar.id, 1));
        const token = client.cookies.get('cart_token')!;
        const hash = createHash('sha256').update(token).digest('hex');
        // only this visitor's own cart row is aged; no catalogue row changes
        await shop.database.db.execute(sql`UPDATE carts SET updated_at = now() - interval '31 days' WHERE token_hash = ${hash}`);
        expectCartError(await getCart(client), 404, 'Cart not found');
        expect(client.cookies.has('cart_token')).toBe(false);
        client.cookies.set('cart_token', token); // a browser that kept the old cookie
        const fresh = okCart(await add(client, p().pi2.id, 1));
        expect(fresh.items.map((i) => i.product_id)).toEqual([p().pi2.id]);
        expect(fresh.version).toBe(1);
        expect(client.cookies.get('cart_token')).not.toBe(token);
      });

      it('treats a cookie that cannot be a cart token as no cart', async () => {
        const client = shop.client();
        client.cookies.set('cart_token', 'not-a-token');
        const res = await getCart(client);
        expect(res.status).toBe(200);
        expect(res.body.items).toEqual([]);
      });
    });

    describe('writing', () => {
      it('adds: success, the cart, a GA4 add_to_cart event, remaining_stock, and an httpOnly cart cookie on the first write', async () => {
        const client = shop.client();
        const sonar = p().sonar;
        const res = await add(client, sonar.id, 3);
        const cart = okCart(res);
        expect(cart.version).toBe(1);
        expect(cart.items).toHaveLength(1);
        expect(cart.items[0]).toMatchObject({
          product_id: sonar.id,
          sku: sonar.sku,
          quantity: 3,
          options: '',
          bump_id: null,
          composite_data: null,
          available: true,
          price: sonar.priceCents / 100,
          price_with_tax: sonar.priceCents / 100,
          tax: 0,
          tax_rate: 0,
          total: (3 * sonar.priceCents) / 100,
        });
        expect(typeof cart.items[0]!.id).toBe('number');
        expect(res.body.gtm_event).toEqual({
          event: 'add_to_cart',
          ecommerce: {
            currency: 'EUR',
            value: (3 * sonar.priceCents) / 100,
            items: [{ ...GA4_ITEM, item_id: sonar.sku, price: sonar.priceCents / 100, quantity: 3 }],
          },
        });
        expect(res.body.remaining_stock).toBe(sonar.stock - 3);
        const cookie = setCookie(res, 'cart_token');
        expect(cookie).toMatch(/^cart_token=[A-Za-z0-9_-]{43};/);
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
        expect(cookie).toMatch(/;\s*Path=\//i);
        expect(cookie).toMatch(/;\s*Max-Age=2592000/i); // 30 days
        expectConsistent(cart);
      });

      it('a failed first write creates no cart and sets no cookie', async () => {
        const client = shop.client();
        expectCartError(await add(client, 2_147_483_647, 1), 404, 'This product is not available.');
        expect(client.cookies.has('cart_token')).toBe(false);
      });

      it('adding the same product again raises its one line; every change raises the version', async () => {
        const client = shop.client();
        okCart(await add(client, p().sonar.id, 1));
        const res = await add(client, p().sonar.id, 4);
        const cart = okCart(res);
        expect(cart.items).toHaveLength(1);
        expect(cart.items[0]!.quantity).toBe(5);
        expect(cart.version).toBe(2);
        expect(res.body.gtm_event.ecommerce.items[0].quantity).toBe(4); // the event counts what was added
        expect(res.body.remaining_stock).toBe(p().sonar.stock - 5);
        expect(setCookie(res, 'cart_token')).toBeDefined(); // every write renews the cookie
      });

      it('update sets the quantity and reports the difference as add_to_cart or remove_from_cart', async () => {
        const client = shop.client();
        const id = lineOf(okCart(await add(client, p().sonar.id, 2)), p().sonar.id).id;
        const up = await update(client, id, 5);
        expect(lineOf(okCart(up), p().sonar.id).quantity).toBe(5);
        expect(up.body.gtm_event).toMatchObject({ event: 'add_to_cart', ecommerce: { items: [{ item_id: p().sonar.sku, quantity: 3 }] } });
        const down = await update(client, id, 1);
        expect(lineOf(okCart(down), p().sonar.id).quantity).toBe(1);
        expect(down.body.gtm_event).toMatchObject({
          event: 'remove_from_cart',
          ecommerce: { value: (4 * p().sonar.priceCents) / 100, items: [{ quantity: 4 }] },
        });
        const same = await update(client, id, 1);
        expect(okCart(same).version).toBe(down.body.cart.version); // nothing changed
        expect(same.body.gtm_event).toBeNull();
      });

      it('accepts the quantity of an update as digits in a string', async () => {
        const client = shop.client();
        const id = lineOf(okCart(await add(client, p().sonar.id, 1)), p().sonar.id).id;
        expect(lineOf(okCart(await update(client, id, '3')), p().sonar.id).quantity).toBe(3);
      });

      it('remove takes the line out and reports its whole quantity as remove_from_cart', async () => {
        const client = shop.client();
        okCart(await add(client, p().pi2.id, 1));
        const id = lineOf(okCart(await add(client, p().sonar.id, 3)), p().sonar.id).id;
        const res = await remove(client, id);
        const cart = okCart(res);
        expect(cart.items.map((i) => i.product_id)).toEqual([p().pi2.id]);
        expect(res.body.gtm_event).toEqual({
          event: 'remove_from_cart',
          ecommerce: { currency: 'EUR', value: (3 * p().sonar.priceCents) / 100, items: [{ ...GA4_ITEM, item_id: p().sonar.sku, quantity: 3 }] },
        });
        expectCartError(await remove(client, id), 404, 'Item not found');
      });

      it('clear through GET (with the CSRF header) empties lines and coupon', async () => {
        const client = shop.client();
        okCart(await add(client, p().sonar.id, 2));
        okCart(await add(client, p().pi2.id, 1));
        okCart(await client.post('/api/cart/apply-coupon', { coupon: 'WELCOME10', country: '' }));
        const res = await client.get('/api/cart/clear', { csrf: true });
        const cart = okCart(res);
        expect(cart.items).toEqual([]);
        expect(cart.adjustments).toEqual([]);
        expect(cart.total).toBe(0);
        expect(res.body.gtm_event.event).toBe('remove_from_cart');
        expect(res.body.gtm_event.ecommerce.items.map((i: { item_id: string; quantity: number }) => [i.item_id, i.quantity]).sort()).toEqual(
          [
            [p().pi2.sku, 1],
            [p().sonar.sku, 2],
          ].sort(),
        );
        expect((await getCart(client)).body.items).toEqual([]);
      });

      it('clear through POST does the same; clearing an empty cart changes nothing', async () => {
        const client = shop.client();
        okCart(await add(client, p().sonar.id, 2));
        const cleared = okCart(await client.post('/api/cart/clear'));
        expect(cleared.items).toEqual([]);
        const again = await client.post('/api/cart/clear');
        expect(okCart(again).version).toBe(cleared.version);
        expect(again.body.gtm_event).toBeNull();
        const stranger = shop.client();
        expect(okCart(await stranger.post('/api/cart/clear')).items).toEqual([]);
        expect(stranger.cookies.has('cart_token')).toBe(false); // clearing nothing creates no cart
      });
    });

    describe('CSRF', () => {
      async function cartWithLine(): Promise<{ client: ShopClient; itemId: number; version: number }> {
        const client = shop.client();
        const cart = okCart(await add(client, p().sonar.id, 2));
        return { client, itemId: lineOf(cart, p().sonar.id).id as number, version: cart.version };
      }

      async function expectUnchanged(client: ShopClient, version: number): Promise<void> {
        const cart = (await getCart(client)).body;
        expect(cart.version).toBe(version);
        expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
      }

      it('refuses a write without the X-XSRF-TOKEN header with 419, and changes nothing', async () => {
        const { client, itemId, version } = await cartWithLine();
        for (const res of [
          await client.post(`/api/cart/add-to-cart/${p().sonar.id}/1`, undefined, { csrf: false }),
          await client.post(`/api/cart/update/${itemId}`, { quantity: 9 }, { csrf: false }),
          await client.post(`/api/cart/remove/${itemId}`, undefined, { csrf: false }),
          await client.post('/api/cart/clear', undefined, { csrf: false }),
          await client.post('/api/cart/apply-coupon', { coupon: 'WELCOME10' }, { csrf: false }),
        ]) {
          expect(res.status).toBe(419);
          expect(res.body).toMatchObject({ error: true, status: 419, message: 'CSRF token mismatch.' });
        }
        await expectUnchanged(client, version);
      });

      it('refuses a header that does not match the cookie, and a header without a cookie', async () => {
        const { client, itemId, version } = await cartWithLine();
        const wrong = await client.post(`/api/cart/update/${itemId}`, { quantity: 9 }, { headers: { 'X-XSRF-TOKEN': unknownToken() } });
        expect(wrong.status).toBe(419);
        const token = client.cookies.get('XSRF-TOKEN')!;
        client.cookies.delete('XSRF-TOKEN');
        const noCookie = await client.send('POST', `/api/cart/update/${itemId}`, { body: { quantity: 9 }, headers: { 'X-XSRF-TOKEN': token } });
        expect(noCookie.status).toBe(419);
        await expectUnchanged(client, version);
      });

      it('refuses GET (and HEAD) /api/cart/clear without the header, though it is a GET, however the path is spelt', async () => {
        const { client, version } = await cartWithLine();
        for (const path of ['/api/cart/clear', '/api/cart/clear/', '/api/cart/%63lear', '/%61pi/cart/clear', '/api/cart//clear', '/api/x/../cart/clear']) {
          const res = await client.get(path);
          expect(res.status, path).toBe(419);
        }
        expect((await client.send('HEAD', '/api/cart/clear')).status).toBe(419);
        await expectUnchanged(client, version);
      });

      it('hands out a CSRF cookie the page can read, and keeps a valid one when it is fetched again', async () => {
        const client = shop.client();
        const res = await client.get('/sanctum/csrf-cookie');
        expect(res.status).toBe(204);
        const cookie = setCookie(res, 'XSRF-TOKEN');
        expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
        expect(cookie).not.toMatch(/HttpOnly/i); // the browser client must read it to send it back
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
        const first = client.cookies.get('XSRF-TOKEN');
        await client.get('/sanctum/csrf-cookie');
        expect(client.cookies.get('XSRF-TOKEN')).toBe(first);
        expect(client.cookies.has('cart_token')).toBe(false);
      });
    });

    describe('totals and VAT', () => {
      /** One cart (one cookie) read through each shop: an 8GB Pi and three sensors. */
      async function sameCartEverywhere() {
        const client = shop.client();
        okCart(await add(client, p().pi8.id, 1));
        okCart(await add(client, p().sonar.id, 3));
        const read = async (host: 'localhost' | 'nl.localhost', region?: string) => {
          const reader = shop.client({ host, region });
          reader.cookies.set('cart_token', client.cookies.get('cart_token')!);
          const res = await getCart(reader);
          expect(res.status).toBe(200);
          return res.body;
        };
        return {
          gb: await read('localhost'),
          nl: await read('nl.localhost'),
          de: await read('localhost', 'DE'),
          nlWithRegion: await read('nl.localhost', 'DE'),
        };
      }

      it('charges 21 % in the Dutch shop, 19 % for region DE and 0 % for the default GB, VAT rounded per unit', async () => {
        const { gb, nl, de, nlWithRegion } = await sameCartEverywhere();
        const pi = p().pi8.priceCents;
        const sonar = p().sonar.priceCents;
        const excl = pi + 3 * sonar;
        for (const [cart, country, rate] of [
          [gb, 'GB', 0],
          [nl, 'NL', 21],
          [de, 'DE', 19],
          [nlWithRegion, 'NL', 21],
        ] as const) {
          expect(cart.country).toBe(country);
          expect(cart.tax_rate).toBe(rate);
          const withTax = incl(pi, rate) + 3 * incl(sonar, rate);
          expect(cents(cart.sub_total)).toBe(excl);
          expect(cents(cart.sub_total_with_tax)).toBe(withTax);
          expect(cents(cart.total)).toBe(withTax);
          expect(cents(cart.total_without_tax)).toBe(excl);
          expect(cents(cart.tax)).toBe(withTax - excl);
          const line = lineOf(cart, p().sonar.id);
          expect(cents(line.price_with_tax)).toBe(incl(sonar, rate));
          expect(cents(line.total_with_tax)).toBe(3 * incl(sonar, rate));
          expect(line.tax_rate).toBe(rate);
          expectConsistent(cart);
        }
        // 3 × 2.95 = 8.85 at 21 %: the line is quantity × the rounded unit price, not round(7.32 × 1.21) = 8.86
        expect(lineOf(nl, p().sonar.id).total_with_tax).toBe(8.85);
      });

      it('ignores any price, tax or total a client sends', async () => {
        const client = shop.client({ host: 'nl.localhost' });
        const forged = { price: 0.01, price_with_tax: 0.01, tax: 0, total: 0, total_with_tax: 0, sub_total: 0, discount: 999 };
        const added = okCart(await add(client, p().pi8.id, 1, forged));
        const id = lineOf(added, p().pi8.id).id;
        const updated = okCart(await client.post(`/api/cart/update/${id}`, { quantity: 2, ...forged }));
        const line = lineOf(updated, p().pi8.id);
        expect(cents(line.price)).toBe(p().pi8.priceCents);
        expect(cents(line.price_with_tax)).toBe(incl(p().pi8.priceCents, 21));
        expect(cents(updated.total)).toBe(2 * incl(p().pi8.priceCents, 21));
        expect(updated.discount).toBe(0);
        expectConsistent(updated);
      });
    });

    it.skipIf(engine.name !== 'pglite')(
      'shows a product withdrawn after it was added as unavailable, and does not charge it (PGlite: private catalogue)',
      async () => {
        const client = shop.client({ host: 'nl.localhost' });
        okCart(await add(client, p().sonar.id, 2));
        okCart(await add(client, p().pi2.id, 1));
        await shop.database.db.execute(sql`UPDATE products SET is_active = false WHERE id = ${p().sonar.id}`);
        try {
          const cart = (await getCart(client)).body;
          expect(lineOf(cart, p().sonar.id).available).toBe(false);
          expect(lineOf(cart, p().pi2.id).available).toBe(true);
          expect(cents(cart.total)).toBe(incl(p().pi2.priceCents, 21));
          expectConsistent(cart);
          expectCartError(await add(client, p().sonar.id, 1), 404, 'This product is not available.');
        } finally {
          await shop.database.db.execute(sql`UPDATE products SET is_active = true WHERE id = ${p().sonar.id}`);
        }
      },
    );

    describe('stock', () => {
      it('adds up to exactly the stock; one more is 409 with what is available', async () => {
        const client = shop.client();
        const hdmi = p().hdmi3m;
        expect(hdmi.stock).toBeGreaterThanOrEqual(2);
        const first = await add(client, hdmi.id, hdmi.stock - 1);
        expect(first.body.remaining_stock).toBe(1);
        const last = await add(client, hdmi.id, 1);
        expect(lineOf(okCart(last), hdmi.id).quantity).toBe(hdmi.stock);
        expect(last.body.remaining_stock).toBe(0);
        const over = await add(client, hdmi.id, 1);
        expectCartError(over, 409);
        expect(over.body.available).toBe(0);
        expect(over.body.product_id).toBe(hdmi.id);
        expect(over.body.message).toMatch(new RegExp(`you have ${hdmi.stock} in your cart`));
        expect(lineOf((await getCart(client)).body, hdmi.id).quantity).toBe(hdmi.stock);
      });

      it('refuses more than the stock at once, telling how many are available', async () => {
        const client = shop.client();
        const hdmi = p().hdmi3m;
        const res = await add(client, hdmi.id, hdmi.stock + 1);
        expectCartError(res, 409);
        expect(res.body.available).toBe(hdmi.stock);
        expect(client.cookies.has('cart_token')).toBe(false);
      });

      it('refuses a product out of stock', async () => {
        const client = shop.client();
        expect(p().pi16.stock).toBe(0);
        const res = await add(client, p().pi16.id, 1);
        expectCartError(res, 409, /out of stock/);
        expect(res.body.available).toBe(0);
      });

      it('refuses an update beyond the stock with 409 and keeps the quantity', async () => {
        const client = shop.client();
        const sd = p().sd32;
        const id = lineOf(okCart(await add(client, sd.id, 2)), sd.id).id;
        const over = await update(client, id, sd.stock + 1);
        expectCartError(over, 409);
        expect(over.body.available).toBe(sd.stock - 2);
        expect(lineOf((await getCart(client)).body, sd.id).quantity).toBe(2);
        expect(lineOf(okCart(await update(client, id, sd.stock)), sd.id).quantity).toBe(sd.stock);
      });

      it('counts stock per cart: another visitor can still take the full stock', async () => {
        const a = shop.client();
        const b = shop.client();
        const hdmi = p().hdmi3m;
        okCart(await add(a, hdmi.id, hdmi.stock));
        expect((await add(b, hdmi.id, hdmi.stock)).body.remaining_stock).toBe(0);
      });
    });
  });
}
