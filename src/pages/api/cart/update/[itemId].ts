/** POST /api/cart/update/{itemId} with `quantity` (docs/api.md): sets the line's quantity. */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { updateQuantity } from '#src/server/cart/items.ts';
import { cartUpdateRequest } from '#src/lib/api/cart.ts';

export const { POST, ALL } = endpoint({ ...cartWrite('update'), input: cartUpdateRequest })(async (context) => {
  const { params, body } = context.input;
  return written(context, await updateQuantity(cartOf(context), params.itemId, body.quantity));
});
