/**
 * The running server's one database connection. `npm start` (scripts/start.ts) opens it, migrates
 * and seeds, and hands it over with `useDatabase` before serving, so the embedded database's lock
 * is held from preparation to shutdown (docs/embedded-db.md); anywhere else (the dev
 * server) it is opened on first use from the settings. The server closes it on shutdown.
 */
import { config } from './config.ts';
import { openDatabase, type Database, type Db, type Queryable } from './db/client.ts';
import { pageStore } from './page-cache/store.ts';

const KEY = Symbol.for('webshop.database');
type Holder = { [KEY]?: Promise<Database> };
const holder = globalThis as Holder;

export function database(): Promise<Database> {
  const current = holder[KEY];
  if (current) return current;
  const opening = (async () => {
    const { DATABASE_URL, DATA_DIR } = config();
    return DATABASE_URL ? openDatabase({ databaseUrl: DATABASE_URL }) : openDatabase({ dataDir: DATA_DIR });
  })();
  holder[KEY] = opening;
  // A failed open is not kept: requests waiting on it fail with it, the next one tries again
  // (the embedded database's lock may be free by then). Kept, it would fail every request until
  // a restart.
  opening.catch(() => {
    if (holder[KEY] === opening) delete holder[KEY];
  });
  return opening;
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

/**
 * Used by `npm start` and by tests to run the app's modules against a database they prepared.
 * Pages kept from another database are forgotten (docs/page-cache.md).
 */
export function useDatabase(instance: Database): void {
  holder[KEY] = Promise.resolve(instance);
  pageStore().clear();
}

export async function closeDatabase(): Promise<void> {
  const pending = holder[KEY];
  delete holder[KEY];
  if (!pending) return;
  let instance: Database;
  try {
    instance = await pending;
  } catch {
    return; // it never opened: nothing to close
  }
  await instance.close();
}
