/**
 * Very broad searches (docs/search.md): a search whose every word many products use is asked of
 * a fixed eighth of the products, ranked as the whole search ranks them, with its counts
 * estimated; a filter that leaves nothing of the sample and rare words are answered exactly.
 * The demo catalogue is small, so "many" is lowered to 3 products here (SEARCH_SAMPLE_FROM), on
 * every engine.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { engines } from '../helpers/engines.ts';
import { searchFor, searchInput } from '../helpers/search-products.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import { rows } from '#src/server/db/query.ts';
import { intArray } from '#src/server/db/sql-arrays.ts';
import { aggregate } from '#src/server/search/ranking.ts';
import { planQuery } from '#src/server/search/plan.ts';
import { parseQuery } from '#src/server/search/terms.ts';
import { estimated } from '#src/server/search/breadth.ts';
import type { Database } from '#src/server/db/client.ts';

vi.hoisted(() => {
  process.env.SEARCH_SAMPLE_FROM = '3';
});

const QUERY = 'sensor ';

for (const engine of engines()) {
  describe(`very broad searches on ${engine.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
      useDatabase(database);
    });
    afterAll(async () => {
      await closeDatabase();
    });

    /** Every product the whole search finds, in its order (one page of up to 100). */
    async function everyHit(query: string, categories: number[] = []): Promise<number[]> {
      const input = searchInput(query, 'en', { perPage: 100, categories });
      const terms = parseQuery(query)!;
      const agg = await aggregate(database.db, input, terms, await planQuery('en', terms, new Map()));
      expect(agg!.total).toBeLessThanOrEqual(100);
      return agg!.ids;
    }

    /** Those of `ids` in the sample, by the database's own hash. */
    async function sampled(ids: number[]): Promise<Set<number>> {
      const found = await rows(database.db, z.object({ id: z.number() }), sql`SELECT id FROM unnest(${intArray(ids)}) AS id WHERE (hashint4(id) & 7) = 0`);
      return new Set(found.map((r) => r.id));
    }

    it('answers from the sample, ranked as the whole search ranks it, with estimated counts', async () => {
      const all = await everyHit(QUERY);
      const inSample = await sampled(all);
      // Meaningful only when the sample holds some of the hits but not all.
      expect(inSample.size).toBeGreaterThan(0);
      expect(inSample.size).toBeLessThan(all.length);

      const result = await searchFor(QUERY, 'en');
      expect(result.estimated).toBe(true);
      expect(result.products.map((p) => p.id)).toEqual(all.filter((id) => inSample.has(id)).slice(0, 20));
      expect(result.total).toBe(estimated(inSample.size));
      expect(result.lastPage).toBe(Math.max(1, Math.ceil(inSample.size / 20)));
      const brandCounts = result.properties.find((p) => p.name === 'merk')!.options.map((o) => o.count);
      expect(brandCounts.length).toBeGreaterThan(0);
      for (const count of brandCounts) expect(count % 8).toBe(0);
    });

    it('finds every product whose name starts with what was typed, counting only the sample', async () => {
      const query = 'raspberry pi 5';
      const all = await everyHit(query);
      const named = await rows(
        database.db,
        z.object({ product_id: z.number() }),
        sql`SELECT product_id FROM product_search WHERE locale = 'en' AND lower(name) LIKE ${`${query}%`} AND product_id = ANY(${intArray(all)})`,
      );
      const inSample = await sampled(all);
      const outside = named.map((r) => r.product_id).filter((id) => !inSample.has(id));
      // Meaningful only when some of them are outside the sample.
      expect(outside.length).toBeGreaterThan(0);

      const result = await searchFor(query, 'en', { perPage: 60 });
      expect(result.estimated).toBe(true);
      const shown = new Set(result.products.map((p) => p.id));
      expect(outside.filter((id) => !shown.has(id))).toEqual([]);
      expect(result.total).toBe(estimated(inSample.size));
    });

    it('samples a filtered search only where the filter leaves some of the sample', async () => {
      // Every category of the whole search's hits, the sample's and the others.
      const terms = parseQuery(QUERY)!;
      const input = searchInput(QUERY, 'en');
      const whole = await aggregate(database.db, input, terms, await planQuery('en', terms, new Map()));
      const outcomes = [];
      for (const [id] of whole!.categories) {
        const filtered = await everyHit(QUERY, [id]);
        const inSample = await sampled(filtered);
        const result = await searchFor(QUERY, 'en', { categories: [id] });
        outcomes.push(inSample.size > 0);
        if (inSample.size > 0) {
          expect(result.estimated).toBe(true);
          expect(result.products.map((p) => p.id)).toEqual(filtered.filter((p) => inSample.has(p)).slice(0, 20));
          expect(result.total).toBe(estimated(inSample.size));
        } else {
          // The filter leaves nothing of the sample: asked again of every product, exactly.
          expect(result.estimated).toBe(false);
          expect(result.products.map((p) => p.id)).toEqual(filtered.slice(0, 20));
          expect(result.total).toBe(filtered.length);
        }
      }
      // Both cases met on this catalogue.
      expect(new Set(outcomes)).toEqual(new Set([true, false]));
    });

    it('answers rare words exactly', async () => {
      // A word fewer than three products use ("Pinecil" names one soldering iron).
      const rare = await searchFor('pinecil ', 'en');
      expect(rare.estimated).toBe(false);
      expect(rare.total).toBe((await everyHit('pinecil ')).length);
    });
  });
}
