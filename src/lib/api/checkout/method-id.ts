/**
 * A delivery or payment method's id as a request names it; shared by the method steps and the
 * order calls, and not part of the checkout module's exports.
 */
import * as z from 'zod/mini';
import { report } from '../common.ts';

/** A method id as a form sends it: a short plain word. */
export const methodId = /* @__NO_SIDE_EFFECTS__ */ (missingKey: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx): string => {
      if (typeof value !== 'string' || !/^[a-z0-9_-]{1,64}$/.test(value)) return report(ctx, missingKey);
      return value;
    }),
  );
