/**
 * POST /api/cart/add-to-cart/{productId}/{quantity} with optional `options` (a kit's parts,
 * "[id,id,…]"; without them a kit comes in its default configuration). Answers the cart, the
 * `add_to_cart` event and `remaining_stock`. An Idempotency-Key header makes a retry safe.
 */
import { cartWrite, optionsInput, quantityInput, requestKey } from '../../../../../server/cart/http';
import { idParam, jsonBody } from '../../../../../server/http/input';
import { addToCart } from '../../../../../server/cart/items';
import { only } from '../../../../../server/http/method';

export const POST = cartWrite('add', async (ctx, { params, request }) => {
  const productId = idParam(params.productId, 'productId');
  const quantity = quantityInput(params.quantity);
  const key = requestKey(request);
  const body = await jsonBody(request);
  const outcome = await addToCart(ctx, { productId, quantity, options: optionsInput(body.options), requestKey: key });
  return outcome;
});

export const ALL = only('POST');
