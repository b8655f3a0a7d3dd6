/**
 * A logged-in customer's favourites (docs/api.md, favourites; bearer required, 401 for guests, who
 * keep theirs in the browser): GET answers `{ ids, products, variants }`; POST `{ ids }` adds many
 * (the login merge: unknown and withdrawn ids are skipped, repeats change nothing, the list is
 * capped); DELETE `{ ids }` removes those, without a body all. Writes answer `{ success, ids,
 * products, variants }` with the list afterwards.
 */
import { apiEndpoint } from '../../../server/http/endpoint';
import { jsonBody } from '../../../server/http/input';
import { json } from '../../../server/http/json';
import { only } from '../../../server/http/method';
import { requireSession } from '../../../server/auth/session';
import { idsToAdd, idsToRemove } from '../../../server/favorites/input';
import { addFavorites, listFavorites, removeFavorites } from '../../../server/favorites/operations';
import { favoritesAnswer } from '../../../server/favorites/answer';
import { answerContext } from '../../../server/favorites/http';

export const GET = apiEndpoint('favorites.errors.fetch', async (context) => {
  const { customerId } = await requireSession(context.request);
  return json(favoritesAnswer(await listFavorites(customerId, context.locale), answerContext(context)));
});

export const POST = apiEndpoint('favorites.errors.add', async (context) => {
  const { customerId } = await requireSession(context.request);
  const ids = idsToAdd(await jsonBody(context.request), context.t);
  return json({ success: true, ...favoritesAnswer(await addFavorites(customerId, ids, context.locale), answerContext(context)) });
});

export const DELETE = apiEndpoint('favorites.errors.remove', async (context) => {
  const { customerId } = await requireSession(context.request);
  const ids = idsToRemove(await jsonBody(context.request), context.t);
  return json({ success: true, ...favoritesAnswer(await removeFavorites(customerId, ids, context.locale), answerContext(context)) });
});

export const HEAD = GET;
export const ALL = only('GET', 'POST', 'DELETE');
