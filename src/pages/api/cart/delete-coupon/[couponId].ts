/** POST /api/cart/delete-coupon/{couponId} (docs/api.md): answers the cart and "Coupon removed successfully". */
import { cartOf, cartWrite, written } from '../../../../server/cart/http';
import { endpoint } from '../../../../server/http/endpoint';
import { deleteCoupon } from '../../../../server/cart/coupons';
import { deleteCouponRequest } from '../../../../lib/api/cart';

export const { POST, ALL } = endpoint({ ...cartWrite('removeCoupon'), input: deleteCouponRequest })(
  async (context) => written(context, await deleteCoupon(cartOf(context), context.input.params.couponId)),
);
