/**
 * POST /api/cart/remove-composite-sub-product/{itemId}/{subProductId} (docs/cart.md, kits): takes a
 * part out of a kit line, if its step allows.
 */
import { cartWrite } from '../../../../../server/cart/http';
import { idParam } from '../../../../../server/http/input';
import { changeKitPart } from '../../../../../server/cart/kits';
import { only } from '../../../../../server/http/method';

export const POST = cartWrite('removeSub', (ctx, { params }) =>
  changeKitPart(ctx, idParam(params.itemId, 'itemId'), idParam(params.subProductId, 'subProductId'), 0));

export const ALL = only('POST');
