/**
 * GET /api/products/slug/{slug}?locale= (the fallback of the translation lookup; docs/api.md,
 * catalogue, search and content): `{ id, slugs: { en, nl, de } }` of the active product with that
 * slug in any locale. Unknown → 404; unknown locale or impossible slug → 422.
 */
import { productTranslations } from '#src/server/catalog/slug-lookups.ts';
import { lookupOrder } from '#src/server/db/locale-order.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { productSlugAnswer, slugLookupRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: slugLookupRequest,
  answer: productSlugAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=300',
})(async ({ input }) => {
  const found = await productTranslations(input.params.slug, lookupOrder(input.query.locale));
  if (!found) throw new ApiError(404, 'Product not found.');
  return { id: found.id, slugs: found.slugs };
});
