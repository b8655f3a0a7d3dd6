/**
 * GET /api/products/slug/{slug}?locale= (spec §7, the fallback of the translation lookup):
 * `{ id, slugs: { en, nl, de } }` of the active product with that slug in any locale.
 * Unknown → 404; unknown locale or impossible slug → 422.
 */
import type { APIRoute } from 'astro';
import { productTranslations } from '../../../../server/catalog/slug-lookups';
import { lookupOrder } from '../../../../server/db/locale-order';
import { json } from '../../../../server/http/json';
import { onlyGet } from '../../../../server/http/method';
import { jsonError } from '../../../../server/http/errors';
import { lookupInput } from '../../../../server/http/lookup-input';

export const GET: APIRoute = async ({ params, url }) => {
  const input = lookupInput(params.slug, url);
  if (!input.ok) return input.response;
  const found = await productTranslations(input.data.slug, lookupOrder(input.data.locale));
  if (!found) return jsonError(404, 'Product not found.');
  return json({ id: found.id, slugs: found.slugs }, { cacheControl: 'public, max-age=300' });
};

export const HEAD = GET;
export const ALL = onlyGet;
