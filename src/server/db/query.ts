/** Typed rows from raw SQL: both drivers (PGlite, node-postgres) answer `{ rows }`. */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

export async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Like {@link rows}, as a named prepared statement: node-postgres prepares it once per
 * connection and PostgreSQL stops planning it on every call, which for a query of many
 * subqueries costs more than running it. The name is the hash of the SQL text, so a text never
 * meets another's plan; keep the text stable (values as parameters, lists as one array). PGlite
 * runs it as a plain query. Goes through Drizzle's session (public, if not documented for this).
 */
export async function preparedRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
