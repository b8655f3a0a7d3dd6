/**
 * Applies migrations and seeds an empty database. `npm start` keeps the prepared database open
 * and hands it to the server (the embedded database's lock stays held); `npm run dev` and this
 * file run on their own close it again (PGlite is single-process, and the dev server opens it).
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { readConfig, seedsDemoAccounts, type ServerConfig } from '#src/server/config.ts';
import { openDatabase, type Database } from '#src/server/db/client.ts';
import { DatabaseLockedError } from '#src/server/db/lock.ts';
import { rows } from '#src/server/db/query.ts';

/** The advisory lock of preparing a database (any fixed number; advisory locks are per database). */
const PREPARE_LOCK = 4_321_001;

/** Opens the shop's database, migrates and seeds it, and answers it open. */
export async function openPreparedDatabase(settings: ServerConfig): Promise<Database> {
  if (!settings.DATABASE_URL) return openAndPrepare(settings);
  // Instances started together on one PostgreSQL database (README, running several instances)
  // take turns: two applying the same migration at once both create its tables, and one start
  // fails; two finding the database empty would both seed it. The lock is held by a session of
  // its own and released when that session ends.
  const lock = new pg.Client({ connectionString: settings.DATABASE_URL });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    return await openAndPrepare(settings);
  } finally {
    await lock.end();
  }
}

async function openAndPrepare(settings: ServerConfig): Promise<Database> {
  const db = settings.DATABASE_URL ? await openDatabase({ databaseUrl: settings.DATABASE_URL }) : await openDatabase({ dataDir: settings.DATA_DIR });
  try {
    await db.migrate();
    // The seed's code and the search indexer take seconds to load: only when there is work for them.
    const [state] = await rows<{ products: boolean; indexed: boolean }>(
      db.db,
      sql`SELECT EXISTS (SELECT 1 FROM products) AS products, EXISTS (SELECT 1 FROM product_search) AS indexed`,
    );
    if (!state?.products) {
      const { seedDatabase } = await import('#src/server/db/seed/index.ts');
      const demoCustomers = seedsDemoAccounts(settings);
      console.log(`[db] empty database: seeding the demo catalogue${demoCustomers ? ' and demo accounts' : ''}…`);
      const started = Date.now();
      await seedDatabase(db.db, { log: (m: string) => console.log(`[seed] ${m}`), demoCustomers });
      console.log(`[db] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else if (!state.indexed && (await (await import('#src/server/search/indexer.ts')).ensureSearchIndex(db.db))) {
      console.log('[db] built the search index of an existing catalogue');
    }
    return db;
  } catch (err) {
    await db.close();
    throw err;
  }
}

/** Prepares the database and closes it again. */
export async function prepareDatabase(settings: ServerConfig): Promise<'pglite' | 'postgres'> {
  const db = await openPreparedDatabase(settings);
  await db.close();
  return db.engine;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await prepareDatabase(readConfig());
  } catch (err) {
    if (!(err instanceof DatabaseLockedError)) throw err;
    console.error(`[db] ${err.message}`);
    process.exit(1);
  }
}
