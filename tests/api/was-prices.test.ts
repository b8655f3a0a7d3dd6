/**
 * Was-prices (docs/prices-and-vat.md, was-prices) through the built shop, on every engine: the
 * struck-through price is the lowest of the 30 days before the current price started, read from
 * the price history, never the list price typed into `original_price_cents`; none shows when that
 * lowest price is not above the current one. Checked where a shopper sees it: category listing,
 * product page, search, favourites and cart.
 *
 * Every test makes its own products inside a transaction that is rolled back, the served shop
 * included (tests/helpers/rollback.ts): the PostgreSQL database other test files share never sees
 * them. Sequential requests only, as they share the transaction's one connection.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { startApp } from '../helpers/app-server.ts';
import { inRollback } from '../helpers/rollback.ts';
import { ShopClient } from '../helpers/shop-client.ts';
import { rows } from '#src/server/db/query.ts';
import { loadCategoryListing } from '#src/server/catalog/category-listing.ts';
import { EMPTY_LISTING } from '#src/lib/listing-url.ts';
import { findProductDetail } from '#src/server/catalog/product-detail.ts';
import { refreshSearchIndex } from '#src/server/search/indexer.ts';
import type { Database, Queryable } from '#src/server/db/client.ts';
import type { RunningServer } from '../../scripts/server.ts';

/** A product's prices, oldest first, each with the days ago it started; the last is the current one. */
type History = [priceCents: number, daysAgo: number][];

/** Four histories a shopper meets, and two that only the edges of the 30 days tell apart. */
const CASES = {
  /** 100 → 80: was 100. */
  reduced: [
    [10000, 40],
    [8000, 5],
  ],
  /** 100 → 60 (10 days ago) → 80 now: the lowest of the 30 days, 60, is below 80: none. */
  dipped: [
    [10000, 40],
    [6000, 10],
    [8000, 0],
  ],
  /** 80 → 100: a rise shows none. */
  raised: [
    [8000, 40],
    [10000, 5],
  ],
  /** One price, set 60 days ago: none. */
  unchanged: [[8000, 60]],
  /** 120 ended 65 days before the current price, 100 ran into its 30 days: was 100, not 120. */
  longAgo: [
    [12000, 100],
    [10000, 70],
    [8000, 5],
  ],
  /** Two prices of one instant (one transaction): 60 was replaced at once and never shown, so was 100. */
  sameInstant: [
    [10000, 40],
    [6000, 10],
    [12000, 10],
    [8000, 2],
  ],
} satisfies Record<string, History>;

type Key = keyof typeof CASES;
const keys = Object.keys(CASES) as Key[];
const WAS: Record<Key, number | null> = { reduced: 10000, dipped: null, raised: null, unchanged: null, longAgo: 10000, sameInstant: 10000 };
const current = (key: Key): number => (CASES[key] as History).at(-1)![0];

/** A word no seeded product has, new per run (the shop keeps search results a minute). */
const word = () => `kwispel${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

type Made = { ids: Record<Key, number>; slug: (key: Key) => string; word: string; categoryId: number };

/**
 * The cases as products of one category, each with `original_price_cents` set to a list price
 * far above any price it had (which must never show), and its history written as given. The
 * insert's trigger wrote the current price as starting now; that row is replaced.
 */
async function makeProducts(db: Queryable): Promise<Made> {
  const name = word();
  const [leaf] = await rows<{ category_id: number }>(db, sql`SELECT category_id FROM products WHERE sku = 'RPI5-8GB'`);
  const categoryId = leaf!.category_id;
  const ids = {} as Record<Key, number>;
  for (const key of keys) {
    const [row] = await rows<{ id: number }>(
      db,
      sql`
      INSERT INTO products (sku, price_cents, original_price_cents, stock, category_id, published_at)
      VALUES (${`WAS-${name}-${key}`}, ${current(key)}, 99900, 10, ${categoryId}, now()) RETURNING id`,
    );
    const id = row!.id;
    ids[key] = id;
    for (const locale of ['en', 'nl', 'de']) {
      await db.execute(sql`
        INSERT INTO product_translations (product_id, locale, name, slug)
        VALUES (${id}, ${locale}, ${`${name} ${key}`}, ${`${name}-${key}-${locale}`})`);
    }
    await db.execute(sql`INSERT INTO product_categories (product_id, category_id) VALUES (${id}, ${categoryId})`);
    await db.execute(sql`DELETE FROM price_history WHERE product_id = ${id}`);
    for (const [price, daysAgo] of CASES[key] as History) {
      await db.execute(sql`
        INSERT INTO price_history (product_id, price_cents, valid_from) VALUES (${id}, ${price}, now() - make_interval(days => ${daysAgo}::int))`);
    }
  }
  await refreshSearchIndex(db, Object.values(ids));
  return { ids, slug: (key) => `${name}-${key}-en`, word: name, categoryId };
}

for (const engine of engines()) {
  describe(`was-prices on ${engine.name}`, () => {
    let database: Database;
    let app: RunningServer;
    beforeAll(async () => {
      database = await engine.open();
      app = await startApp(database);
    });
    afterAll(async () => {
      // Stopping the server closes the database it serves.
      await app?.stop();
    });

    /** International shop: GB by default, so 0 % VAT; the Dutch shop: 21 %. */
    const client = (host: 'localhost' | 'nl.localhost' = 'localhost') => new ShopClient(app.url, host);

    it("gives the demo's discounted products the history of a migrated shop, so their earlier price is the was-price", async () => {
      const [count] = await rows<{ discounted: number; backdated: number; honest: number; others_with_was: number }>(
        database.db,
        sql`
        SELECT count(*) FILTER (WHERE d.discounted)::int AS discounted,
          count(*) FILTER (WHERE d.discounted AND h.prices = ARRAY[p.original_price_cents, p.price_cents] AND h.days = ARRAY[60, 14])::int AS backdated,
          count(*) FILTER (WHERE d.discounted AND p.reference_price_cents = p.original_price_cents)::int AS honest,
          count(*) FILTER (WHERE NOT d.discounted AND p.reference_price_cents IS NOT NULL)::int AS others_with_was
        FROM products p
        CROSS JOIN LATERAL (SELECT COALESCE(p.original_price_cents > p.price_cents, false) AS discounted) d
        CROSS JOIN LATERAL (SELECT array_agg(x.price_cents ORDER BY x.valid_from, x.id) AS prices,
                              array_agg(round(extract(epoch FROM now() - x.valid_from) / 86400)::int ORDER BY x.valid_from, x.id) AS days
                            FROM price_history x WHERE x.product_id = p.id) h`,
      );
      expect(count!.discounted).toBeGreaterThan(10);
      expect(count).toEqual({ discounted: count!.discounted, backdated: count!.discounted, honest: count!.discounted, others_with_was: 0 });
    });

    it('lists and shows the lowest price of the 30 days before the current one, when above it', async () => {
      await inRollback(database, async (db) => {
        const made = await makeProducts(db);
        const listed = await loadCategoryListing(db, {
          categoryId: made.categoryId,
          locale: 'en',
          vatRateBp: 2100,
          state: { ...EMPTY_LISTING, sort: 'newest' },
          propertyKeys: [],
        });
        for (const key of keys) {
          const card = listed.items.find((p) => p.id === made.ids[key]);
          expect(card, key).toBeDefined();
          expect([key, card!.referencePriceCents]).toEqual([key, WAS[key]]);
          const detail = await findProductDetail('en', made.slug(key));
          expect([key, detail?.referencePriceCents]).toEqual([key, WAS[key]]);
        }
      });
    });

    it('keeps the was-price with the history: a price change, a correction and a removal of history rows', async () => {
      await inRollback(database, async (db) => {
        const made = await makeProducts(db);
        const was = async (key: Key) =>
          (await rows<{ cents: number | null }>(db, sql`SELECT reference_price_cents AS cents FROM products WHERE id = ${made.ids[key]}`))[0]!.cents;
        // 100 (40 days) → 80 (5 days) → 90 now: the 30 days held 100 and 80, so none.
        await db.execute(sql`UPDATE products SET price_cents = 9000 WHERE id = ${made.ids.reduced}`);
        expect(await was('reduced')).toBeNull();
        // → 70 in the same transaction: 90 never showed, so was 80.
        await db.execute(sql`UPDATE products SET price_cents = 7000 WHERE id = ${made.ids.reduced}`);
        expect(await was('reduced')).toBe(8000);
        // A correction of the history: the 60 of "dipped" was 95, so its was-price is 95.
        await db.execute(sql`UPDATE price_history SET price_cents = 9500 WHERE product_id = ${made.ids.dipped} AND price_cents = 6000`);
        expect(await was('dipped')).toBe(9500);
        // Removing the earlier prices of "longAgo" leaves no was-price.
        await db.execute(sql`DELETE FROM price_history WHERE product_id = ${made.ids.longAgo} AND price_cents <> 8000`);
        expect(await was('longAgo')).toBeNull();
        const [drift] = await rows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM products WHERE reference_price_cents IS DISTINCT FROM reference_price_of(id)`,
        );
        expect(drift!.n).toBe(0);
      });
    });

    it('strikes the reference price through on the product page, and nothing without one', async () => {
      await inRollback(database, async (db) => {
        const made = await makeProducts(db);
        for (const key of keys) {
          const page = await client().get(`/product/${made.slug(key)}/`, { headers: { Accept: 'text/html' } });
          expect(page.status, key).toBe(200);
          const buyBox = /<div[^>]*data-buy-box[\s\S]*?<\/p>/.exec(String(page.body))?.[0] ?? '';
          expect(buyBox, key).toContain(`€${(current(key) / 100).toFixed(2)}`);
          const struck = /<s[\s>][\s\S]*?<\/s>/.exec(buyBox)?.[0] ?? null;
          expect([key, struck]).toEqual([key, WAS[key] === null ? null : expect.stringContaining('€100.00')]);
          expect(buyBox).not.toContain('€999.00');
        }
      });
    });

    it('answers the reference price as original_price in the search, the favourites and the cart', async () => {
      await inRollback(database, async (db) => {
        const made = await makeProducts(db);
        const expected = (key: Key) => ({
          price: current(key) / 100,
          ...(WAS[key] === null ? { original_price: null, original_price_with_tax: null } : { original_price: 100, original_price_with_tax: 121 }),
        });
        const nl = client('nl.localhost');

        const search = await nl.get(`/api/search?query=${made.word}&per_page=24`);
        expect(search.status, JSON.stringify(search.body)).toBe(200);
        for (const key of keys) {
          const found = (search.body.products as { id: number }[]).find((p) => p.id === made.ids[key]);
          expect([key, found]).toEqual([key, expect.objectContaining(expected(key))]);
        }

        const favourites = await nl.get(`/api/favorites/products?ids=${keys.map((k) => made.ids[k]).join(',')}`);
        expect(favourites.status, JSON.stringify(favourites.body)).toBe(200);
        for (const key of keys) {
          const found = (favourites.body.products as { id: number }[]).find((p) => p.id === made.ids[key]);
          expect([key, found]).toEqual([key, expect.objectContaining(expected(key))]);
        }

        for (const key of keys) expect((await nl.post(`/api/cart/add-to-cart/${made.ids[key]}/1`)).status, key).toBe(200);
        const cart = await nl.get('/api/cart/cart');
        for (const key of keys) {
          const found = (cart.body.items as { product_id: number }[]).find((i) => i.product_id === made.ids[key]);
          expect([key, found]).toEqual([key, expect.objectContaining(expected(key))]);
        }
      });
    });

    it('follows a price change the trigger writes: a raise above the 30 days lowest takes the was-price away', async () => {
      await inRollback(database, async (db) => {
        const made = await makeProducts(db);
        await db.execute(sql`UPDATE products SET price_cents = 9000 WHERE id = ${made.ids.reduced}`);
        await db.execute(sql`UPDATE products SET price_cents = 7000 WHERE id = ${made.ids.unchanged}`);
        // 100 until 5 days ago, 80 since: raised to 90 now, the lowest of the 30 days (80) is below it.
        expect((await findProductDetail('en', made.slug('reduced')))?.referencePriceCents).toBeNull();
        // 80 for 60 days, 70 now: was 80.
        expect((await findProductDetail('en', made.slug('unchanged')))?.referencePriceCents).toBe(8000);
      });
    });
  });
}
