/**
 * GET /api/posts/{slug}?locale= (spec §7, the fallback of the post translation lookup): the
 * post whose slug in `locale` is {slug} (without locale: in any locale, en first).
 * Answer: `{ title, slug, locale, all_slugs: { en, nl, de } }`. Unknown → 404; bad input → 422.
 */
import type { APIRoute } from 'astro';
import { articleTranslations } from '../../../server/content/article-lookups';
import { lookupOrder } from '../../../server/db/locale-order';
import { json } from '../../../server/http/json';
import { onlyGet } from '../../../server/http/method';
import { jsonError } from '../../../server/http/errors';
import { lookupInput } from '../../../server/http/lookup-input';

export const GET: APIRoute = async ({ params, url }) => {
  const input = lookupInput(params.slug, url);
  if (!input.ok) return input.response;
  const found = await articleTranslations('blog', input.data.slug, lookupOrder(input.data.locale, true));
  if (!found) return jsonError(404, 'Post not found.');
  return json(
    { title: found.title, slug: found.slug, locale: found.locale, all_slugs: found.slugs },
    { cacheControl: 'public, max-age=300' },
  );
};

export const HEAD = GET;
export const ALL = onlyGet;
