/**
 * Named prepared statements on PGlite (docs/embedded-db.md, prepared statements). PGlite's
 * `query()` parses and plans its statement on every call and passes through the engine six
 * times (parse, describe, bind, describe, execute, sync); for the small reads of a page that
 * costs several times the read itself. Here a statement is parsed and described once per
 * instance under its name, and every call is one pass: bind, execute, sync. The engine keeps the
 * statement's plan as PostgreSQL does for a named statement.
 *
 * Locking is `query()`'s own: the transaction lock (so nothing runs inside another caller's
 * open transaction), then the query lock. Values are serialized and rows parsed with the
 * instance's own serializers and parsers, timestamps and intervals left as text as Drizzle asks
 * for its raw queries, so a row reads the same as through `query()`.
 */
import { PGlite, parse, protocol, types, type Results } from '@electric-sql/pglite';

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type Described = { paramTypes: number[]; row: RowDescription | undefined };

/** As Drizzle's raw queries on PGlite: these types stay text (their decoders read text, ./decode.ts). */
const TEXT_AS_IS = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asIs = Object.fromEntries(TEXT_AS_IS.map((type) => [type, (value: string) => value]));

const statements = new WeakMap<PGlite, Map<string, Described>>();

const serialize = protocol.serialize;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The PGlite instance a Drizzle session runs on, unless it is a transaction's (those run as usual). */
export function pgliteOf(client: unknown): PGlite | null {
  return client instanceof PGlite ? client : null;
}

/** Runs a named statement's text with its parameters; rows as objects, as `query()` answers them. */
export async function preparedOnPglite(client: PGlite, name: string, text: string, params: readonly unknown[]): Promise<Record<string, unknown>[]> {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      const known = statements.get(client) ?? new Map<string, Described>();
      statements.set(client, known);
      let described = known.get(name);
      if (!described) {
        const { messages } = await client.execProtocol(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
        described = {
          paramTypes: parse.parseDescribeStatementResults(messages),
          row: messages.find((m): m is RowDescription => m.name === 'rowDescription'),
        };
        known.set(name, described);
      }
      const paramTypes = described.paramTypes;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(joined([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]));
      // Bind and execute send no row description: the one described at parse time stands in.
      const results: Results<Record<string, unknown>>[] = parse.parseResults(described.row ? [described.row, ...messages] : messages, client.parsers, {
        rowMode: 'object',
        parsers: asIs,
      });
      return results[0]?.rows ?? [];
    }),
  );
}
