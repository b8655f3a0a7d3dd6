/**
 * Several independent reads in one statement: each part is a scalar subquery answering one JSON
 * value, with the zod schema of that value (decoded as every row is, ./decode.ts for the JSON
 * forms). A round trip costs the web server a system call and the database a wake-up and a
 * parse, often more than a small read itself (docs/performance.md, render cost); the product
 * page's media, specifications, categories, reviews, downloads and links are one trip so.
 * Run as a prepared statement (./query.ts): keep each part's text stable (lists as one array
 * parameter, ./sql-arrays.ts intArrayParam).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from './client.ts';
import { RowShapeError, preparedRows } from './query.ts';

export type JsonPart<S extends z.ZodType = z.ZodType> = { sql: SQL; value: S };

export const jsonPart = <S extends z.ZodType>(query: SQL, value: S): JsonPart<S> => ({ sql: query, value });

/**
 * A JSON array of the rows of `select`, in its order, or `[]`: the usual body of a part. The
 * aggregate reads the sorted subquery directly (no join above it), which keeps its order.
 */
export const jsonRows = (select: SQL): SQL => sql`SELECT COALESCE(json_agg(r), '[]'::json) FROM (${select}) r`;

/** The row before its parts are decoded: one column per part. */
const columnsRow = z.record(z.string(), z.unknown());

/**
 * Reads the parts in one statement and decodes each with its schema. Keep the schemas at module
 * level: zod compiles a schema on its first use, so one built per call is compiled per call.
 */
export async function readParts<P extends Record<string, JsonPart>>(db: Queryable, parts: P): Promise<{ [K in keyof P]: z.output<P[K]['value']> }> {
  const keys = Object.keys(parts);
  const columns = sql.join(
    keys.map((key) => sql`(${parts[key]!.sql}) AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const [found] = await preparedRows(db, columnsRow, sql`SELECT ${columns}`);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const parsed = parts[key]!.value.safeParse(found?.[key]);
    if (!parsed.success) throw new RowShapeError(parsed.error, 0);
    out[key] = parsed.data;
  }
  return out as { [K in keyof P]: z.output<P[K]['value']> };
}
