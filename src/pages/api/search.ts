/**
 * GET /api/search. Parameters and answer: src/lib/api/search.ts; the answer is built
 * by src/server/search/answer.ts. Results do not depend on who asks, so shared caches may keep
 * them for a minute.
 */
import { searchProducts } from '../../server/search/search';
import { searchAnswer as answerOf } from '../../server/search/answer';
import { endpoint } from '../../server/http/endpoint';
import { searchInput } from '../../server/http/search-input';
import { searchAnswer, searchRequest } from '../../lib/api/search';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', input: searchRequest, answer: searchAnswer, fallbackKey: 'Server error', cacheControl: 'public, max-age=60' })(
  async ({ input: { query }, locals }) => {
    const input = searchInput(query, locals.shop, locals.region);
    const result = await searchProducts(input);
    return answerOf(result, { locale: input.locale, shop: locals.shop, vatRateBp: input.vatRateBp, query: input.query.trim() });
  },
);
