/**
 * GET /api/projects/slug/{slug}?locale= (spec §7, the fallback of the project translation
 * lookup): `{ slugs: { en, nl, de } }` of the project with that slug in any locale.
 * Unknown → 404; bad input → 422.
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
  const found = await articleTranslations('projects', input.data.slug, lookupOrder(input.data.locale));
  if (!found) return jsonError(404, 'Project not found.');
  return json({ slugs: found.slugs }, { cacheControl: 'public, max-age=300' });
};

export const HEAD = GET;
export const ALL = onlyGet;
