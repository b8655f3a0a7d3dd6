/**
 * GET /api/search. Parameters and answer: src/lib/api/search.ts; the answer is built
 * by src/server/search/answer.ts. Results do not depend on who asks, so shared caches may keep
 * them for a minute.
 */
import { searchProducts } from '#src/server/search/search.ts';
import { searchAnswer as answerOf } from '#src/server/search/answer.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { searchInput } from '#src/server/http/search-input.ts';
import { searchAnswer, searchRequest } from '#src/lib/api/search.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: searchRequest,
  answer: searchAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=60',
})(async ({ input: { query }, locals }) => {
  const input = searchInput(query, locals.shop, locals.region);
  const result = await searchProducts(input);
  return answerOf(result, { locale: input.locale, shop: locals.shop, vatRateBp: input.vatRateBp, query: input.query.trim() });
});
