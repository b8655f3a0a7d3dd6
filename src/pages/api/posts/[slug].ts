/**
 * GET /api/posts/{slug}?locale= (the fallback of the post translation lookup; docs/api.md,
 * catalogue, search and content): the post whose slug in `locale` is {slug} (without locale: in any
 * locale, en first). Answer: `{ title, slug, locale, all_slugs: { en, nl, de } }`. Unknown → 404;
 * bad input → 422.
 */
import { articleTranslations } from '#src/server/content/article-lookups.ts';
import { lookupOrder } from '#src/server/db/locale-order.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { postAnswer, slugLookupRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: slugLookupRequest,
  answer: postAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input }) => {
  const found = await articleTranslations('blog', input.params.slug, lookupOrder(input.query.locale, true));
  if (!found) throw new ApiError(404, 'Post not found.');
  return { title: found.title, slug: found.slug, locale: found.locale, all_slugs: found.slugs };
});
