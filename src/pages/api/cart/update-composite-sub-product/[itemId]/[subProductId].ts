/**
 * POST /api/cart/update-composite-sub-product/{itemId}/{subProductId} with `quantity`
 * (docs/cart.md, kits): pieces of a part per kit.
 */
import { cartWrite, quantityInput } from '../../../../../server/cart/http';
import { idParam, jsonBody } from '../../../../../server/http/input';
import { changeKitPart } from '../../../../../server/cart/kits';
import { only } from '../../../../../server/http/method';

export const POST = cartWrite('updateSub', async (ctx, { params, request }) => {
  const itemId = idParam(params.itemId, 'itemId');
  const subProductId = idParam(params.subProductId, 'subProductId');
  const body = await jsonBody(request);
  return changeKitPart(ctx, itemId, subProductId, quantityInput(body.quantity));
});

export const ALL = only('POST');
