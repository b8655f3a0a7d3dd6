/**
 * GET /api/posts/translations/{slug}?locale= (spec §3 "Translation lookup", §7): a blog post's
 * slugs in every locale for the language switch. {slug} may be in any locale; `locale` says
 * which wins when two posts share a slug. Answer: `{ success: true, translations: { en:
 * { title, slug }, … }, all_slugs: { en, nl, de }, slug: { en, nl, de } }`. Unknown → 404
 * (the client falls back to /api/posts/{slug}?locale=); bad locale or slug → 422.
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
  const found = await articleTranslations('blog', input.data.slug, lookupOrder(input.data.locale));
  if (!found) return jsonError(404, 'Post not found.');
  return json(
    { success: true, translations: found.translations, all_slugs: found.slugs, slug: found.slugs },
    { cacheControl: 'public, max-age=300' },
  );
};

export const HEAD = GET;
export const ALL = onlyGet;
