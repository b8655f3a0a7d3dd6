/**
 * GET /api/favorites/products?ids=3,7,9[&locale=nl][&country=DE]: the favourites page of a
 * guest, whose list lives in the browser. Answers `{ ids, products, variants }` like GET
 * /api/favorites, for the products on sale among the ids, in their order. Public when the URL
 * or the shop names the country, the shopper's own to cache when the region cookie prices it
 * (src/server/http/priced-cache.ts).
 */
import { endpoint, reply } from '#src/server/http/endpoint.ts';
import { pricedAnswerCache } from '#src/server/http/priced-cache.ts';
import { regionIn } from '#src/server/http/region.ts';
import { vatRateBp } from '#src/lib/vat.ts';
import { readProducts } from '#src/server/favorites/operations.ts';
import { favoritesAnswer as answerOf } from '#src/server/favorites/answer.ts';
import { favoritesAnswer, favoritesReadRequest } from '#src/lib/api/favorites.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: favoritesReadRequest,
  answer: favoritesAnswer,
  fallbackKey: 'favorites.errors.fetch',
  successFlag: true,
})(async ({ input: { query }, locals }) => {
  const { shop } = locals;
  const locale = query.locale ?? shop.defaultLocale;
  // The Dutch shop always prices for NL; else the URL's country, else the region of the URL's language.
  const country = shop.fixedCountry ?? query.country ?? regionIn(locals, locale);
  const list = await readProducts(query.ids, locale);
  return reply(answerOf(list, { locale, shop, rateBp: vatRateBp({ country }) }), pricedAnswerCache(shop, query.country));
});
