/** POST /api/cart/remove/{itemId} (docs/api.md, cart): removes the line; answers the cart and `remove_from_cart`. */
import { cartWrite } from '../../../../server/cart/http';
import { idParam } from '../../../../server/http/input';
import { removeItem } from '../../../../server/cart/items';
import { only } from '../../../../server/http/method';

export const POST = cartWrite('remove', (ctx, { params }) => removeItem(ctx, idParam(params.itemId, 'itemId')));

export const ALL = only('POST');
