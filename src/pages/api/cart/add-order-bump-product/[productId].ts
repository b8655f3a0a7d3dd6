/**
 * POST /api/cart/add-order-bump-product/{productId} with `bump_id` (docs/cart.md, order bumps):
 * answers `success` and the cart.
 */
import { cartWrite } from '../../../../server/cart/http';
import { idParam, jsonBody } from '../../../../server/http/input';
import { addOrderBump } from '../../../../server/cart/bumps';
import { only } from '../../../../server/http/method';

export const POST = cartWrite('addBump', async (ctx, { params, request }) => {
  const productId = idParam(params.productId, 'productId');
  const body = await jsonBody(request);
  return addOrderBump(ctx, productId, idParam(body.bump_id === undefined ? undefined : String(body.bump_id), 'bump_id'));
});

export const ALL = only('POST');
