/**
 * Bad input to the cart calls through HTTP on every engine: never a 500, always the error contract
 * (docs/api.md: 422 validation, 404 not found), nothing changed; other carts' lines out of reach;
 * Idempotency-Key; the line limit.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import type { ShopClient } from '../helpers/shop-client.ts';
import { add, expectCartError, getCart, lineOf, okCart, plainProductIds, update, useShop } from './cart-support.ts';

const INVALID = 'The given data was invalid.';
const QUANTITY = 'Enter a quantity from 1 to 999.';

for (const engine of engines()) {
  describe(`cart input on ${engine.name}`, () => {
    const shop = useShop(engine);
    const p = () => shop.cat.product;

    /** A visitor with two sensors in the cart, and the cart's version. */
    async function shopper(): Promise<{ client: ShopClient; itemId: number; version: number }> {
      const client = shop.client();
      const cart = okCart(await add(client, p().sonar.id, 2));
      return { client, itemId: lineOf(cart, p().sonar.id).id as number, version: cart.version };
    }

    async function expectUnchanged(client: ShopClient, version: number): Promise<void> {
      const cart = (await getCart(client)).body;
      expect(cart.version).toBe(version);
      expect(cart.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([[p().sonar.id, 2]]);
    }

    it.each(['abc', '0', '-1', '1.5', '1e3', '0x10', '2147483648', '99999999999', '%20'])('answers 422 for the id %j in any path', async (bad) => {
      const { client, itemId, version } = await shopper();
      const calls: [string, unknown][] = [
        [`/api/cart/add-to-cart/${bad}/1`, undefined],
        [`/api/cart/update/${bad}`, { quantity: 1 }],
        [`/api/cart/remove/${bad}`, undefined],
        [`/api/cart/delete-coupon/${bad}`, undefined],
        [`/api/cart/add-order-bump-product/${bad}`, { bump_id: 1 }],
        [`/api/cart/remove-order-bump-product/${bad}`, { bump_id: 1 }],
        [`/api/cart/remove-composite-sub-product/${bad}/1`, undefined],
        [`/api/cart/remove-composite-sub-product/${itemId}/${bad}`, undefined],
        [`/api/cart/update-composite-sub-product/${bad}/1`, { quantity: 1 }],
        [`/api/cart/update-composite-sub-product/${itemId}/${bad}`, { quantity: 1 }],
      ];
      for (const [path, body] of calls) {
        const res = await client.post(path, body);
        expect(res.status, `${path} → ${JSON.stringify(res.body)}`).toBe(422);
        expect(res.body).toMatchObject({ success: false, error: true, status: 422, message: INVALID });
        expect(Object.keys(res.body.errors ?? {})).toHaveLength(1);
      }
      await expectUnchanged(client, version);
    });

    it.each(['0', '-1', '1000', '1.5', 'abc', '1e2', '0x10', '9999999'])('refuses the add quantity %j with 422', async (quantity) => {
      const { client, version } = await shopper();
      const res = await add(client, p().sonar.id, quantity);
      expectCartError(res, 422, QUANTITY);
      expect(res.body.errors).toEqual({ quantity: [QUANTITY] });
      await expectUnchanged(client, version);
    });

    it('refuses an update quantity that is not a whole number from 1 to 999 with 422', async () => {
      const { client, itemId, version } = await shopper();
      for (const quantity of [0, -1, 1000, 1.5, 'abc', '', null, true, [], {}, '1e2', '2.0', Number.MAX_SAFE_INTEGER]) {
        const res = await update(client, itemId, quantity);
        expectCartError(res, 422, QUANTITY);
      }
      expectCartError(await client.post(`/api/cart/update/${itemId}`, {}), 422, QUANTITY); // no quantity at all
      await expectUnchanged(client, version);
    });

    it('refuses a body that is not a JSON object with 422', async () => {
      const { client, itemId, version } = await shopper();
      for (const body of ['{"quantity": 3', '[{"quantity":3}]', '"3"', '3', 'null', 'quantity=3', '\u0000']) {
        const res = await client.post(`/api/cart/update/${itemId}`, body);
        expectCartError(res, 422, INVALID);
        expect(Object.keys(res.body.errors)).toEqual(['body']);
        const added = await client.post(`/api/cart/add-to-cart/${p().sonar.id}/1`, body);
        expect(added.status).toBe(422);
        const coupon = await client.post('/api/cart/apply-coupon', body);
        expect(coupon.status).toBe(422);
      }
      await expectUnchanged(client, version);
    });

    it('refuses huge input: options over 2000 characters, a body over 16 KB', async () => {
      const { client, version } = await shopper();
      const huge = `[${Array(1000).fill(p().pi8.id).join(',')}]`;
      expect(huge.length).toBeGreaterThan(2000);
      const longOptions = await add(client, p().byoKit.id, 1, { options: huge });
      expectCartError(longOptions, 422, INVALID);
      expect(Object.keys(longOptions.body.errors)).toEqual(['options']);
      const bigBody = await add(client, p().sonar.id, 1, { note: 'x'.repeat(17 * 1024) });
      expectCartError(bigBody, 422, INVALID);
      expect(Object.keys(bigBody.body.errors)).toEqual(['body']);
      // Bytes count, not characters; and a client that does not say the size is cut off too.
      const wide = { note: 'é'.repeat(9 * 1024) };
      for (const chunked of [false, true]) {
        const res = await client.post(`/api/cart/add-to-cart/${p().sonar.id}/1`, wide, { chunked });
        expectCartError(res, 422, INVALID);
        expect(Object.keys(res.body.errors)).toEqual(['body']);
      }
      const small = await shop.client().post(`/api/cart/add-to-cart/${p().sonar.id}/1`, { note: 'é'.repeat(1024) }, { chunked: true });
      expect(lineOf(okCart(small), p().sonar.id).quantity).toBe(1);
      for (const options of [42, ['1'], { a: 1 }, true]) {
        const res = await add(client, p().byoKit.id, 1, { options });
        expectCartError(res, 422);
        expect(Object.keys(res.body.errors)).toEqual(['options']);
      }
      await expectUnchanged(client, version);
    });

    it('answers 404 for an unknown product and 422 for a master product with variants', async () => {
      const { client, version } = await shopper();
      expectCartError(await add(client, 2_147_483_647, 1), 404, 'This product is not available.');
      const master = await add(client, p().hdmiMaster.id, 1);
      expectCartError(master, 422, 'Choose a variant of this product first.');
      expect(master.body.errors).toEqual({ productId: ['Choose a variant of this product first.'] });
      await expectUnchanged(client, version);
      // a variant of that master can be added
      expect(lineOf(okCart(await add(client, p().hdmi1mWhite.id, 1)), p().hdmi1mWhite.id).master_product_variant_id).toBe(p().hdmiMaster.id);
    });

    it("cannot touch another cart's line: 404 Item not found, and that cart stays as it was", async () => {
      const owner = await shopper();
      const kitLine = okCart(await add(owner.client, p().byoKit.id, 1)).items.find((i) => i.product_id === p().byoKit.id)!;
      const ownerBefore = (await getCart(owner.client)).body;
      const intruder = shop.client();
      okCart(await add(intruder, p().pi2.id, 1));
      for (const stranger of [intruder, shop.client()]) {
        expectCartError(await update(stranger, owner.itemId, 5), 404, 'Item not found');
        expectCartError(await stranger.post(`/api/cart/remove/${owner.itemId}`), 404, 'Item not found');
        expectCartError(await stranger.post(`/api/cart/remove-composite-sub-product/${kitLine.id}/${p().pi8.id}`), 404, 'Item not found');
        expectCartError(await stranger.post(`/api/cart/update-composite-sub-product/${kitLine.id}/${p().pi8.id}`, { quantity: 1 }), 404, 'Item not found');
      }
      expect((await getCart(owner.client)).body).toEqual(ownerBefore);
      expect((await getCart(intruder)).body.items.map((i: { product_id: number }) => i.product_id)).toEqual([p().pi2.id]);
    });

    it('answers a read on a write call, and a write on the read call, with 405 in JSON', async () => {
      const client = shop.client();
      for (const path of [`/api/cart/add-to-cart/${p().sonar.id}/1`, '/api/cart/update/1', '/api/cart/remove/1', '/api/cart/apply-coupon']) {
        const res = await client.get(path);
        expect(res.status, `GET ${path}`).toBe(405);
        expect(res.body).toMatchObject({ error: true, status: 405 });
      }
      const del = await client.send('DELETE', '/api/cart/cart', { csrf: true });
      expect(del.status, 'DELETE /api/cart/cart').toBe(405);
      expect(del.body).toMatchObject({ error: true, status: 405 });
    });

    it('answers a method /api/cart/clear does not take with 405 in JSON, like every other cart call', async () => {
      const client = shop.client();
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const res = await client.send(method, '/api/cart/clear', { csrf: true });
        expect(res.status, `${method} /api/cart/clear`).toBe(405);
        expect(res.body).toMatchObject({ error: true, status: 405, message: 'Method not allowed.' });
        expect(res.headers.allow).toMatch(/GET/);
      }
    });

    describe('Idempotency-Key', () => {
      it('adds once when the same add is sent twice with one key', async () => {
        const client = shop.client();
        const key = `add-${crypto.randomUUID()}`;
        const first = await add(client, p().sonar.id, 2, undefined, { 'Idempotency-Key': key });
        expect(lineOf(okCart(first), p().sonar.id).quantity).toBe(2);
        const retry = await add(client, p().sonar.id, 2, undefined, { 'Idempotency-Key': key });
        const cart = okCart(retry);
        expect(lineOf(cart, p().sonar.id).quantity).toBe(2);
        expect(cart.version).toBe(first.body.cart.version);
        expect(retry.body.gtm_event).toBeNull(); // nothing was added, nothing to report
        expect(retry.body.remaining_stock).toBe(p().sonar.stock - 2);
        const next = await add(client, p().sonar.id, 2, undefined, { 'Idempotency-Key': `add-${crypto.randomUUID()}` });
        expect(lineOf(okCart(next), p().sonar.id).quantity).toBe(4);
      });

      it('refuses a key reused for a different add with 422 instead of answering success for an add it did not do', async () => {
        // IETF draft "The Idempotency-Key HTTP Header Field", section 2.7: reuse with another payload SHOULD be 422
        const client = shop.client();
        const key = `add-${crypto.randomUUID()}`;
        okCart(await add(client, p().sonar.id, 1, undefined, { 'Idempotency-Key': key }));
        const other = await add(client, p().pi2.id, 1, undefined, { 'Idempotency-Key': key });
        expectCartError(other, 422);
        expect((await getCart(client)).body.items.map((i: { product_id: number }) => i.product_id)).toEqual([p().sonar.id]);
      });

      it('does not use up the key of a request that failed', async () => {
        const client = shop.client();
        const key = `add-${crypto.randomUUID()}`;
        const hdmi = p().hdmi3m;
        expectCartError(await add(client, hdmi.id, hdmi.stock + 1, undefined, { 'Idempotency-Key': key }), 409);
        expect(lineOf(okCart(await add(client, hdmi.id, 1, undefined, { 'Idempotency-Key': key })), hdmi.id).quantity).toBe(1);
      });

      it('keeps keys per cart: another visitor may use the same key', async () => {
        const key = `add-${crypto.randomUUID()}`;
        const a = shop.client();
        const b = shop.client();
        okCart(await add(a, p().sonar.id, 1));
        okCart(await add(b, p().sonar.id, 1));
        expect(lineOf(okCart(await add(a, p().sonar.id, 1, undefined, { 'Idempotency-Key': key })), p().sonar.id).quantity).toBe(2);
        expect(lineOf(okCart(await add(b, p().sonar.id, 1, undefined, { 'Idempotency-Key': key })), p().sonar.id).quantity).toBe(2);
      });

      it.each(['short', 'has space in it', 'x'.repeat(65), 'semi;colon-key', 'ümlaut-key-123'])('refuses the malformed key %j with 422', async (key) => {
        const { client, version } = await shopper();
        const res = await add(client, p().sonar.id, 1, undefined, { 'Idempotency-Key': key });
        expectCartError(res, 422, INVALID);
        expect(Object.keys(res.body.errors)).toEqual(['Idempotency-Key']);
        await expectUnchanged(client, version);
      });
    });

    it('holds at most 100 lines; more of a product already in the cart still fits', async () => {
      const found = await plainProductIds(shop.database.db, 101);
      expect(found).toHaveLength(101);
      const client = shop.client();
      for (const id of found.slice(0, 100)) okCart(await add(client, id, 1));
      expectCartError(await add(client, found[100]!, 1), 422, 'Your cart holds at most 100 different products.');
      const cart = okCart(await add(client, found[0]!, 1));
      expect(cart.items).toHaveLength(100);
      expect(cart.item_count).toBe(101);
    });

    it('never answers 500 to odd input on any cart call', async () => {
      const { client, itemId } = await shopper();
      const paths = [
        `/api/cart/add-to-cart/${p().sonar.id}/1`,
        `/api/cart/update/${itemId}`,
        `/api/cart/remove/${itemId}`,
        '/api/cart/clear',
        '/api/cart/apply-coupon',
        '/api/cart/delete-coupon/1',
        `/api/cart/add-order-bump-product/${p().cooler.id}`,
        `/api/cart/remove-order-bump-product/${p().cooler.id}`,
        `/api/cart/remove-composite-sub-product/${itemId}/1`,
        `/api/cart/update-composite-sub-product/${itemId}/1`,
      ];
      const bodies: unknown[] = [
        { quantity: { $gt: 0 } },
        { coupon: { toString: 1 } },
        { bump_id: [1, 2] },
        { options: '[1,' + '9'.repeat(1500) + ']' },
        '{"__proto__": {"quantity": 2}}',
        '{"quantity":1e309}',
        '{"coupon":"\\ud800"}',
        '{"coupon":"WEL\\u0000COME10"}',
        { country: 'ÄÖ' },
        { quantity: '１２' },
      ];
      for (const path of paths) {
        for (const body of bodies) {
          const res = await client.post(path, body);
          expect(res.status, `${path} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
          expect(res.headers['content-type']).toMatch(/application\/json/);
        }
      }
    });
  });
}
