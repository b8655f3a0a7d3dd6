/**
 * POST /api/cart/delete-coupon/{couponId} (docs/cart.md, coupons): answers the cart and "Coupon
 * removed successfully".
 */
import { cartWrite } from '../../../../server/cart/http';
import { idParam } from '../../../../server/http/input';
import { deleteCoupon } from '../../../../server/cart/coupons';
import { only } from '../../../../server/http/method';

export const POST = cartWrite('removeCoupon', (ctx, { params }) => deleteCoupon(ctx, idParam(params.couponId, 'couponId')));

export const ALL = only('POST');
