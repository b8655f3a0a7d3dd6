/** POST /api/cart/remove-composite-sub-product/{itemId}/{subProductId} (docs/api.md): takes a part out of a kit line, if its step allows. */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { changeKitPart } from '#src/server/cart/kits.ts';
import { kitPartRemoveRequest } from '#src/lib/api/cart.ts';

export const { POST, ALL } = endpoint({ ...cartWrite('removeSub'), input: kitPartRemoveRequest })(async (context) => {
  const { itemId, subProductId } = context.input.params;
  return written(context, await changeKitPart(cartOf(context), itemId, subProductId, 0));
});
