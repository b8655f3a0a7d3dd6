/** POST /api/cart/add-order-bump-product/{productId} with `bump_id` (docs/api.md): answers `success` and the cart. */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { addOrderBump } from '#src/server/cart/bumps.ts';
import { orderBumpRequest } from '#src/lib/api/cart.ts';

export const { POST, ALL } = endpoint({ ...cartWrite('addBump'), input: orderBumpRequest })(async (context) => {
  const { params, body } = context.input;
  return written(context, await addOrderBump(cartOf(context), params.productId, body.bump_id));
});
