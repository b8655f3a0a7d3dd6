/**
 * POST /api/toggle-favorite/{id} with `{ id, type: 'product' }` (docs/api.md, favourites; bearer
 * required): flips one favourite and answers `{ success, id, favorited, gtm_event }`, the event
 * being GA4 `add_to_wishlist` when the product came in and null when it went. An unknown or
 * withdrawn product cannot come in (404); a full list takes no more (409).
 */
import { apiEndpoint } from '../../../server/http/endpoint';
import { idParam, jsonBody } from '../../../server/http/input';
import { json } from '../../../server/http/json';
import { only } from '../../../server/http/method';
import { requireSession } from '../../../server/auth/session';
import { checkToggleBody } from '../../../server/favorites/input';
import { toggleFavorite } from '../../../server/favorites/operations';
import { favoriteJson, wishlistEvent } from '../../../server/favorites/answer';
import { answerContext } from '../../../server/favorites/http';

export const POST = apiEndpoint('favorites.errors.toggle', async (context) => {
  const { customerId } = await requireSession(context.request);
  const id = idParam(context.params.id, 'id');
  checkToggleBody(await jsonBody(context.request), id, context.t);
  const { favorited, product } = await toggleFavorite(customerId, id, context.locale);
  const gtm = product ? wishlistEvent(favoriteJson(product, answerContext(context))) : null;
  return json({ success: true, id, favorited, gtm_event: gtm });
});

export const ALL = only('POST');
