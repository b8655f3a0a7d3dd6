/**
 * GET /api/projects/slug/{slug}?locale= (docs/api.md, catalogue, search and content; the fallback
 * of the project translation lookup): `{ slugs: { en, nl, de } }` of the project with that slug in
 * any locale. Unknown → 404; bad input → 422.
 */
import { articleTranslations } from '#src/server/content/article-lookups.ts';
import { lookupOrder } from '#src/server/db/locale-order.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { projectSlugAnswer, slugLookupRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: slugLookupRequest,
  answer: projectSlugAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input }) => {
  const found = await articleTranslations('projects', input.params.slug, lookupOrder(input.query.locale));
  if (!found) throw new ApiError(404, 'Project not found.');
  return { slugs: found.slugs };
});
