/** POST /api/cart/remove-order-bump-product/{productId} with `bump_id` (docs/api.md). */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { removeOrderBump } from '#src/server/cart/bumps.ts';
import { orderBumpRequest } from '#src/lib/api/cart.ts';

export const { POST, ALL } = endpoint({ ...cartWrite('removeBump'), input: orderBumpRequest })(async (context) => {
  const { params, body } = context.input;
  return written(context, await removeOrderBump(cartOf(context), params.productId, body.bump_id));
});
