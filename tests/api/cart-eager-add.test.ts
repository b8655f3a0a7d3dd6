/**
 * The add a cart's read makes itself (docs/cart.md, round trips of a write): the statement that
 * reads an existing cart adds a plain product at once when its own checks pass, and the code
 * decides on the same reading. For carts and adds of every kind the code accepts or refuses, the
 * read's add is first tried in a transaction that is rolled back, then the real call answers:
 * the read must add exactly when the call adds (a kit excepted: its parts are chosen by the code,
 * so the read never adds one). A read that added what the code refuses would answer 500. Changes
 * of the catalogue are made in a transaction that is rolled back (other test files share the
 * PostgreSQL database).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { inRollback } from '../helpers/rollback.ts';
import type { ShopClient } from '../helpers/shop-client.ts';
import type { Queryable } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { requestHash } from '#src/server/cart/items.ts';
import { loadState } from '#src/server/cart/state.ts';
import { add, okCart, plainProductIds, useShop } from './cart-support.ts';

/** Ends the transaction of a trial without keeping what it wrote. */
class Trial extends Error {}

for (const engine of engines()) {
  describe(`the add made by the cart's read on ${engine.name}`, () => {
    const shop = useShop(engine);
    const p = () => shop.cat.product;

    const ownerOf = (client: ShopClient) => ({
      kind: 'guest' as const,
      // No cookie yet: no cart to find.
      tokenHash: createHash('sha256')
        .update(client.cookies.get('cart_token') ?? '')
        .digest('hex'),
    });

    /** Whether the read adds the pieces to the client's cart (tried, then rolled back). */
    async function readAdds(db: Queryable, client: ShopClient, productId: number, quantity: number, key?: string): Promise<boolean> {
      let added: boolean | undefined;
      const eager = { productId, quantity, requestKey: key ? { key, hash: requestHash(productId, quantity, '') } : null };
      await db
        .transaction(async (tx) => {
          const state = await loadState(tx, { owner: ownerOf(client) }, 'nl', { products: [productId], requestKey: key ?? null, add: eager });
          added = state?.added != null;
          throw new Trial();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Trial)) throw error;
        });
      return added!;
    }

    /**
     * Tries the add in the read, then makes the real call: answers both decisions and the call's
     * status (an add the call made is one that answers an analytics event). Inside `inRollback`
     * (a test that changes the catalogue, which other test files share on PostgreSQL), `db` is
     * that test's transaction, which the app's calls use too.
     */
    async function decide(client: ShopClient, productId: number, quantity: number, key?: string, db: Queryable = shop.database.db) {
      const read = await readAdds(db, client, productId, quantity, key);
      const res = await add(client, productId, quantity, undefined, key ? { 'Idempotency-Key': key } : undefined);
      return { read, code: res.status === 200 && res.body.gtm_event !== null, status: res.status };
    }

    async function cartWith(productId: number, quantity = 1): Promise<ShopClient> {
      const client = shop.client();
      okCart(await add(client, productId, quantity));
      return client;
    }

    it('adds a new line and more of an existing one, and answers the cart as it was read', async () => {
      const client = await cartWith(p().sd64.id);
      const before = okCart(await add(client, p().sd64.id, 1));
      expect(await decide(client, p().unoR3.id, 2)).toEqual({ read: true, code: true, status: 200 });
      expect(await decide(client, p().sd64.id, 3)).toEqual({ read: true, code: true, status: 200 });
      // Not rolled back: the read's own add, its answer the cart before it, the version one up.
      const state = await loadState(shop.database.db, { owner: ownerOf(client) }, 'nl', {
        products: [p().sonar.id],
        add: { productId: p().sonar.id, quantity: 1, requestKey: null },
      });
      expect(state?.added).toMatchObject({ quantity: 1, version: before.version + 3 });
      expect(state?.lines.map((l) => [l.productId, l.quantity])).toEqual(
        [
          [p().sd64.id, 5],
          [p().unoR3.id, 2],
        ].sort((a, b) => a[0]! - b[0]!),
      );
      const stored = await rows<{ quantity: number }>(
        shop.database.db,
        sql`SELECT quantity FROM cart_items WHERE id = ${state!.added!.id} AND product_id = ${p().sonar.id}`,
      );
      expect(stored).toEqual([{ quantity: 1 }]);
    });

    it('adds up to the stock and not a piece beyond it', async () => {
      const hdmi = p().hdmi3m;
      const client = await cartWith(hdmi.id);
      expect(await decide(client, hdmi.id, hdmi.stock)).toEqual({ read: false, code: false, status: 409 });
      expect(await decide(client, hdmi.id, hdmi.stock - 1)).toEqual({ read: true, code: true, status: 200 });
      expect(await decide(client, hdmi.id, 1)).toEqual({ read: false, code: false, status: 409 });
      expect(await decide(client, p().pi16.id, 1)).toEqual({ read: false, code: false, status: 409 });
    });

    it("counts the pieces a kit's parts hold, and leaves a kit's add to the code", async () => {
      const sd = p().sd32;
      const client = shop.client();
      // The kit's default storage is the 32 GB card; its stock limits the kit.
      expect(await decide(client, p().unoR3.id, 1)).toMatchObject({ read: false, code: true }); // no cart yet: created by the code
      expect(await decide(client, p().byoKit.id, sd.stock)).toEqual({ read: false, code: true, status: 200 });
      expect(await decide(client, sd.id, 1)).toEqual({ read: false, code: false, status: 409 });
      expect(await decide(client, p().unoR3.id, 1)).toEqual({ read: true, code: true, status: 200 });
    });

    it('refuses what cannot be added on its own: a withdrawn product, a master with variants, one without a name', async () => {
      const client = await cartWith(p().sd64.id);
      expect(await decide(client, p().hdmiMaster.id, 1)).toEqual({ read: false, code: false, status: 422 });
      await inRollback(shop.database, async (db) => {
        const refused = { read: false, code: false, status: 404 };
        await db.execute(sql`UPDATE products SET is_active = false WHERE id = ${p().camera.id}`);
        expect(await decide(client, p().camera.id, 1, undefined, db)).toEqual(refused);
        await db.execute(sql`UPDATE products SET is_active = false WHERE id = (SELECT master_product_id FROM products WHERE id = ${p().psuWhite.id})`);
        expect(await decide(client, p().psuWhite.id, 1, undefined, db)).toEqual(refused);
        await db.execute(sql`DELETE FROM product_translations WHERE product_id = ${p().bme280.id}`);
        expect(await decide(client, p().bme280.id, 1, undefined, db)).toEqual(refused);
      });
    });

    it("keeps a line's quantity to the limit", async () => {
      const uno = p().unoR3;
      await inRollback(shop.database, async (db) => {
        await db.execute(sql`UPDATE products SET stock = 5000 WHERE id = ${uno.id}`);
        const client = shop.client();
        okCart(await add(client, uno.id, 998));
        expect(await decide(client, uno.id, 2, undefined, db)).toEqual({ read: false, code: false, status: 422 });
        expect(await decide(client, uno.id, 1, undefined, db)).toEqual({ read: true, code: true, status: 200 });
        expect(await decide(client, uno.id, 1, undefined, db)).toEqual({ read: false, code: false, status: 422 });
      });
    });

    it('adds a hundredth line, not a hundred and first, and more of a line when the cart is full', async () => {
      const found = await plainProductIds(shop.database.db, 101);
      const client = await cartWith(found[0]!);
      for (const id of found.slice(1, 99)) okCart(await add(client, id, 1));
      expect(await decide(client, found[99]!, 1)).toEqual({ read: true, code: true, status: 200 });
      expect(await decide(client, found[100]!, 1)).toEqual({ read: false, code: false, status: 422 });
      expect(await decide(client, found[0]!, 1)).toEqual({ read: true, code: true, status: 200 });
    });

    it('adds once per Idempotency-Key and refuses the key for another request', async () => {
      const client = await cartWith(p().sd64.id);
      const key = `eager-${crypto.randomUUID()}`;
      expect(await decide(client, p().unoR3.id, 2, key)).toEqual({ read: true, code: true, status: 200 });
      expect(await decide(client, p().unoR3.id, 2, key)).toEqual({ read: false, code: false, status: 200 });
      expect(await decide(client, p().unoR3.id, 3, key)).toEqual({ read: false, code: false, status: 422 });
    });
  });
}
