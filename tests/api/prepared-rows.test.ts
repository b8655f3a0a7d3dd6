/**
 * Prepared statements (src/server/db/query.ts preparedRows; on PGlite src/server/db/pglite-prepared.ts)
 * answer exactly what a plain query answers, for every type the shop's reads return, keep one
 * named statement per text, and leave another caller's transaction alone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { types, type PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { engines } from '../helpers/engines.ts';
import { preparedRows, rows } from '#src/server/db/query.ts';
import { bigint, int, localizedText, numeric, timestamp } from '#src/server/db/decode.ts';
import { intArrayParam } from '#src/server/db/sql-arrays.ts';
import type { Database } from '#src/server/db/client.ts';

const mixedRow = z.object({
  id: int,
  sku: z.string(),
  stock: int,
  is_active: z.boolean(),
  mpn: z.string().nullable(),
  created_at: timestamp,
  reviews: bigint,
  average: numeric.nullable(),
  title: localizedText.nullable(),
  tags: z.array(z.string()),
  slugs: z.record(z.string(), z.string()),
});

const mixed = (ids: number[], from: Date) => sql`
  SELECT p.id, p.sku, p.stock, p.is_active, p.mpn, p.created_at,
    (SELECT count(*) FROM product_reviews r WHERE r.product_id = p.id) AS reviews,
    (SELECT round(avg(rating)::numeric, 1) FROM product_reviews r WHERE r.product_id = p.id) AS average,
    (SELECT alt FROM product_media m WHERE m.product_id = p.id ORDER BY position LIMIT 1) AS title,
    ARRAY[p.sku, lower(p.sku)] AS tags,
    (SELECT json_object_agg(t.locale, t.slug) FROM product_translations t WHERE t.product_id = p.id) AS slugs
  FROM products p WHERE p.id = ANY(${intArrayParam(ids)}) AND p.created_at >= ${from.toISOString()}::timestamptz ORDER BY p.id`;

for (const engine of engines()) {
  describe(`prepared statements on ${engine.name}`, () => {
    let database: Database;
    let ids: number[];
    beforeAll(async () => {
      database = await engine.open();
      ids = (await rows<{ id: number }>(database.db, sql`SELECT id FROM products ORDER BY id LIMIT 25`)).map((r) => r.id);
    });
    afterAll(async () => {
      await database.close();
    });

    it('answer what a plain query answers, for every type the reads use, call after call', async () => {
      const from = new Date('2000-01-01T00:00:00Z');
      const plain = await rows(database.db, mixedRow, mixed(ids, from));
      expect(plain.length).toBe(ids.length);
      for (const some of [ids, ids.slice(0, 3), ids]) {
        const prepared = await preparedRows(database.db, mixedRow, mixed(some, from));
        expect(prepared).toEqual(plain.filter((r) => some.includes(r.id)));
      }
      expect(await preparedRows(database.db, mixedRow, mixed([], from))).toEqual([]);
    });

    it('keep one named statement per text on the embedded engine', async () => {
      if (engine.name !== 'pglite') return;
      const named = async () => (await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM pg_prepared_statements`))[0]!.n;
      const before = await named();
      const one = sql`SELECT ${1}::int AS n`;
      for (let i = 0; i < 3; i++) await preparedRows(database.db, z.object({ n: int }), one);
      expect(await named()).toBe(before + 1);
    });

    it('work when the module is loaded twice on one database, as two bundles may', async () => {
      const one = sql`SELECT ${'twice'}::text AS word`;
      const row = z.object({ word: z.string() });
      expect(await preparedRows(database.db, row, one)).toEqual([{ word: 'twice' }]);
      vi.resetModules();
      const again = (await import('#src/server/db/query.ts')) as typeof import('#src/server/db/query.ts');
      expect(again.preparedRows).not.toBe(preparedRows);
      expect(await again.preparedRows(database.db, row, one)).toEqual([{ word: 'twice' }]);
    });

    it('use a parser the embedded engine gains after its first prepared read', async () => {
      if (engine.name !== 'pglite') return;
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const row = z.object({ word: z.string() });
      const word = sql`SELECT ${'later'}::text AS word`;
      expect(await preparedRows(database.db, row, word)).toEqual([{ word: 'later' }]);
      const own = client.parsers[types.TEXT];
      client.parsers[types.TEXT] = (value: string) => value.toUpperCase();
      try {
        expect(await preparedRows(database.db, row, word)).toEqual([{ word: 'LATER' }]);
      } finally {
        client.parsers[types.TEXT] = own!;
      }
      expect(await preparedRows(database.db, row, word)).toEqual([{ word: 'later' }]);
    });

    it('report a failing statement and keep working', async () => {
      const bad = sql`SELECT 1 / ${0}::int AS n`;
      // Drivers may wrap the database's error; its code is in the chain of causes (src/server/db/unavailable.ts reads it so).
      const codes = async () => {
        const chain: unknown[] = [];
        for (let e: unknown = await preparedRows(database.db, z.object({ n: int }), bad).catch((err: unknown) => err); e; e = (e as { cause?: unknown }).cause)
          chain.push(e);
        return chain.map((e) => (e as { code?: string }).code);
      };
      expect(await codes()).toContain('22012');
      expect(await codes()).toContain('22012');
      expect(await preparedRows(database.db, z.object({ n: int }), sql`SELECT ${2}::int AS n`)).toEqual([{ n: 2 }]);
    });

    it('never run inside a transaction another caller holds open', async () => {
      const sku = (await rows<{ sku: string }>(database.db, sql`SELECT sku FROM products WHERE id = ${ids[0]!}`))[0]!.sku;
      const read = sql`SELECT sku FROM products WHERE id = ${ids[0]!}`;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let changed!: () => void;
      const updated = new Promise<void>((resolve) => (changed = resolve));
      const transaction = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`UPDATE products SET sku = 'CHANGED-IN-TX' WHERE id = ${ids[0]!}`);
          changed();
          await held;
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await updated;
      const reading = preparedRows(database.db, z.object({ sku: z.string() }), read);
      setTimeout(release, 50);
      expect((await reading)[0]?.sku).toBe(sku);
      await transaction;
      expect((await preparedRows(database.db, z.object({ sku: z.string() }), read))[0]?.sku).toBe(sku);
    });
  });
}
