/** POST /api/cart/update/{itemId} with `quantity` (docs/api.md, cart): sets the line's quantity. */
import { cartWrite, quantityInput } from '../../../../server/cart/http';
import { idParam, jsonBody } from '../../../../server/http/input';
import { updateQuantity } from '../../../../server/cart/items';
import { only } from '../../../../server/http/method';

export const POST = cartWrite('update', async (ctx, { params, request }) => {
  const itemId = idParam(params.itemId, 'itemId');
  const body = await jsonBody(request);
  return updateQuantity(ctx, itemId, quantityInput(body.quantity));
});

export const ALL = only('POST');
