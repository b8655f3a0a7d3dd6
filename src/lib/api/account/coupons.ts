/**
 * The account's personal coupons (docs/adr/0011-account.md) and the state each is in now.
 */
import * as z from 'zod/mini';
import { euros, id, timestamp } from '../common.ts';

export const COUPON_STATES = ['valid', 'not_started', 'expired', 'used_up'] as const;

export const personalCoupon = z.strictObject({
  id,
  code: z.string(),
  /** 1 fixed amount, 2 percentage (as a coupon on the cart). */
  type: z.union([z.literal(1), z.literal(2)]),
  /** Euros incl. VAT (type 1) or percent (type 2). */
  amount: z.number(),
  /** Minimum subtotal incl. VAT in euros; 0 when there is none. */
  min_order: euros,
  starts_at: z.nullable(timestamp),
  ends_at: z.nullable(timestamp),
  /** Uses left when the coupon has a limit. */
  uses_left: z.nullable(z.int()),
  state: z.enum(COUPON_STATES),
});

/** GET /api/account/coupons: the customer's personal coupons with their state now. */
export const couponsAnswer = z.strictObject({ coupons: z.array(personalCoupon) });

export type CouponState = (typeof COUPON_STATES)[number];
export type PersonalCouponJson = z.infer<typeof personalCoupon>;
