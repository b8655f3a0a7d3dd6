/**
 * The cart's coupons (docs/adr/0009-cart.md): applying one (with the destination country kept on
 * the cart for the checkout), removing one, and a coupon as the cart answers it. Money leaves
 * the server as euro amounts with two decimals, computed in cents.
 */
import * as z from 'zod/mini';
import { euros, id, jsonObject, pathId, report, request } from '../common.ts';

const MAX_CODE_LENGTH = 64;

const couponField = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx) => {
    if (raw === undefined || raw === null) return '';
    if (typeof raw !== 'string' || raw.length > MAX_CODE_LENGTH) {
      return report(ctx, `must be a string of at most ${MAX_CODE_LENGTH} characters`);
    }
    return raw;
  }),
);

const countryField = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx): string | null => {
    if (raw === undefined || raw === null) return null;
    if (!(typeof raw === 'string' && /^([A-Za-z]{2})?$/.test(raw.trim()))) {
      return report(ctx, 'must be a two-letter country code or empty');
    }
    return raw.trim() === '' ? null : raw.trim().toUpperCase();
  }),
);

/**
 * POST /api/cart/apply-coupon with `coupon` and `country` (kept on the cart for the checkout; may
 * be empty). A country must be one the shop knows (`countryExists`: the server asks its
 * countries table), or the cart would carry a destination the checkout cannot deliver to.
 */
export const applyCouponRequestWith = /* @__NO_SIDE_EFFECTS__ */ (countryExists: (id: string) => Promise<boolean>) =>
  request({
    body: jsonObject(
      z.object({
        coupon: couponField,
        country: z.pipe(
          countryField,
          z.transform(async (country, ctx): Promise<string | null> => {
            if (country === null || (await countryExists(country))) return country;
            return report(ctx, 'must be a country the shop delivers to, or empty');
          }),
        ),
      }),
    ),
  });

/** POST /api/cart/delete-coupon/{couponId}. */
export const deleteCouponRequest = request({ params: z.object({ couponId: pathId }) });

/** A coupon on the cart (a cart adjustment). */
export const cartAdjustment = z.strictObject({
  /** The coupon's id (removed through /api/cart/delete-coupon/{id}). */
  id,
  code: z.string(),
  /** Type 1: euros off incl. VAT; type 2: percent off. */
  amount: z.number(),
  type: z.union([z.literal(1), z.literal(2)]),
  /** The discount it gives this cart now, incl. and excl. VAT. */
  discount: euros,
  discount_without_tax: euros,
  /** False when the coupon no longer applies (expired, minimum not reached…); `message` says why. */
  applies: z.boolean(),
  message: z.nullable(z.string()),
});
