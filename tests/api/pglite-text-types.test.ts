/**
 * The embedded engine keeps Drizzle's text types as text itself (src/server/db/pglite-text-types.ts):
 * a query through Drizzle hands PGlite no parsers of its own (whose merging cost 80 µs a
 * statement), reads the same values as before, in a transaction too, and a query asking for
 * parsers of other types still gets them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { keepTextTypes } from '#src/server/db/pglite-text-types.ts';

describe('text types on the embedded engine', () => {
  let client: PGlite;
  const asked: (QueryOptions | undefined)[] = [];
  beforeAll(async () => {
    client = await PGlite.create();
    // What reaches PGlite's own query, under the shop's wrapper.
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      asked.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    keepTextTypes(client);
    keepTextTypes(client);
  });
  afterAll(async () => {
    await client.close();
  });

  const probe = sql`SELECT timestamptz '2026-03-01 10:00:00+00' AS at, date '2026-03-01' AS day, interval '1 day' AS span,
    ARRAY[1.50]::numeric[] AS amounts, 7::int4 AS n, '{"a":1}'::jsonb AS doc`;
  const expected = { at: '2026-03-01 10:00:00+00', day: '2026-03-01', span: '1 day', amounts: '{1.50}', n: 7, doc: { a: 1 } };

  it('reads them as text through Drizzle, and hands PGlite no parsers to merge', async () => {
    const db = drizzle({ client });
    asked.length = 0;
    const { rows } = await db.execute(probe);
    expect(rows).toEqual([expected]);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.parsers).toBeUndefined();
    expect(asked[0]?.rowMode).toBe('object');
  });

  it('does the same inside a transaction', async () => {
    const db = drizzle({ client });
    const rows = await db.transaction(async (tx) => (await tx.execute(probe)).rows);
    expect(rows).toEqual([expected]);
  });

  it('keeps the parsers a query asks for other types', async () => {
    const { rows } = await client.query<{ n: string }>('SELECT 7::int4 AS n', [], { parsers: { [types.INT4]: (v: string) => `#${v}` } });
    expect(rows).toEqual([{ n: '#7' }]);
  });
});
