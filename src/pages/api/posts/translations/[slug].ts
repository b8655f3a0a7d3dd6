/**
 * GET /api/posts/translations/{slug}?locale= (docs/api.md, catalogue, search and content): a blog
 * post's slugs in every locale for the language switch. {slug} may be in any locale; `locale` says
 * which wins when two posts share a slug. Answer: `{ success: true, translations: { en: { title,
 * slug }, … }, all_slugs: { en, nl, de }, slug: { en, nl, de } }`. Unknown → 404 (the client falls
 * back to /api/posts/{slug}?locale=); bad locale or slug → 422.
 */
import { articleTranslations } from '#src/server/content/article-lookups.ts';
import { lookupOrder } from '#src/server/db/locale-order.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { postTranslationsAnswer, slugLookupRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: slugLookupRequest,
  answer: postTranslationsAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input }) => {
  const found = await articleTranslations('blog', input.params.slug, lookupOrder(input.query.locale));
  if (!found) throw new ApiError(404, 'Post not found.');
  return { success: true, translations: found.translations, all_slugs: found.slugs, slug: found.slugs };
});
