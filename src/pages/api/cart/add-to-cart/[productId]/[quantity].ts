/**
 * POST /api/cart/add-to-cart/{productId}/{quantity} with optional `options` (a kit's parts,
 * "[id,id,…]"; without them a kit comes in its default configuration). Answers the cart, the
 * `add_to_cart` event and `remaining_stock`. An Idempotency-Key header makes a retry safe.
 */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { addToCart } from '#src/server/cart/items.ts';
import { cartAddRequest } from '#src/lib/api/cart.ts';

export const { POST, ALL } = endpoint({ ...cartWrite('add'), input: cartAddRequest })(async (context) => {
  const { params, headers, body } = context.input;
  const outcome = await addToCart(cartOf(context), {
    productId: params.productId,
    quantity: params.quantity,
    options: body.options,
    requestKey: headers['Idempotency-Key'],
  });
  return written(context, outcome);
});
