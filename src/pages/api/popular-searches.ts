/**
 * GET /api/popular-searches?locale= (spec §3, §7): `{ popular_searches: string[] }` in the
 * order shop staff gave them. locale: query, else Accept-Language, else en; unknown → 422.
 */
import type { APIRoute } from 'astro';
import { popularSearches } from '../../server/search/popular-searches';
import { json } from '../../server/http/json';
import { onlyGet } from '../../server/http/method';
import { requestLocale } from '../../server/http/lookup-input';

export const GET: APIRoute = async ({ url, request }) => {
  const locale = requestLocale(url, request);
  if (!locale.ok) return locale.response;
  return json({ popular_searches: await popularSearches(locale.data.locale) }, {
    cacheControl: 'public, max-age=300',
    headers: locale.data.fromHeader ? { Vary: 'Accept-Language' } : {},
  });
};

export const HEAD = GET;
export const ALL = onlyGet;
