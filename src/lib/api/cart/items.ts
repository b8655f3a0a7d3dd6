/**
 * The cart's lines (docs/adr/0009-cart.md): adding a product, changing or removing a line, and
 * changing or removing a kit's part, with the fields these requests read. Requests are read in
 * order, the first problem reported: the path, then the Idempotency-Key, then the body.
 */
import * as z from 'zod/mini';
import { normalizeOptions } from '#src/lib/cart/lines.ts';
import { checked, headers, inOrder, jsonObject, pathId, report, request } from '../common.ts';

/** The most pieces one line may hold. */
export const MAX_LINE_QUANTITY = 999;
const MAX_OPTIONS_LENGTH = 2000;

/** A quantity from the path or body: a whole number (or its digits as a string) from 1 to the line maximum. */
export const quantityField = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx) => {
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (!Number.isInteger(value) || value < 1 || value > MAX_LINE_QUANTITY) {
      return report(ctx, 'cart.errors.quantityInvalid', { params: { max: MAX_LINE_QUANTITY } });
    }
    return value;
  }),
);

/** A kit's parts of an add ("[id,id,…]", in canonical form); absent: none (a kit then comes in its default configuration). */
export const optionsField = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx) => {
    if (raw === undefined || raw === null) return '';
    if (typeof raw !== 'string' || raw.length > MAX_OPTIONS_LENGTH) {
      return report(ctx, `must be a string of at most ${MAX_OPTIONS_LENGTH} characters`);
    }
    return normalizeOptions(raw);
  }),
);

/** The Idempotency-Key of a write the browser may retry; null when absent. */
export const idempotencyKey = z.pipe(
  z.nullish(checked(z.string(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'))),
  z.transform((v) => v ?? null),
);

/** POST /api/cart/add-to-cart/{productId}/{quantity} with optional `options`, and an optional Idempotency-Key header. */
export const cartAddRequest = request({
  params: inOrder({ productId: pathId, quantity: quantityField }),
  headers: headers({ 'Idempotency-Key': idempotencyKey }),
  body: jsonObject(z.object({ options: optionsField })),
});

/** POST /api/cart/update/{itemId} with `quantity`. */
export const cartUpdateRequest = request({
  params: z.object({ itemId: pathId }),
  body: jsonObject(z.object({ quantity: quantityField })),
});

/** POST /api/cart/remove/{itemId}. */
export const cartRemoveRequest = request({ params: z.object({ itemId: pathId }) });

/** POST /api/cart/update-composite-sub-product/{itemId}/{subProductId} with `quantity` (pieces of the part per kit). */
export const kitPartUpdateRequest = request({
  params: inOrder({ itemId: pathId, subProductId: pathId }),
  body: jsonObject(z.object({ quantity: quantityField })),
});

/** POST /api/cart/remove-composite-sub-product/{itemId}/{subProductId}. */
export const kitPartRemoveRequest = request({ params: inOrder({ itemId: pathId, subProductId: pathId }) });
