/**
 * When a coupon applies (docs/cart.md, coupons: unknown, expired, not yet valid, minimum order
 * value not reached, usage limit reached, each its own message). Pure: the server checks these when
 * a coupon is applied and again on every read of the cart, so a coupon whose minimum is no longer
 * reached stays on the cart but gives nothing, with the reason shown.
 */

export type CouponFacts = {
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  /** Minimum subtotal incl. VAT in cents. */
  minOrderCents: number;
  /** A personal coupon: only this customer may use it. */
  customerId: number | null;
};

export type CouponProblem = 'unknown' | 'not_started' | 'expired' | 'used_up' | 'min_order';

/**
 * The first reason the coupon does not apply, or null when it does. An inactive coupon or one
 * meant for another customer is "unknown": a stranger learns nothing about codes not theirs.
 * @example couponProblem({ ...facts, endsAt: new Date('2024-12-31') }, { now: new Date('2026-01-01'), subtotalInclCents: 5000, customerId: null }) // "expired"
 */
export function couponProblem(coupon: CouponFacts, cart: { now: Date; subtotalInclCents: number; customerId: number | null }): CouponProblem | null {
  if (!coupon.isActive) return 'unknown';
  if (coupon.customerId !== null && coupon.customerId !== cart.customerId) return 'unknown';
  if (coupon.startsAt && coupon.startsAt.getTime() > cart.now.getTime()) return 'not_started';
  if (coupon.endsAt && coupon.endsAt.getTime() < cart.now.getTime()) return 'expired';
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'used_up';
  if (cart.subtotalInclCents < coupon.minOrderCents) return 'min_order';
  return null;
}

/**
 * Codes are matched case-insensitively and without surrounding or inner spaces. Control and
 * other invisible characters (a NUL, a lone surrogate, a zero-width space pasted along) go too:
 * no code holds them, and the database refuses some of them outright.
 * @example normalizeCouponCode(' welcome 10 ') // "WELCOME10"
 */
export function normalizeCouponCode(code: string): string {
  return code.replace(/[\s\p{C}]+/gu, '').toUpperCase();
}
