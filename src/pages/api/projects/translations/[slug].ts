/**
 * GET /api/projects/translations/{slug}?locale= (docs/api.md, catalogue, search and content): a
 * project's slugs in every locale for the language switch; the same shape as the post lookup:
 * `{ success: true, translations: { en: { title, slug }, … }, all_slugs, slug }`. Unknown → 404
 * (the client falls back to /api/projects/slug/{slug}); bad locale or slug → 422.
 */
import { articleTranslations } from '#src/server/content/article-lookups.ts';
import { lookupOrder } from '#src/server/db/locale-order.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { projectTranslationsAnswer, slugLookupRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: slugLookupRequest,
  answer: projectTranslationsAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input }) => {
  const found = await articleTranslations('projects', input.params.slug, lookupOrder(input.query.locale));
  if (!found) throw new ApiError(404, 'Project not found.');
  return { success: true, translations: found.translations, all_slugs: found.slugs, slug: found.slugs };
});
