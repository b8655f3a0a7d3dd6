/** Applies migrations and seeds an empty database; closes it again (PGlite is single-process). */
import { readConfig, seedsDemoAccounts, type ServerConfig } from '#src/server/config.ts';
import { openDatabase } from '#src/server/db/client.ts';
import { isDatabaseEmpty, seedDatabase } from '#src/server/db/seed/index.ts';
import { ensureSearchIndex } from '#src/server/search/indexer.ts';

export async function prepareDatabase(settings: ServerConfig): Promise<'pglite' | 'postgres'> {
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
