/**
 * GET /api/category-seo/{slug}?locale= (docs/api.md, catalogue, search and content):
 * `{ localized_slugs: { en, nl, de } }` of the active category whose slug in `locale` is
 * {slug} (without locale: in any locale, en first). Locales without a translation are absent.
 * Unknown category → 404, unknown locale or impossible slug → 422.
 */
import { categorySlugs } from '#src/server/catalog/categories.ts';
import { lookupOrder } from '#src/server/db/locale-order.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { categorySeoAnswer, slugLookupRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: slugLookupRequest,
  answer: categorySeoAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input }) => {
  const slugs = await categorySlugs(input.params.slug, lookupOrder(input.query.locale, true));
  if (!slugs) throw new ApiError(404, 'Category not found.');
  return { localized_slugs: slugs };
});
