/**
 * GET /api/projects/slugs/{slug}?locale= (docs/routing-and-seo.md, canonical and alternate links):
 * the localized slugs of a project for canonical and alternate links: `{ localized_slugs: { en, nl,
 * de } }`. {slug} in `locale` when given, else in any locale. Unknown → 404; bad input → 422.
 */
import { articleTranslations } from '../../../../server/content/article-lookups.ts';
import { lookupOrder } from '../../../../server/db/locale-order.ts';
import { endpoint } from '../../../../server/http/endpoint';
import { ApiError } from '../../../../server/http/api-error';
import { projectSlugsAnswer, slugLookupRequest } from '../../../../lib/api/catalog';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', input: slugLookupRequest, answer: projectSlugsAnswer, fallbackKey: 'Server error', cacheControl: 'public, max-age=300' })(
  async ({ input }) => {
    const found = await articleTranslations('projects', input.params.slug, lookupOrder(input.query.locale, true));
    if (!found) throw new ApiError(404, 'Project not found.');
    return { localized_slugs: found.slugs };
  },
);
