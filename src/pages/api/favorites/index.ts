/**
 * A logged-in customer's favourites (docs/api.md, favourites; bearer required, 401 for guests, who
 * keep theirs in the browser): GET answers `{ ids, products, variants }`; POST `{ ids }` adds many
 * (the login merge: unknown and withdrawn ids are skipped, repeats change nothing, the list is
 * capped); DELETE `{ ids }` removes those, without a body all. Writes answer `{ success, ids,
 * products, variants }` with the list afterwards.
 */
import { endpoint, methods } from '#src/server/http/endpoint.ts';
import { addFavorites, listFavorites, removeFavorites } from '#src/server/favorites/operations.ts';
import { favoritesAnswer as answerOf } from '#src/server/favorites/answer.ts';
import { answerContext } from '#src/server/favorites/http.ts';
import { favoritesAddRequest, favoritesAnswer, favoritesRemoveRequest, favoritesWriteAnswer } from '#src/lib/api/favorites.ts';

const list = endpoint({ method: 'GET', login: 'required', answer: favoritesAnswer, fallbackKey: 'favorites.errors.fetch', successFlag: true })(
  async (context) => answerOf(await listFavorites(context.login.customerId, context.locale), answerContext(context)),
);

const add = endpoint({
  method: 'POST',
  login: 'required',
  input: favoritesAddRequest,
  answer: favoritesWriteAnswer,
  fallbackKey: 'favorites.errors.add',
  successFlag: true,
})(async (context) => ({
  success: true,
  ...answerOf(await addFavorites(context.login.customerId, context.input.body.ids, context.locale), answerContext(context)),
}));

const remove = endpoint({
  method: 'DELETE',
  login: 'required',
  input: favoritesRemoveRequest,
  answer: favoritesWriteAnswer,
  fallbackKey: 'favorites.errors.remove',
  successFlag: true,
})(async (context) => ({
  success: true,
  ...answerOf(await removeFavorites(context.login.customerId, context.input.body.ids, context.locale), answerContext(context)),
}));

export const { GET, HEAD, POST, DELETE, ALL } = methods(list, add, remove);
