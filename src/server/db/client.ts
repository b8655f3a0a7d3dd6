/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite under DATA_DIR.
 * Both are driven through the same Drizzle `PgDatabase` type, so domain modules never know which.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './lock.ts';

/** The shop's database, whichever engine runs it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction on the shop's database: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What every function that reads or writes takes as its first parameter: the shop's database or
 * a transaction on it. Drizzle's transaction is a database too, so either is passed as it is,
 * never cast (docs/data-access.md).
 */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies pending migrations from the migrations folder. */
  migrate(migrationsFolder?: string): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * The embedded engine only: a consistent copy of its data directory as a gzipped tarball
   * (docs/embedded-db.md, backups). Queries wait while it is made.
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

export type OpenOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite }; // an already opened instance (tests clone a migrated template)

export const defaultMigrationsFolder = (): string => process.env.MIGRATIONS_DIR ?? resolve(fileURLToPath(new URL('.', import.meta.url)), 'migrations');

export function pgliteExtensions() {
  return { pg_trgm };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if ('pglite' in options) return wrapPglite(options.pglite, () => undefined);
  const dir = resolve(options.dataDir);
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create({ dataDir: join(dir, 'pglite'), extensions: pgliteExtensions() });
    return wrapPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

function wrapPglite(client: PGlite, release: () => void): Database {
  const engineDb = drizzlePglite({ client, schema });
  const db: Db = engineDb;
  return {
    db,
    engine: 'pglite',
    migrate: async (folder = defaultMigrationsFolder()) => {
      await migratePglite(engineDb, { migrationsFolder: folder });
    },
    ping: () => ping(db),
    // Inside a transaction of its own no other query or transaction of this instance runs (PGlite
    // runs one at a time), and the checkpoint writes every committed change into the data
    // files: the tarball is the database as of that moment, whole.
    dumpDataDir: () =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    // A database that freezes (not refusing, just silent) must not hold requests for ever: the
    // client gives up on a query after 15 s, the server ends a statement after 10 s and a
    // transaction left idle after 30 s, and TCP keep-alive finds a dead peer (docs/errors.md).
    query_timeout: 15_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Generic plans for every parameterised statement of the pool, made once per connection and
    // statement. The shop's queries are look-ups by key and search by ranked index whose best
    // plan does not depend on the values, and planning cost more than running them: without it
    // PostgreSQL re-plans the cart's state query on every call (its generic plan looks costlier
    // to the planner's estimate). Measured pool-wide on one machine: cart adds 270 → 515 req/s,
    // cart reads 630 → 1470 req/s, distinct searches 93 → 177 req/s, catalogue pages unchanged
    // (npm run bench:cart / bench:catalog -- --engine postgres). A query that ever needs a
    // custom plan can run `SET LOCAL plan_cache_mode = auto` in its transaction.
    options: '-c plan_cache_mode=force_generic_plan -c statement_timeout=10000 -c idle_in_transaction_session_timeout=30000',
  });
  // A client losing its server must not crash the process, idle or checked out by a request: the
  // request's query fails (answered 503), the pool drops the client, the next query reconnects.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  pool.on('connect', (client) => client.on('error', (err) => console.error('[db] PostgreSQL connection lost:', err.message)));
  const engineDb = drizzlePg({ client: pool, schema });
  const db: Db = engineDb;
  let closed = false;
  return {
    db,
    engine: 'postgres',
    migrate: async (folder = defaultMigrationsFolder()) => {
      await migratePg(engineDb, { migrationsFolder: folder });
    },
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      // A client whose connection was cut in the middle of a transaction may never be handed
      // back; shutting down must not wait for it for ever.
      const grace = new Promise<void>((done) => setTimeout(done, 5_000).unref());
      await Promise.race([pool.end(), grace]);
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
