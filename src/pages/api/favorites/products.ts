/**
 * GET /api/favorites/products?ids=3,7,9[&locale=nl][&country=DE]: the favourites page of a
 * guest, whose list lives in the browser. Answers `{ ids, products, variants }` like GET
 * /api/favorites, for the products on sale among the ids, in their order. Public: the answer
 * depends only on the URL and the shop's host, so caches may keep it for a minute.
 */
import { apiEndpoint } from '../../../server/http/endpoint';
import { json } from '../../../server/http/json';
import { onlyGet } from '../../../server/http/method';
import { vatRateBp } from '../../../lib/vat';
import { publicReadInput } from '../../../server/favorites/input';
import { readProducts } from '../../../server/favorites/operations';
import { favoritesAnswer } from '../../../server/favorites/answer';

export const GET = apiEndpoint('favorites.errors.fetch', async (context) => {
  const { shop, region } = context.locals;
  const input = publicReadInput(context.url.searchParams, shop, region, context.t);
  const list = await readProducts(input.ids, input.locale);
  return json(favoritesAnswer(list, { locale: input.locale, shop, rateBp: vatRateBp({ country: input.country }) }), {
    cacheControl: 'public, max-age=60',
  });
});

export const HEAD = GET;
export const ALL = onlyGet;
