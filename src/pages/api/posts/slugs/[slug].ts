/**
 * GET /api/posts/slugs/{slug}?locale= (spec §2 "Search-engine behaviour", §7): the localized
 * slugs of a blog post for canonical and alternate links: `{ localized_slugs: { en, nl, de } }`.
 * {slug} in `locale` when given, else in any locale. Unknown → 404; bad input → 422.
 */
import type { APIRoute } from 'astro';
import { articleTranslations } from '../../../../server/content/article-lookups';
import { lookupOrder } from '../../../../server/db/locale-order';
import { json } from '../../../../server/http/json';
import { onlyGet } from '../../../../server/http/method';
import { jsonError } from '../../../../server/http/errors';
import { lookupInput } from '../../../../server/http/lookup-input';

export const GET: APIRoute = async ({ params, url }) => {
  const input = lookupInput(params.slug, url);
  if (!input.ok) return input.response;
  const found = await articleTranslations('blog', input.data.slug, lookupOrder(input.data.locale, true));
  if (!found) return jsonError(404, 'Post not found.');
  return json({ localized_slugs: found.slugs }, { cacheControl: 'public, max-age=300' });
};

export const HEAD = GET;
export const ALL = onlyGet;
