/** SQL array literals of parameters, typed, and empty arrays that still have a type. */
import { sql, type SQL } from 'drizzle-orm';

function arrayOf(values: readonly (string | number)[], type: 'text' | 'integer'): SQL {
  if (values.length === 0) return sql.raw(`ARRAY[]::${type}[]`);
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** @example textArray(['a', 'b']) // ARRAY[$1, $2]::text[] */
export const textArray = (values: readonly string[]): SQL => arrayOf(values, 'text');

/** @example intArray([3, 5]) // ARRAY[$1, $2]::integer[] */
export const intArray = (values: readonly number[]): SQL => arrayOf(values, 'integer');

/**
 * Whole numbers as one parameter (`$1::integer[]`), so the statement's text stays the same
 * whatever their number: what a prepared statement needs (./query.ts, preparedRows).
 * @example intArrayParam([3, 5]) // $1::integer[] with '{3,5}'
 */
export const intArrayParam = (values: readonly number[]): SQL => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::integer[]`;
