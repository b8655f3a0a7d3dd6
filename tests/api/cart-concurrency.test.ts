/**
 * Parallel writes to carts (docs/README.md, conventions: every write that can race is one
 * transaction with row locks, or one statement guarded by the version it read: docs/cart.md). Only PostgreSQL runs requests truly in parallel; PGlite runs one
 * query at a time, so there the suite is skipped. The server gets a pool of 10 connections, as in
 * production.
 */
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import type { Answer, ShopClient } from '../helpers/shop-client.ts';
import { openDatabase } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { StaleCart, addToLineTouching, deleteLineTouching, setLineQuantityTouching } from '#src/server/cart/repository.ts';
import { loadState } from '#src/server/cart/state.ts';
import type { CartJson } from '#src/lib/cart/types.ts';
import { add, applyCoupon, expectCartError, expectConsistent, getCart, lineOf, okCart, update, useShop } from './cart-support.ts';

/** Runs the calls all at once. */
const together = (calls: (() => Promise<Answer>)[]): Promise<Answer[]> => Promise.all(calls.map((call) => call()));

/** `n` copies of a call. */
const times = (n: number, call: () => Promise<Answer>) => Array.from({ length: n }, () => call);

/** Interleaves lists of calls (a, b, c, a, b, c, …) so the kinds of request really mix. */
function interleave<T>(...lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(...lists.map((l) => l.length)); i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

for (const engine of engines()) {
  describe.skipIf(engine.name !== 'postgres')(`cart concurrency on ${engine.name}`, () => {
    const shop = useShop(engine, () => openDatabase({ databaseUrl: inject('postgresUrl'), poolSize: 10 }));
    const p = () => shop.cat.product;

    /** The cart's rows per product as stored, found by the hash of the client's cookie. */
    async function storedLines(client: ShopClient): Promise<{ product_id: number; lines: number; quantity: number }[]> {
      const hash = createHash('sha256').update(client.cookies.get('cart_token')!).digest('hex');
      return rows(
        shop.database.db,
        sql`
        SELECT i.product_id, count(*)::int AS lines, sum(i.quantity)::int AS quantity
        FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.token_hash = ${hash}
        GROUP BY i.product_id ORDER BY i.product_id`,
      );
    }

    const readCart = async (client: ShopClient): Promise<CartJson> => (await getCart(client)).body as CartJson;

    it('serializes 50 mixed parallel writes on one cart: exact quantities, one line per product, one version per change', async () => {
      const client = shop.client();
      const [a, b, c] = [p().sd64, p().unoR3, p().cooler];
      okCart(await add(client, a.id, 1));
      okCart(await add(client, b.id, 1));
      const start = okCart(await add(client, c.id, 1));
      expect(start.version).toBe(3);
      const lineC = lineOf(start, c.id).id;

      const answers = await together(
        interleave(
          times(20, () => add(client, a.id, 1)),
          times(15, () => add(client, b.id, 2)),
          times(15, () => update(client, lineC, 7)),
        ),
      );
      expect(answers).toHaveLength(50);
      for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);

      const cart = await readCart(client);
      expect(cart.items.map((i) => [i.product_id, i.quantity]).sort((x, y) => x[0]! - y[0]!)).toEqual(
        [
          [a.id, 21],
          [b.id, 31],
          [c.id, 7],
        ].sort((x, y) => x[0]! - y[0]!),
      );
      // 20 + 15 adds changed the cart; of the 15 identical updates only the first did
      expect(cart.version).toBe(3 + 20 + 15 + 1);
      expect(await storedLines(client)).toEqual(
        [
          { product_id: a.id, lines: 1, quantity: 21 },
          { product_id: b.id, lines: 1, quantity: 31 },
          { product_id: c.id, lines: 1, quantity: 7 },
        ].sort((x, y) => x.product_id - y.product_id),
      );
      // every answer saw a whole cart: quantities only ever grow in the order of versions
      const seen = answers.map((r) => r.body.cart as CartJson).sort((x, y) => x.version - y.version);
      for (let i = 1; i < seen.length; i++) {
        if (seen[i]!.version === seen[i - 1]!.version) continue;
        expect(lineOf(seen[i]!, a.id).quantity).toBeGreaterThanOrEqual(lineOf(seen[i - 1]!, a.id).quantity);
        expect(lineOf(seen[i]!, b.id).quantity).toBeGreaterThanOrEqual(lineOf(seen[i - 1]!, b.id).quantity);
      }
      expectConsistent(cart);
    });

    it('changes nothing when a write is guarded by a version the cart has left, and applies at the current one', async () => {
      const client = shop.client();
      const start = okCart(await add(client, p().sd64.id, 2));
      const lineId = Number(lineOf(start, p().sd64.id).id);
      const hash = createHash('sha256').update(client.cookies.get('cart_token')!).digest('hex');
      const [stored] = await rows<{ id: string; version: number }>(shop.database.db, sql`SELECT id, version::int FROM carts WHERE token_hash = ${hash}`);
      const stale = { id: stored!.id, version: stored!.version - 1 };
      const key = { key: `stale-${crypto.randomUUID()}`, hash: 'h' };
      const piece = { productId: p().unoR3.id, quantity: 1, options: '', parts: null, bumpId: null };
      await expect(addToLineTouching(shop.database.db, stale, 'nl', piece, key)).rejects.toBeInstanceOf(StaleCart);
      await expect(setLineQuantityTouching(shop.database.db, stale, 'nl', lineId, 7)).rejects.toBeInstanceOf(StaleCart);
      await expect(deleteLineTouching(shop.database.db, stale, 'nl', lineId)).rejects.toBeInstanceOf(StaleCart);
      expect(await storedLines(client)).toEqual([{ product_id: p().sd64.id, lines: 1, quantity: 2 }]);
      const keys = await rows<{ n: number }>(shop.database.db, sql`SELECT count(*)::int AS n FROM cart_request_keys WHERE key = ${key.key}`);
      expect(keys[0]!.n).toBe(0);
      expect((await readCart(client)).version).toBe(start.version);

      const current = { id: stored!.id, version: stored!.version };
      expect(await setLineQuantityTouching(shop.database.db, current, 'nl', lineId, 7)).toBe(start.version + 1);
      expect(await storedLines(client)).toEqual([{ product_id: p().sd64.id, lines: 1, quantity: 7 }]);
    });

    it("makes no add in the cart's read when another write changed the cart while the read waited for it", async () => {
      const client = shop.client();
      const start = okCart(await add(client, p().sd64.id, 1));
      const owner = { kind: 'guest' as const, tokenHash: createHash('sha256').update(client.cookies.get('cart_token')!).digest('hex') };
      const eager = { products: [p().unoR3.id], add: { productId: p().unoR3.id, quantity: 1, requestKey: null } };
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let changed!: () => void;
      const isChanged = new Promise<void>((resolve) => (changed = resolve));
      // Another write: the cart's version raised and its row locked until `release`.
      const other = shop.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE carts SET version = version + 1 WHERE token_hash = ${owner.tokenHash}`);
        changed();
        await held;
      });
      await isChanged;
      const reading = loadState(shop.database.db, { owner }, 'nl', eager);
      // The read waits for the other write's lock before that write commits.
      for (let waited = 0; ; waited += 10) {
        const [waiting] = await rows<{ n: number }>(
          shop.database.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (waiting!.n > 0) break;
        if (waited > 5000) throw new Error('the read never waited for the lock');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      release();
      await other;
      const state = await reading;
      expect(state?.added).toBeNull();
      expect(state?.cart?.version).toBe(start.version);
      expect(await storedLines(client)).toEqual([{ product_id: p().sd64.id, lines: 1, quantity: 1 }]);
      // Read again, the cart at its new version: the add applies.
      const again = await loadState(shop.database.db, { owner }, 'nl', eager);
      expect(again?.added?.version).toBe(start.version + 2);
      expect(await storedLines(client)).toEqual(
        [
          { product_id: p().sd64.id, lines: 1, quantity: 1 },
          { product_id: p().unoR3.id, lines: 1, quantity: 1 },
        ].sort((a, b) => a.product_id - b.product_id),
      );
    });

    it('changes a line once when 25 parallel updates all set it to the same value', async () => {
      const client = shop.client();
      const start = okCart(await add(client, p().sd64.id, 1));
      const line = lineOf(start, p().sd64.id).id;
      const answers = await together(times(25, () => update(client, line, 10)));
      for (const res of answers) expect(res.status).toBe(200);
      expect(answers.filter((r) => r.body.gtm_event !== null)).toHaveLength(1); // one change, one event
      const cart = await readCart(client);
      expect(lineOf(cart, p().sd64.id).quantity).toBe(10);
      expect(cart.version).toBe(start.version + 1);
    });

    it('never sells beyond the stock: of 12 parallel adds of one piece, exactly the stock succeed', async () => {
      const client = shop.client();
      const sd = p().sd32;
      expect(sd.stock).toBeLessThan(12);
      okCart(await add(client, sd.id, 1));
      const answers = await together(times(11, () => add(client, sd.id, 1)));
      const ok = answers.filter((r) => r.status === 200);
      const refused = answers.filter((r) => r.status !== 200);
      expect(ok).toHaveLength(sd.stock - 1);
      for (const res of refused) {
        expectCartError(res, 409);
        expect(res.body.available).toBe(0);
      }
      expect(ok.map((r) => r.body.remaining_stock).sort((x, y) => x - y)).toEqual(Array.from({ length: sd.stock - 1 }, (_, i) => i));
      expect(await storedLines(client)).toEqual([{ product_id: sd.id, lines: 1, quantity: sd.stock }]);
    });

    it('merges parallel adds of the same kit into one line', async () => {
      const client = shop.client();
      okCart(await add(client, p().pi2.id, 1));
      const answers = await together(times(6, () => add(client, p().byoKit.id, 1)));
      for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
      const kits = (await readCart(client)).items.filter((i) => i.product_id === p().byoKit.id);
      expect(kits.map((k) => k.quantity)).toEqual([6]);
    });

    it('applies one parallel request per Idempotency-Key', async () => {
      const client = shop.client();
      okCart(await add(client, p().sd64.id, 1));
      const key = `retry-${crypto.randomUUID()}`;
      const answers = await together(times(10, () => add(client, p().sd64.id, 3, undefined, { 'Idempotency-Key': key })));
      for (const res of answers) expect(res.status).toBe(200);
      expect(answers.filter((r) => r.body.gtm_event !== null)).toHaveLength(1);
      expect(lineOf(await readCart(client), p().sd64.id).quantity).toBe(4);
    });

    it('keeps one coupon when different coupons are applied in parallel', async () => {
      const client = shop.client();
      okCart(await add(client, p().pi8.id, 1));
      const answers = await together(
        interleave(
          times(5, () => applyCoupon(client, 'WELCOME10')),
          times(5, () => applyCoupon(client, 'FIVEOFF')),
        ),
      );
      for (const res of answers) expect(res.status).toBe(200);
      const cart = await readCart(client);
      expect(cart.adjustments).toHaveLength(1);
      expect(['WELCOME10', 'FIVEOFF']).toContain(cart.adjustments[0]!.code);
      expectConsistent(cart);
    });

    it("keeps two carts written in parallel apart: neither sees the other's lines", async () => {
      const x = shop.client();
      const y = shop.client();
      okCart(await add(x, p().sd64.id, 1));
      okCart(await add(y, p().unoR3.id, 1));
      const answers = await together(
        interleave(
          times(15, () => add(x, p().sd64.id, 1)),
          times(15, () => add(y, p().unoR3.id, 1)),
        ),
      );
      for (const res of answers) expect(res.status).toBe(200);
      for (const res of answers) {
        const ids = (res.body.cart as CartJson).items.map((i) => i.product_id);
        expect(ids.length === 1 && (ids[0] === p().sd64.id || ids[0] === p().unoR3.id)).toBe(true);
      }
      expect((await readCart(x)).items.map((i) => [i.product_id, i.quantity])).toEqual([[p().sd64.id, 16]]);
      expect((await readCart(y)).items.map((i) => [i.product_id, i.quantity])).toEqual([[p().unoR3.id, 16]]);
    });

    it('gives each of 10 new visitors writing at once a cart of their own', async () => {
      const visitors = Array.from({ length: 10 }, () => shop.client());
      await Promise.all(visitors.map((v) => v.csrf()));
      const products = [p().sd64, p().unoR3];
      const answers = await Promise.all(visitors.map((v, i) => add(v, products[i % 2]!.id, i + 1)));
      for (const res of answers) expect(res.status).toBe(200);
      const tokens = new Set(visitors.map((v) => v.cookies.get('cart_token')));
      expect(tokens.size).toBe(10);
      for (const [i, v] of visitors.entries()) {
        expect((await readCart(v)).items.map((l) => [l.product_id, l.quantity])).toEqual([[products[i % 2]!.id, i + 1]]);
      }
    });
  });
}
