/**
 * GET /api/projects/slugs/{slug}?locale= (docs/routing-and-seo.md, canonical and alternate links):
 * the localized slugs of a project for canonical and alternate links: `{ localized_slugs: { en, nl,
 * de } }`. {slug} in `locale` when given, else in any locale. Unknown → 404; bad input → 422.
 */
import { articleTranslations } from '#src/server/content/article-lookups.ts';
import { lookupOrder } from '#src/server/db/locale-order.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { projectSlugsAnswer, slugLookupRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: slugLookupRequest,
  answer: projectSlugsAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input }) => {
  const found = await articleTranslations('projects', input.params.slug, lookupOrder(input.query.locale, true));
  if (!found) throw new ApiError(404, 'Project not found.');
  return { localized_slugs: found.slugs };
});
