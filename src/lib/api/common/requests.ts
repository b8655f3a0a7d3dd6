/**
 * Building blocks of the API's requests (docs/http-edge.md): a request is read as
 * `{ params, query, headers, body }` (src/server/http/endpoint.ts), its parts checked one after
 * another, a write's body as a JSON object. Pure.
 */
import * as z from 'zod/mini';
import { carry, report } from './problems.ts';

/** What the server puts in `body` when the body could not be read as a JSON object; the body's schema reports it. */
export class UnreadableBody {
  readonly problem: string;
  constructor(problem: string) {
    this.problem = problem;
  }
}

/**
 * The JSON object body of a write, read with `schema` (an object schema, or a `form`). A body
 * that was no JSON object is reported on the field `body`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function jsonObject<S extends z.ZodMiniType>(schema: S) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform(async (raw, ctx): Promise<z.output<S>> => {
      if (raw instanceof UnreadableBody) return report(ctx, raw.problem);
      const parsed = await z.safeParseAsync(schema, raw ?? {});
      if (parsed.success) return parsed.data;
      return carry(ctx, parsed.error.issues, []);
    }),
  );
}

export type Shape = Record<string, z.ZodMiniType>;
type Outputs<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

/**
 * Parts checked one after another: the first part with a problem is the one reported, as a
 * person reads a request (the path before the body, an id before a quantity). Async parts
 * are allowed (a country looked up in the database).
 */
/* @__NO_SIDE_EFFECTS__ */
export function inOrder<S extends Shape>(shape: S) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform(async (raw, ctx): Promise<Outputs<S>> => {
      const input = (raw ?? {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, schema] of Object.entries(shape)) {
        const parsed = await z.safeParseAsync(schema, input[key]);
        if (!parsed.success) return carry(ctx, parsed.error.issues, [key]);
        out[key] = parsed.data;
      }
      return out as Outputs<S>;
    }),
  );
}

/** The request of a call: its parts in the order they are checked. */
/* @__NO_SIDE_EFFECTS__ */
export function request<S extends Shape>(shape: S) {
  return inOrder(shape);
}

/**
 * A schema with checks (zod/mini's `schema.check(…)` as a function a bundler knows to be free of
 * side effects, so an unused schema is dropped).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checked<S extends z.ZodMiniType>(schema: S, ...checks: z.core.$ZodCheck<z.output<S>>[]): S {
  return schema.check(...checks);
}
