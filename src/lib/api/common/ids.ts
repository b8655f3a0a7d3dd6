/**
 * Ids in paths (docs/http-edge.md), and a product id as JSON may carry it. Pure.
 */
import * as z from 'zod/mini';
import { fail } from './problems.ts';

const ID_PATTERN = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

/** A positive database id from the path (the cart's calls); anything else is a 422 on that field. */
export const pathId = z.pipe(
  z.string({ error: 'must be a positive whole number' }),
  z.transform((value: string, ctx) => {
    const n = ID_PATTERN.test(value) ? Number(value) : 0;
    if (n < 1 || n > MAX_ID) return fail(ctx, { message: 'must be a positive whole number' });
    return n;
  }),
);

/**
 * An object id from the path where anything that cannot be an id names no object: the answer
 * is the object's own 404 (`notFoundKey`), exactly as for an id that does not exist, so an odd
 * id tells a stranger nothing.
 */
export const objectId = /* @__NO_SIDE_EFFECTS__ */ (notFoundKey: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx) => {
      const ok = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
      if (!ok) return fail(ctx, { message: notFoundKey, params: { status: 404 } });
      return Number(value);
    }),
  );

/** A product id as JSON may carry it: a whole number, or its digits as a string; null otherwise. */
export function asId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && ID_PATTERN.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}
