/** POST /api/cart/add-order-bump-product/{productId} with `bump_id` (docs/api.md): answers `success` and the cart. */
import { cartOf, cartWrite, written } from '../../../../server/cart/http';
import { endpoint } from '../../../../server/http/endpoint';
import { addOrderBump } from '../../../../server/cart/bumps';
import { orderBumpRequest } from '../../../../lib/api/cart';

export const { POST, ALL } = endpoint({ ...cartWrite('addBump'), input: orderBumpRequest })(
  async (context) => {
    const { params, body } = context.input;
    return written(context, await addOrderBump(cartOf(context), params.productId, body.bump_id));
  },
);
