/**
 * GET /api/popular-searches?locale= (docs/search.md): `{ popular_searches: string[] }` in the
 * order shop staff gave them. locale: query, else Accept-Language, else en; unknown → 422.
 */
import { popularSearches } from '#src/server/search/popular-searches.ts';
import { endpoint, reply } from '#src/server/http/endpoint.ts';
import { negotiateLocale } from '#src/lib/accept-language.ts';
import { localeRequest, popularSearchesAnswer } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: localeRequest,
  answer: popularSearchesAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input, request }) => {
  const locale = input.query.locale ?? negotiateLocale(request.headers.get('accept-language'), 'en');
  return reply({ popular_searches: await popularSearches(locale) }, { headers: input.query.locale ? {} : { Vary: 'Accept-Language' } });
});
