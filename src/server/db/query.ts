/**
 * Rows of raw SQL, decoded at the edge of the data layer: every query names a zod schema for
 * its row, each row is checked and converted by it (./decode.ts for the types the drivers answer
 * differently), and nothing above sees an unchecked row. Both drivers (PGlite, node-postgres)
 * answer `{ rows }`. A row that does not match is a fault of the query or the schema, never of
 * a shopper's input, and throws RowShapeError.
 */
import { hash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Queryable } from './client.ts';
import { pgliteOf, preparedOnPglite } from './pglite-prepared.ts';

export class RowShapeError extends Error {
  constructor(error: z.ZodError, index: number) {
    super(`A database row (#${index}) has an unexpected shape:\n${z.prettifyError(error)}`, { cause: error });
    this.name = 'RowShapeError';
  }
}

/** Checks and converts raw rows with the schema of one row. */
export function decodeRows<S extends z.ZodType>(row: S, raw: readonly unknown[]): z.output<S>[] {
  const out: z.output<S>[] = new Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const parsed = row.safeParse(raw[i]);
    if (!parsed.success) throw new RowShapeError(parsed.error, i);
    out[i] = parsed.data;
  }
  return out;
}

export async function rows<S extends z.ZodType>(db: Queryable, row: S, query: SQL): Promise<z.output<S>[]>;
/**
 * Unchecked rows, for tests and benchmarks that look into the database; the shop's own code
 * always names the row's schema (a unit test holds it to that).
 */
export async function rows<T>(db: Queryable, query: SQL): Promise<T[]>;
export async function rows(db: Queryable, rowOrQuery: z.ZodType | SQL, query?: SQL): Promise<unknown[]> {
  const result = (await db.execute(query ?? (rowOrQuery as SQL))) as unknown as { rows: unknown[] };
  return query === undefined ? result.rows : decodeRows(rowOrQuery as z.ZodType, result.rows);
}

/** Statement names by SQL text: hashing a text of some kilobytes on every call cost more than looking it up. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q${hash('sha1', text).slice(0, 20)}`;
    // The shop's texts are a few hundred at most; the bound only guards against a caller that
    // writes values into its text.
    if (statementNames.size >= 5000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Like {@link rows}, as a named prepared statement: node-postgres prepares it once per
 * connection and PostgreSQL stops planning it on every call, which for a query of many
 * subqueries costs more than running it. The name is the hash of the SQL text, so a text never
 * meets another's plan; keep the text stable (values as parameters, lists as one array). PGlite
 * keeps it too (./pglite-prepared.ts), except inside a transaction, where it runs as a plain
 * query. Goes through Drizzle's session (public, if not documented for this).
 */
export async function preparedRows<S extends z.ZodType>(db: Queryable, row: S, query: SQL): Promise<z.output<S>[]> {
  const { session, dialect } = db as unknown as { session: PgSession & { client?: unknown }; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  const name = statementName(built.sql);
  const pglite = pgliteOf(session.client);
  if (pglite) return decodeRows(row, await preparedOnPglite(pglite, name, built.sql, built.params));
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: unknown[] };
  return decodeRows(row, result.rows);
}
