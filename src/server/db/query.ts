/** Typed rows from raw SQL: both drivers (PGlite, node-postgres) answer `{ rows }`. */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
