/**
 * POST /api/cart/apply-coupon with `coupon` and `country` (country may be empty, else one the shop
 * knows; docs/cart.md, coupons). Answers the cart and "Coupon applied successfully", or 422 with
 * the reason the coupon does not apply, in the request's language.
 */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { applyCoupon } from '#src/server/cart/coupons.ts';
import { isKnownCountry } from '#src/server/checkout/methods.ts';
import { applyCouponRequestWith } from '#src/lib/api/cart.ts';

const applyCouponRequest = applyCouponRequestWith(isKnownCountry);

export const { POST, ALL } = endpoint({ ...cartWrite('applyCoupon'), input: applyCouponRequest })(async (context) => {
  const { coupon, country } = context.input.body;
  return written(context, await applyCoupon(cartOf(context), coupon, country));
});
