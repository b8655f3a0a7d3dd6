/** POST /api/cart/update/{itemId} with `quantity` (docs/api.md): sets the line's quantity. */
import { cartOf, cartWrite, written } from '../../../../server/cart/http';
import { endpoint } from '../../../../server/http/endpoint';
import { updateQuantity } from '../../../../server/cart/items';
import { cartUpdateRequest } from '../../../../lib/api/cart';

export const { POST, ALL } = endpoint({ ...cartWrite('update'), input: cartUpdateRequest })(
  async (context) => {
    const { params, body } = context.input;
    return written(context, await updateQuantity(cartOf(context), params.itemId, body.quantity));
  },
);
