/** POST /api/cart/remove-composite-sub-product/{itemId}/{subProductId} (docs/api.md): takes a part out of a kit line, if its step allows. */
import { cartOf, cartWrite, written } from '../../../../../server/cart/http';
import { endpoint } from '../../../../../server/http/endpoint';
import { changeKitPart } from '../../../../../server/cart/kits';
import { kitPartRemoveRequest } from '../../../../../lib/api/cart';

export const { POST, ALL } = endpoint({ ...cartWrite('removeSub'), input: kitPartRemoveRequest })(
  async (context) => {
    const { itemId, subProductId } = context.input.params;
    return written(context, await changeKitPart(cartOf(context), itemId, subProductId, 0));
  },
);
