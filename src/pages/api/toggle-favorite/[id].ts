/**
 * POST /api/toggle-favorite/{id} with `{ id, type: 'product' }` (docs/api.md, favourites; bearer
 * required): flips one favourite and answers `{ success, id, favorited, gtm_event }`, the event
 * being GA4 `add_to_wishlist` when the product came in and null when it went. An unknown or
 * withdrawn product cannot come in (404); a full list takes no more (409).
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { toggleFavorite } from '#src/server/favorites/operations.ts';
import { favoriteJson, wishlistEvent } from '#src/server/favorites/answer.ts';
import { answerContext } from '#src/server/favorites/http.ts';
import { toggleAnswer, toggleRequest } from '#src/lib/api/favorites.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  login: 'required',
  input: toggleRequest,
  answer: toggleAnswer,
  fallbackKey: 'favorites.errors.toggle',
  successFlag: true,
})(async (context) => {
  const { id } = context.input.params;
  const { favorited, product } = await toggleFavorite(context.login.customerId, id, context.locale);
  const gtm = product ? wishlistEvent(favoriteJson(product, answerContext(context))) : null;
  return { success: true, id, favorited, gtm_event: gtm };
});
