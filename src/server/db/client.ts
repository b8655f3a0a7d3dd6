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
import { isDatabaseUnavailable } from './unavailable.ts';
import { keepTextTypes } from './pglite-text-types.ts';

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
  /**
   * Calls `onNotify` for each notification on `channel` (LISTEN), from any session of the
   * database: the embedded engine's own, or every instance's on PostgreSQL, where a dedicated
   * connection listens and comes back by itself after it was lost (`onNotify` is then called
   * once, since notifications may have been missed meanwhile). Resolves to a stop function.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections and the queries waiting for one (the metrics, docs/observability.md). */
  poolStats?: () => { total: number; idle: number; waiting: number };
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
  keepTextTypes(client);
  const engineDb = drizzlePglite({ client, schema });
  const db: Db = engineDb;
  return {
    db,
    engine: 'pglite',
    migrate: async (folder = defaultMigrationsFolder()) => {
      await migratePglite(engineDb, { migrationsFolder: folder });
    },
    ping: () => ping(db),
    listen: async (channel, onNotify) => client.listen(channel, () => onNotify()),
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

/**
 * Time limits toward PostgreSQL (docs/errors.md, time limits). They bound what a shopper waits
 * when the database is gone without a word (a network partition, a stopped server): 3 s for a
 * connection (a free one of the pool, or a new one), 6 s for a query's answer on the client. A
 * request of the shop runs queries of milliseconds, so a request still waiting after that has
 * failed for its shopper anyway, and a 503 lets the browser say so and try again. The server
 * ends a statement after 5 s, before the client gives up, so a statement that is merely slow
 * ends with a clean error on a connection that stays usable; and a transaction left idle after
 * 30 s. Migrations run without these limits on a connection of their own.
 */
const CONNECT_TIMEOUT_MS = 3_000;
const QUERY_TIMEOUT_MS = 6_000;
const STATEMENT_TIMEOUT_MS = 5_000;
const IDLE_IN_TRANSACTION_MS = 30_000;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // TCP keep-alive finds a peer that died without closing its connections.
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
    options: `-c plan_cache_mode=force_generic_plan -c statement_timeout=${STATEMENT_TIMEOUT_MS} -c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS}`,
  });
  // A client losing its server must not crash the process, idle or checked out by a request: the
  // request's query fails (answered 503), the pool drops the client, the next query reconnects.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  pool.on('connect', (client) => client.on('error', (err) => console.error('[db] PostgreSQL connection lost:', err.message)));
  givesBackLostConnections(pool);
  const engineDb = drizzlePg({ client: pool, schema });
  const db: Db = engineDb;
  let closed = false;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    engine: 'postgres',
    migrate: async (folder = defaultMigrationsFolder()) => {
      // A migration may rewrite a large table: it runs once at start, not for a waiting shopper.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: folder });
      } finally {
        await client.end();
      }
    },
    ping: () => ping(db),
    listen: async (channel, onNotify) => {
      const stop = listenPostgres(url, channel, onNotify);
      listeners.add(stop);
      return stop;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      // A client whose connection was cut in the middle of a transaction may never be handed
      // back; shutting down must not wait for it for ever.
      const grace = new Promise<void>((done) => setTimeout(done, 5_000).unref());
      await Promise.race([pool.end(), grace]);
    },
  };
}

/** A connection of its own that LISTENs; reconnects a second after it was lost. */
function listenPostgres(url: string, channel: string, onNotify: () => void): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    const again = () => {
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped && retry === undefined) retry = setTimeout(() => ((retry = undefined), void connect()), 1_000).unref();
    };
    next.on('error', again);
    next.on('end', again);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      onNotify(); // what changed while nobody listened
    } catch {
      again();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** The release of a client's current checkout, called when one of its queries loses the connection. */
const RELEASE_ON_LOSS = Symbol('releaseOnLoss');

/**
 * A transaction takes a client of its own from the pool (`pool.connect()`), and Drizzle gives it
 * back only once BEGIN succeeded: a connection lost or silent at BEGIN kept its place in the pool
 * for ever, and a few such moments left the pool with no client at all, every request waiting
 * for one until its time ran out. A query whose answer did not come in time also left its client
 * waiting for that answer, so the next request to take it waited too. So a client taken for a
 * transaction is handed back, and closed, as soon as one of its queries fails for its
 * connection (lost, refused, or timed out on our side; not an error PostgreSQL answered); the
 * rest of the transaction (Drizzle's ROLLBACK) then fails at once as unavailable, and the
 * release at its end is a no-op.
 */
function givesBackLostConnections(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const wrapped = (callback?: Parameters<pg.Pool['connect']>[0]) => {
    // pg-pool's own queries take their client with a callback and release it on any error.
    if (callback) return connect(callback);
    return connect().then((client: pg.PoolClient & Partial<Record<typeof RELEASE_ON_LOSS, (err: Error | boolean) => void>>) => {
      // pg-pool gives every checkout a release of its own; this one runs at most once.
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        release(err);
      };
      client.release = releaseOnce;
      // The pool keeps its clients, so `query` is wrapped once per client, not per checkout (a
      // wrapper per checkout piled up: after a thousand transactions every query ran through a
      // thousand wrappers). It releases whichever checkout is current.
      if (!client[RELEASE_ON_LOSS]) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const result = query(...args);
          if (result instanceof Promise)
            result.catch((err: unknown) => {
              if (!(err instanceof pg.DatabaseError) && isDatabaseUnavailable(err)) client[RELEASE_ON_LOSS]?.(err instanceof Error ? err : true);
            });
          return result;
        }) as typeof client.query;
      }
      client[RELEASE_ON_LOSS] = releaseOnce;
      return client;
    });
  };
  pool.connect = wrapped as typeof pool.connect;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
