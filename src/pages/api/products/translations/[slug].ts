/**
 * GET /api/products/translations/{slug}?locale= (docs/api.md, catalogue, search and content): the
 * language switch on a product page asks for the product's slug in the other locales. {slug} may be
 * in any locale; `locale` only says which locale wins when two products share the slug. Answer:
 * `{ success: true, translations: { en: { name, slug }, … }, all_slugs: { en, nl, de }, slug:
 * { en, nl, de } }` (all_slugs and slug are the same map; clients read either). Unknown or inactive
 * product → 404 (no `success`, so the client tries the fallback /api/products/slug/{slug}); unknown
 * locale or impossible slug → 422.
 */
import { productTranslations } from '#src/server/catalog/slug-lookups.ts';
import { lookupOrder } from '#src/server/db/locale-order.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { productTranslationsAnswer, slugLookupRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: slugLookupRequest,
  answer: productTranslationsAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input }) => {
  const found = await productTranslations(input.params.slug, lookupOrder(input.query.locale));
  if (!found) throw new ApiError(404, 'Product not found.');
  return { success: true, translations: found.translations, all_slugs: found.slugs, slug: found.slugs };
});
