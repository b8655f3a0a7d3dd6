/**
 * The PostgreSQL pool's clients (src/server/db/client.ts): a client taken for a transaction is
 * handed back when its connection is lost, and the hook that does so is put on a client once, not
 * once per transaction; a hook per transaction piled up and made every query of a long-running
 * server slower with each transaction it had run.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openDatabase, type Database } from '#src/server/db/client.ts';

const url = inject('postgresUrl');

describe.runIf(url)('the PostgreSQL pool', () => {
  let database: Database;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: url!, poolSize: 1 });
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps one query hook per client however many transactions it runs', async () => {
    const transaction = () => database.db.transaction(async (tx) => void (await tx.execute(sql`SELECT 1`)));
    await transaction();
    const first = await pool.connect();
    const hooked = first.query;
    first.release();
    for (let i = 0; i < 25; i++) await transaction();
    const again = await pool.connect();
    try {
      expect(again).toBe(first);
      expect(again.query).toBe(hooked);
    } finally {
      again.release();
    }
    expect(await database.ping()).toBe(true);
  });
});
