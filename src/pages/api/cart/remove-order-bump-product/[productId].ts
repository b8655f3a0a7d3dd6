/** POST /api/cart/remove-order-bump-product/{productId} with `bump_id` (docs/api.md). */
import { cartOf, cartWrite, written } from '../../../../server/cart/http';
import { endpoint } from '../../../../server/http/endpoint';
import { removeOrderBump } from '../../../../server/cart/bumps';
import { orderBumpRequest } from '../../../../lib/api/cart';

export const { POST, ALL } = endpoint({ ...cartWrite('removeBump'), input: orderBumpRequest })(
  async (context) => {
    const { params, body } = context.input;
    return written(context, await removeOrderBump(cartOf(context), params.productId, body.bump_id));
  },
);
