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
 * instance's own serializers and parsers, which keep timestamps and intervals as text as Drizzle
 * asks for its queries (./pglite-text-types.ts, applied to every instance the shop opens), so a
 * row reads the same as through `query()`. Handing PGlite parsers with the call instead made it
 * copy its 300-odd parsers into a new object every time, 80 µs a read.
 */
import { PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type Described = { paramTypes: number[]; row: RowDescription | undefined };

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

/**
 * The statements described so far, kept on the instance itself under a global symbol: the shop's
 * server code and its pages may load this module twice (two bundles) while sharing one instance,
 * and the engine refuses to parse a name a second time.
 */
const DESCRIBED = Symbol.for('webshop.pglite.preparedStatements');
const describedOn = (client: PGlite): Map<string, Described> => ((client as unknown as Record<symbol, Map<string, Described>>)[DESCRIBED] ??= new Map());

/** Parses the statement under its name (unless the instance has it already) and describes it. */
async function describe(client: PGlite, name: string, text: string): Promise<Described> {
  const describeIt = joined([serialize.describe({ type: 'S', name }), serialize.sync()]);
  let messages;
  try {
    ({ messages } = await client.execProtocol(joined([serialize.parse({ name, text }), describeIt])));
  } catch (err) {
    // 42P05: prepared by an earlier copy of this module on the same instance.
    if ((err as { code?: string }).code !== '42P05') throw err;
    ({ messages } = await client.execProtocol(describeIt));
  }
  return {
    paramTypes: parse.parseDescribeStatementResults(messages),
    row: messages.find((m): m is RowDescription => m.name === 'rowDescription'),
  };
}

/** The PGlite instance a Drizzle session runs on, unless it is a transaction's (those run as usual). */
export function pgliteOf(client: unknown): PGlite | null {
  return client instanceof PGlite ? client : null;
}

/** Runs a named statement's text with its parameters; rows as objects, as `query()` answers them. */
export async function preparedOnPglite(client: PGlite, name: string, text: string, params: readonly unknown[]): Promise<Record<string, unknown>[]> {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      const known = describedOn(client);
      let described = known.get(name);
      if (!described) {
        described = await describe(client, name, text);
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
      });
      return results[0]?.rows ?? [];
    }),
  );
}
