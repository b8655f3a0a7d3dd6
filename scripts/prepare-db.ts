/** Applies migrations and seeds an empty database; closes it again (PGlite is single-process). */
import pg from 'pg';
import { readConfig, seedsDemoAccounts, type ServerConfig } from '#src/server/config.ts';
import { openDatabase } from '#src/server/db/client.ts';
import { isDatabaseEmpty, seedDatabase } from '#src/server/db/seed/index.ts';
import { ensureSearchIndex } from '#src/server/search/indexer.ts';

/** The advisory lock of preparing a database (any fixed number; advisory locks are per database). */
const PREPARE_LOCK = 4_321_001;

export async function prepareDatabase(settings: ServerConfig): Promise<'pglite' | 'postgres'> {
  if (!settings.DATABASE_URL) return prepare(settings);
  // Instances started together on one PostgreSQL database (README, running several instances)
  // take turns: two applying the same migration at once both create its tables, and one start
  // fails; two finding the database empty would both seed it. The lock is held by a session of
  // its own and released when that session ends.
  const lock = new pg.Client({ connectionString: settings.DATABASE_URL });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    return await prepare(settings);
  } finally {
    await lock.end();
  }
}

async function prepare(settings: ServerConfig): Promise<'pglite' | 'postgres'> {
  const db = settings.DATABASE_URL ? await openDatabase({ databaseUrl: settings.DATABASE_URL }) : await openDatabase({ dataDir: settings.DATA_DIR });
  try {
    await db.migrate();
    if (await isDatabaseEmpty(db.db)) {
      const demoCustomers = seedsDemoAccounts(settings);
      console.log(`[db] empty database: seeding the demo catalogue${demoCustomers ? ' and demo accounts' : ''}…`);
      const started = Date.now();
      await seedDatabase(db.db, { log: (m: string) => console.log(`[seed] ${m}`), demoCustomers });
      console.log(`[db] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else if (await ensureSearchIndex(db.db)) {
      console.log('[db] built the search index of an existing catalogue');
    }
    return db.engine;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await prepareDatabase(readConfig());
