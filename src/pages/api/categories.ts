/**
 * GET /api/categories?locale=&limit= (spec §7): `{ categories: [{ id, name, slug, image_url,
 * count }] }`, the active top-level categories in menu order; `count` is the number of active
 * products in the category or below it (the shape of the search answer's product_categories).
 * locale: query, else Accept-Language, else en; unknown → 422. limit: a whole number ≥ 1,
 * capped at 100; absent → all top-level categories; anything else → 422.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { topCategories } from '../../server/catalog/categories';
import { json } from '../../server/http/json';
import { onlyGet } from '../../server/http/method';
import { requestLocale, validate } from '../../server/http/lookup-input';

const MAX_LIMIT = 100;
const limitField = z
  .string()
  .nullable()
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .pipe(
    z.string().regex(/^\d{1,50}$/, 'must be a whole number').transform(Number)
      .refine((n) => n >= 1, 'must be at least 1')
      .transform((n) => Math.min(n, MAX_LIMIT))
      .nullable(),
  );

export const GET: APIRoute = async ({ url, request }) => {
  const locale = requestLocale(url, request);
  if (!locale.ok) return locale.response;
  const limit = validate(z.object({ limit: limitField }), { limit: url.searchParams.get('limit') });
  if (!limit.ok) return limit.response;
  const categories = await topCategories(locale.data.locale, limit.data.limit);
  return json({ categories }, {
    cacheControl: 'public, max-age=300',
    headers: locale.data.fromHeader ? { Vary: 'Accept-Language' } : {},
  });
};

export const HEAD = GET;
export const ALL = onlyGet;
