/**
 * GET /api/offer-bars/random/{locale} (spec §3 "Offer bar", §7): one of the current offers of
 * the locale, `{ content, url }`. content is HTML limited to a few inline tags (sanitised
 * here, so a client may insert it as HTML); url is ready to follow: a path with this shop's
 * locale prefix, or an absolute URL. No current offer → 204 (nothing to show is not a
 * failure, so clients do not back off). Unknown locale → 422; database failure → 503.
 * Cached a minute, so the offer rotates per minute in shared caches.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { dynamicHref } from '../../../../lib/routes';
import { limitedInlineHtml } from '../../../../lib/safe-html';
import { currentOfferBars } from '../../../../server/shell/header-footer';
import { json } from '../../../../server/http/json';
import { onlyGet } from '../../../../server/http/method';
import { jsonError } from '../../../../server/http/errors';
import { localeField, validate } from '../../../../server/http/lookup-input';

export const GET: APIRoute = async ({ params, locals }) => {
  const input = validate(z.object({ locale: localeField }), { locale: params.locale });
  if (!input.ok) return input.response;
  const { locale } = input.data;
  const offers = await currentOfferBars(locale).catch((err: unknown) => {
    console.error('[offers] failed:', err instanceof Error ? err.message : err);
    return null;
  });
  if (offers === null) return jsonError(503, 'Offers are not available right now.');
  const offer = offers[Math.floor(Math.random() * offers.length)];
  if (!offer) return new Response(null, { status: 204, headers: { 'Cache-Control': 'public, max-age=60' } });
  const url = /^https?:\/\//i.test(offer.url) ? offer.url : dynamicHref(locale, locals.shop, offer.url);
  return json({ content: limitedInlineHtml(offer.content), url }, { cacheControl: 'public, max-age=60' });
};

export const HEAD = GET;
export const ALL = onlyGet;
