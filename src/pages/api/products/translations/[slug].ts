/**
 * GET /api/products/translations/{slug}?locale= (spec §3 "Translation lookup", §7): the
 * language switch on a product page asks for the product's slug in the other locales.
 * {slug} may be in any locale; `locale` only says which locale wins when two products share
 * the slug. Answer: `{ success: true, translations: { en: { name, slug }, … }, all_slugs:
 * { en, nl, de }, slug: { en, nl, de } }` (all_slugs and slug are the same map; clients of
 * the spec read either). Unknown or inactive product → 404 (no `success`, so the client
 * tries the fallback /api/products/slug/{slug}); unknown locale or impossible slug → 422.
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
  return json(
    { success: true, translations: found.translations, all_slugs: found.slugs, slug: found.slugs },
    { cacheControl: 'public, max-age=300' },
  );
};

export const HEAD = GET;
export const ALL = onlyGet;
