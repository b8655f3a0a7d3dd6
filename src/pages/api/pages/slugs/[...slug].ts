/**
 * GET /api/pages/slugs/{path}?locale= (spec §2 "Search-engine behaviour", §7): the localized
 * paths of a content page of this shop (database pages first, then Markdown pages), for
 * canonical and alternate links: `{ localized_slugs: { en, nl, de } }`. The path may be nested
 * ("service/warranty") and is matched without slashes at its ends. Unknown → 404; bad input →
 * 422.
 */
import type { APIRoute } from 'astro';
import { databasePagePaths } from '../../../../server/content/database-pages';
import { lookupOrder } from '../../../../server/db/locale-order';
import { filePagePaths } from '../../../../server/content/article-lookups';
import { json } from '../../../../server/http/json';
import { onlyGet } from '../../../../server/http/method';
import { jsonError } from '../../../../server/http/errors';
import { lookupInput } from '../../../../server/http/lookup-input';

export const GET: APIRoute = async ({ params, url, locals }) => {
  const path = params.slug?.split('/').filter(Boolean).join('/');
  const input = lookupInput(path, url);
  if (!input.ok) return input.response;
  const order = lookupOrder(input.data.locale, true);
  const paths = (await databasePagePaths(input.data.slug, locals.shop.id, order))
    ?? (await filePagePaths(input.data.slug, locals.shop.id, order));
  if (!paths) return jsonError(404, 'Page not found.');
  return json({ localized_slugs: paths }, { cacheControl: 'public, max-age=300' });
};

export const HEAD = GET;
export const ALL = onlyGet;
