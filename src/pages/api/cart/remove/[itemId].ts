/** POST /api/cart/remove/{itemId} (docs/api.md): removes the line; answers the cart and `remove_from_cart`. */
import { cartOf, cartWrite, written } from '../../../../server/cart/http';
import { endpoint } from '../../../../server/http/endpoint';
import { removeItem } from '../../../../server/cart/items';
import { cartRemoveRequest } from '../../../../lib/api/cart';

export const { POST, ALL } = endpoint({ ...cartWrite('remove'), input: cartRemoveRequest })(
  async (context) => written(context, await removeItem(cartOf(context), context.input.params.itemId)),
);
