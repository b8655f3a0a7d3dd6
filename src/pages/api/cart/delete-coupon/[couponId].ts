/** POST /api/cart/delete-coupon/{couponId} (docs/api.md): answers the cart and "Coupon removed successfully". */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { deleteCoupon } from '#src/server/cart/coupons.ts';
import { deleteCouponRequest } from '#src/lib/api/cart.ts';

export const { POST, ALL } = endpoint({ ...cartWrite('removeCoupon'), input: deleteCouponRequest })(async (context) =>
  written(context, await deleteCoupon(cartOf(context), context.input.params.couponId)),
);
