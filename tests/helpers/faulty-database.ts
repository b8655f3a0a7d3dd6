/**
 * The database as the shop sees it, with every query passing a check first: plain queries
 * (`db.execute`) and prepared statements (src/server/db/query.ts preparedRows, through the
 * session). The session's client is hidden so that prepared statements on PGlite take Drizzle's
 * way too, where the check runs.
 */
import type { Database } from '#src/server/db/client.ts';

type Prepared = { execute: (...args: unknown[]) => Promise<unknown> };
type Session = { prepareQuery: (...args: unknown[]) => Prepared };

/** `check` runs before every query; an error it returns fails that query, as a failing query would. */
export function intercepted(database: Database, check: () => Error | null): Database {
  const checked =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const error = check();
      return error ? Promise.reject(error) : run(...args);
    };
  const session = new Proxy((database.db as unknown as { session: Session }).session, {
    get(target, prop, receiver) {
      if (prop === 'client') return undefined;
      if (prop !== 'prepareQuery') return Reflect.get(target, prop, receiver);
      return (...args: unknown[]) => {
        const prepared = target.prepareQuery(...args);
        return { execute: checked((...a: unknown[]) => prepared.execute(...a)) };
      };
    },
  });
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop === 'session') return session;
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return checked((...args: Parameters<typeof target.execute>) => target.execute(...args));
    },
  });
  return { ...database, db };
}

/** Every query failing while `fault()` gives an error. */
export const withFaults = (database: Database, fault: () => Error | null): Database => intercepted(database, fault);

/** Counts the queries run through it. */
export function counted(database: Database): { database: Database; count: () => number } {
  let n = 0;
  return {
    database: intercepted(database, () => {
      n++;
      return null;
    }),
    count: () => n,
  };
}
