/**
 * POST /api/cart/apply-coupon with `coupon` and `country` (country may be empty; docs/cart.md,
 * coupons). Answers the cart and "Coupon applied successfully", or 422 with the reason the coupon
 * does not apply, in the request's language.
 */
import { cartWrite } from '../../../server/cart/http';
import { jsonBody } from '../../../server/http/input';
import { InputError } from '../../../server/http/api-error';
import { applyCoupon } from '../../../server/cart/coupons';
import { only } from '../../../server/http/method';

const MAX_CODE_LENGTH = 64;

export const POST = cartWrite('applyCoupon', async (ctx, { request }) => {
  const body = await jsonBody(request);
  const { coupon, country } = body;
  const errors: Record<string, string[]> = {};
  if (coupon !== undefined && coupon !== null && (typeof coupon !== 'string' || coupon.length > MAX_CODE_LENGTH)) {
    errors.coupon = [`must be a string of at most ${MAX_CODE_LENGTH} characters`];
  }
  if (country !== undefined && country !== null && !(typeof country === 'string' && /^([A-Za-z]{2})?$/.test(country.trim()))) {
    errors.country = ['must be a two-letter country code or empty'];
  }
  if (Object.keys(errors).length) throw new InputError(errors);
  const code = typeof coupon === 'string' ? coupon : '';
  const shopperCountry = typeof country === 'string' && country.trim() !== '' ? country.trim().toUpperCase() : null;
  return applyCoupon(ctx, code, shopperCountry);
});

export const ALL = only('POST');
