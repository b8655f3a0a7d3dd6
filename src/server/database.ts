/**
 * The running server's one database connection, opened on first use from the settings.
 * The process entry (scripts/start.ts) migrates and seeds before the server starts serving,
 * and closes this connection on shutdown through `closeDatabase`.
 */
import { config } from './config.ts';
import { openDatabase, type Database, type Db, type Queryable } from './db/client.ts';

const KEY = Symbol.for('webshop.database');
type Holder = { [KEY]?: Promise<Database> };
const holder = globalThis as Holder;

export function database(): Promise<Database> {
  holder[KEY] ??= (async () => {
    const { DATABASE_URL, DATA_DIR } = config();
    return DATABASE_URL ? openDatabase({ databaseUrl: DATABASE_URL }) : openDatabase({ dataDir: DATA_DIR });
  })();
  return holder[KEY];
}

export async function db(): Promise<Db> {
  return (await database()).db;
}

/**
 * A query (a function taking the handle first) as the entry point pages and endpoints call: the
 * same function on the shop's database (docs/data-access.md).
 * @example export const topCategories = onShopDatabase(loadTopCategories);
 */
export function onShopDatabase<A extends unknown[], R>(query: (db: Queryable, ...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => query(await db(), ...args);
}

/** Used by tests to run the app's modules against a database they prepared. */
export function useDatabase(instance: Database): void {
  holder[KEY] = Promise.resolve(instance);
}

export async function closeDatabase(): Promise<void> {
  const pending = holder[KEY];
  delete holder[KEY];
  if (pending) await (await pending).close();
}
