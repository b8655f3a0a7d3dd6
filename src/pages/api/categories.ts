/**
 * GET /api/categories?locale=&limit= (docs/api.md, catalogue, search and content): `{ categories:
 * [{ id, name, slug, image_url, count }] }`, the active top-level categories in menu order; `count`
 * is the number of active products in the category or below it (the shape of the search answer's
 * product_categories). locale: query, else Accept-Language, else en; unknown → 422. limit: a whole
 * number ≥ 1, capped at 100; absent → all top-level categories; anything else → 422.
 */
import { topCategories } from '#src/server/catalog/categories.ts';
import { endpoint, reply } from '#src/server/http/endpoint.ts';
import { negotiateLocale } from '#src/lib/accept-language.ts';
import { categoriesAnswer, categoriesRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: categoriesRequest,
  answer: categoriesAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input, request }) => {
  const locale = input.query.locale ?? negotiateLocale(request.headers.get('accept-language'), 'en');
  const categories = await topCategories(locale, input.query.limit);
  // Without ?locale= the answer follows Accept-Language, so shared caches must keep one per language.
  return reply({ categories }, { headers: input.query.locale ? {} : { Vary: 'Accept-Language' } });
});
