/**
 * GET /api/category-seo/{slug}?locale= (spec §3 "Category SEO", §7):
 * `{ localized_slugs: { en, nl, de } }` of the active category whose slug in `locale` is
 * {slug} (without locale: in any locale, en first). Locales without a translation are absent.
 * Unknown category → 404, unknown locale or impossible slug → 422.
 */
import type { APIRoute } from 'astro';
import { categorySlugs } from '../../../server/catalog/categories';
import { lookupOrder } from '../../../server/db/locale-order';
import { json } from '../../../server/http/json';
import { onlyGet } from '../../../server/http/method';
import { jsonError } from '../../../server/http/errors';
import { lookupInput } from '../../../server/http/lookup-input';

export const GET: APIRoute = async ({ params, url }) => {
  const input = lookupInput(params.slug, url);
  if (!input.ok) return input.response;
  const slugs = await categorySlugs(input.data.slug, lookupOrder(input.data.locale, true));
  if (!slugs) return jsonError(404, 'Category not found.');
  return json({ localized_slugs: slugs }, { cacheControl: 'public, max-age=300' });
};

export const HEAD = GET;
export const ALL = onlyGet;
