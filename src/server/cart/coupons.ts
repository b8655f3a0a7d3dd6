/**
 * Applying and removing a coupon (docs/cart.md, coupons: apply-coupon with code and country,
 * delete-coupon).
 * A coupon is checked against the cart as it is now; one coupon at a time, a new one replaces
 * the one before. The messages are the shop's ("Coupon applied successfully", "Coupon removed
 * successfully") and a reason of its own for each refusal, in the request's language.
 */
import { couponProblem, normalizeCouponCode } from '#src/lib/cart/coupons.ts';
import { cartJson } from './view.ts';
import { CartError, type CartErrorKey } from './errors.ts';
import { couponByCode } from './facts.ts';
import { removeCoupon, replaceCoupon, setCartCountry } from './repository.ts';
import { viewContext, writeCart, type CartContext, type Written } from './transaction.ts';
import { formatMoney } from '#src/lib/money.ts';

const PROBLEM_KEYS = {
  unknown: 'couponUnknown',
  expired: 'couponExpired',
  not_started: 'couponNotStarted',
  used_up: 'couponUsedUp',
  min_order: 'couponMinOrder',
} as const satisfies Record<string, CartErrorKey>;

export type CouponChange = Omit<Written<unknown>, 'result'> & { message: string };

/** Applies a coupon; `country` is the shopper's country as the browser knows it, kept on the cart for the checkout. */
export async function applyCoupon(ctx: CartContext, rawCode: string, country: string | null = null): Promise<CouponChange> {
  const code = normalizeCouponCode(rawCode);
  if (code === '') throw new CartError(422, 'couponRequired', { field: 'coupon' });
  const view = viewContext(ctx);
  const written = await writeCart(ctx, { create: true, missing: 'applyCoupon' }, async ({ tx, cart, before }) => {
    const coupon = await couponByCode(tx, code);
    if (!coupon) throw new CartError(422, 'couponUnknown', { field: 'coupon' });
    const subtotal = Math.round(cartJson(before, view).sub_total_with_tax * 100);
    const problem = couponProblem(coupon, { now: view.now, subtotalInclCents: subtotal, customerId: view.customerId });
    if (problem) {
      throw new CartError(422, PROBLEM_KEYS[problem], {
        field: 'coupon',
        params: problem === 'min_order' ? { amount: formatMoney(coupon.minOrderCents, ctx.locale) } : {},
      });
    }
    if (country) await setCartCountry(tx, cart.id, country);
    if (before.coupons.length === 1 && before.coupons[0]?.id === coupon.id) return { changed: false };
    await replaceCoupon(tx, cart.id, coupon.id);
    return { changed: true };
  });
  return { cart: written.cart, after: written.after, token: written.token, message: ctx.t('cart.couponApplied') };
}

export async function deleteCoupon(ctx: CartContext, couponId: number): Promise<CouponChange> {
  const written = await writeCart(ctx, { create: false, missing: 'couponNotOnCart' }, async ({ tx, cart }) => {
    if (!(await removeCoupon(tx, cart.id, couponId))) throw new CartError(404, 'couponNotOnCart');
    return { changed: true };
  });
  return { cart: written.cart, after: written.after, token: written.token, message: ctx.t('cart.couponRemoved') };
}
