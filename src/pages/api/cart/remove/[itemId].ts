/** POST /api/cart/remove/{itemId} (docs/api.md): removes the line; answers the cart and `remove_from_cart`. */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { removeItem } from '#src/server/cart/items.ts';
import { cartRemoveRequest } from '#src/lib/api/cart.ts';

export const { POST, ALL } = endpoint({ ...cartWrite('remove'), input: cartRemoveRequest })(async (context) =>
  written(context, await removeItem(cartOf(context), context.input.params.itemId)),
);
