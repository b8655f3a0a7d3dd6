/** POST /api/cart/update-composite-sub-product/{itemId}/{subProductId} with `quantity` (docs/api.md): pieces of a part per kit. */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { changeKitPart } from '#src/server/cart/kits.ts';
import { kitPartUpdateRequest } from '#src/lib/api/cart.ts';

export const { POST, ALL } = endpoint({ ...cartWrite('updateSub'), input: kitPartUpdateRequest })(async (context) => {
  const { params, body } = context.input;
  return written(context, await changeKitPart(cartOf(context), params.itemId, params.subProductId, body.quantity));
});
