/** POST /api/cart/remove-order-bump-product/{productId} with `bump_id` (docs/cart.md, order bumps). */
import { cartWrite } from '../../../../server/cart/http';
import { idParam, jsonBody } from '../../../../server/http/input';
import { removeOrderBump } from '../../../../server/cart/bumps';
import { only } from '../../../../server/http/method';

export const POST = cartWrite('removeBump', async (ctx, { params, request }) => {
  const productId = idParam(params.productId, 'productId');
  const body = await jsonBody(request);
  return removeOrderBump(ctx, productId, idParam(body.bump_id === undefined ? undefined : String(body.bump_id), 'bump_id'));
});

export const ALL = only('POST');
