/**
 * GET /api/pages/slugs/{path}?locale= (docs/routing-and-seo.md, canonical and alternate links): the
 * localized paths of a content page of this shop (database pages first, then Markdown pages), for
 * canonical and alternate links: `{ localized_slugs: { en, nl, de } }`. The path may be nested
 * ("service/warranty") and is matched without slashes at its ends. Unknown → 404; bad input → 422.
 */
import { databasePagePaths } from '#src/server/content/database-pages.ts';
import { lookupOrder } from '#src/server/db/locale-order.ts';
import { filePagePaths } from '#src/server/content/article-lookups.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { pageSlugsAnswer, pageSlugsRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: pageSlugsRequest,
  answer: pageSlugsAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input, locals }) => {
  const order = lookupOrder(input.query.locale, true);
  const paths = (await databasePagePaths(input.params.slug, locals.shop.id, order)) ?? (await filePagePaths(input.params.slug, locals.shop.id, order));
  if (!paths) throw new ApiError(404, 'Page not found.');
  return { localized_slugs: paths };
});
