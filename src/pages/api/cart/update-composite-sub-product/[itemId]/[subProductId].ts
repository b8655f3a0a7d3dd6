/** POST /api/cart/update-composite-sub-product/{itemId}/{subProductId} with `quantity` (docs/api.md): pieces of a part per kit. */
import { cartOf, cartWrite, written } from '../../../../../server/cart/http';
import { endpoint } from '../../../../../server/http/endpoint';
import { changeKitPart } from '../../../../../server/cart/kits';
import { kitPartUpdateRequest } from '../../../../../lib/api/cart';

export const { POST, ALL } = endpoint({ ...cartWrite('updateSub'), input: kitPartUpdateRequest })(
  async (context) => {
    const { params, body } = context.input;
    return written(context, await changeKitPart(cartOf(context), params.itemId, params.subProductId, body.quantity));
  },
);
