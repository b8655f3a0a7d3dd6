/**
 * GET /api/search (docs/search.md, the API). Parameters and answer: src/server/search/params.ts and
 * answer.ts. Results do not depend on who asks, so shared caches may keep them for a minute.
 */
import type { APIRoute } from 'astro';
import { jsonError } from '../../server/http/errors';
import { parseSearchParams } from '../../server/search/params';
import { searchProducts } from '../../server/search/search';
import { searchAnswer } from '../../server/search/answer';
import { json } from '../../server/http/json';
import { onlyGet } from '../../server/http/method';

export const GET: APIRoute = async ({ url, locals }) => {
  const parsed = parseSearchParams(url.searchParams, locals.shop, locals.region);
  if (!parsed.ok) return jsonError(422, 'The given data was invalid.', parsed.errors);
  const { input } = parsed;
  const result = await searchProducts(input);
  return json(searchAnswer(result, { locale: input.locale, shop: locals.shop, vatRateBp: input.vatRateBp, query: input.query.trim() }), {
    cacheControl: 'public, max-age=60',
  });
};

export const HEAD = GET;
export const ALL = onlyGet;
