/**
 * The types Drizzle reads as text on PGlite (timestamps, dates, intervals, and arrays of them and
 * of numerics; their decoders read the text, ./decode.ts), kept as text by the instance itself
 * (docs/embedded-db.md, text types). Drizzle asks for them on every query by handing PGlite
 * parsers of its own, and PGlite copied its 300-odd parsers with those into a new object before
 * reading a row: 80 µs a statement, a tenth of an order's CPU. Every query of the shop's
 * instance goes through Drizzle, which asks for the same, or the prepared reads
 * (./pglite-prepared.ts), which use the instance's parsers: so the instance's own parsers keep
 * these types as text and a query's parsers that ask for nothing else are dropped.
 */
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';

/** timestamp, timestamptz, interval, date; numeric[], timestamp[], timestamptz[], interval[], date[]. */
export const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
export const TEXT_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(TEXT_TYPES.map((type) => [type, asText]));

const textType = new Set(TEXT_TYPES.map(String));

/** The options without parsers that only keep text types as text (what the instance does now). */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((type) => textType.has(type))) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

type Query = PGlite['query'];
const dropsTextParsers = (query: Query): Query => ((text, params, options) => query(text, params, withoutTextParsers(options))) as Query;

const KEPT = Symbol.for('webshop.pglite.textTypes');

/** Makes the instance read the text types as text, in its transactions too (again on the same instance: nothing). */
export function keepTextTypes(client: PGlite): void {
  const marked = client as PGlite & { [KEPT]?: true };
  if (marked[KEPT]) return;
  marked[KEPT] = true;
  Object.assign(client.parsers, TEXT_PARSERS);
  client.query = dropsTextParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = dropsTextParsers(tx.query.bind(tx));
      return callback(tx);
    })) as PGlite['transaction'];
}
