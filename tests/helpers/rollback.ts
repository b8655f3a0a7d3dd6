/**
 * Runs a test body inside a transaction that is always rolled back, with the app's modules
 * pointed at that transaction: a test may change rows (deactivate a product, hide a category)
 * without other test files, which share the PostgreSQL database, ever seeing it.
 */
import { useDatabase } from '#src/server/database.ts';
import type { Database, Queryable } from '#src/server/db/client.ts';

class Rollback extends Error {}

export async function inRollback(database: Database, body: (db: Queryable) => Promise<void>): Promise<void> {
  try {
    await database.db.transaction(async (tx) => {
      // Nothing is committed, so nothing notifies: the page cache keeps nothing meanwhile.
      useDatabase({ ...database, db: tx, listen: () => Promise.reject(new Error('no notifications inside a rolled-back transaction')) });
      await body(tx);
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  } finally {
    useDatabase(database);
  }
}
