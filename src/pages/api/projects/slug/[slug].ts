/**
 * GET /api/projects/slug/{slug}?locale= (docs/api.md, catalogue, search and content; the fallback
 * of the project translation lookup): `{ slugs: { en, nl, de } }` of the project with that slug in
 * any locale. Unknown → 404; bad input → 422.
 */
import { articleTranslations } from '../../../../server/content/article-lookups.ts';
import { lookupOrder } from '../../../../server/db/locale-order.ts';
import { endpoint } from '../../../../server/http/endpoint';
import { ApiError } from '../../../../server/http/api-error';
import { projectSlugAnswer, slugLookupRequest } from '../../../../lib/api/catalog';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', input: slugLookupRequest, answer: projectSlugAnswer, fallbackKey: 'Server error', cacheControl: 'public, max-age=300' })(
  async ({ input }) => {
    const found = await articleTranslations('projects', input.params.slug, lookupOrder(input.query.locale));
    if (!found) throw new ApiError(404, 'Project not found.');
    return { slugs: found.slugs };
  },
);
