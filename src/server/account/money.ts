/** Cents from the database as the API's euro amounts (two decimals, like the cart's). @example euros(7291) // 72.91 */
export { eurosOf as euros } from '#src/lib/money.ts';

/** A timestamp from either driver (Date from node-postgres, string from PGlite) as ISO 8601. */
export const iso = (value: string | Date): string => new Date(value).toISOString();

/** Like {@link iso} for a column that may be null. */
export const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : iso(value));
