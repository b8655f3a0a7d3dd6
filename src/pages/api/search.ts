/**
 * GET /api/search. Parameters and answer: src/lib/api/search.ts; the answer is built
 * by src/server/search/answer.ts. Results depend on the URL and the host, and on the region
 * cookie when the URL names no country: only then are they the shopper's own to cache
 * (src/server/http/priced-cache.ts).
 */
import { searchProducts } from '#src/server/search/search.ts';
import { searchAnswer as answerOf } from '#src/server/search/answer.ts';
import { endpoint, reply } from '#src/server/http/endpoint.ts';
import { pricedAnswerCache } from '#src/server/http/priced-cache.ts';
import { searchInput } from '#src/server/http/search-input.ts';
import { regionIn } from '#src/server/http/region.ts';
import { searchAnswer, searchRequest } from '#src/lib/api/search.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: searchRequest,
  answer: searchAnswer,
  fallbackKey: 'Server error',
})(async ({ input: { query }, locals }) => {
  // Without a country the URL's language sets the region, as on its page (the X-Locale header does not).
  const input = searchInput(query, locals.shop, regionIn(locals, query.locale ?? locals.shop.defaultLocale));
  const result = await searchProducts(input);
  const answer = answerOf(result, { locale: input.locale, shop: locals.shop, vatRateBp: input.vatRateBp, query: input.query.trim() });
  return reply(answer, pricedAnswerCache(locals.shop, query.country));
});
