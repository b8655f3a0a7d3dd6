/**
 * GET /api/offer-bars/random/{locale} (docs/menus-and-shell.md, header): one of the current offers
 * of the locale, `{ content, url }`. content is HTML limited to a few inline tags (sanitised here,
 * so a client may insert it as HTML); url is ready to follow: a path with this shop's locale
 * prefix, or an absolute URL. No current offer → 204 (nothing to show is not a failure, so clients
 * do not back off). Unknown locale → 422; database failure → 503. Cached a minute, so the offer
 * rotates per minute in shared caches.
 */
import { dynamicHref } from '#src/lib/routes.ts';
import { limitedInlineHtml } from '#src/lib/safe-html.ts';
import { currentOfferBars } from '#src/server/shell/header-footer.ts';
import { endpoint, noContent } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { offerBarAnswer, offerBarRequest } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  input: offerBarRequest,
  answer: offerBarAnswer,
  fallbackKey: 'Server error',
  cacheControl: 'public, max-age=60',
})(async ({ input, locals }) => {
  const { locale } = input.params;
  const offers = await currentOfferBars(locale).catch((err: unknown) => {
    console.error('[offers] failed:', err instanceof Error ? err.message : err);
    return null;
  });
  if (offers === null) throw new ApiError(503, 'Offers are not available right now.');
  const offer = offers[Math.floor(Math.random() * offers.length)];
  if (!offer) return noContent();
  const url = /^https?:\/\//i.test(offer.url) ? offer.url : dynamicHref(locale, locals.shop, offer.url);
  return { content: limitedInlineHtml(offer.content), url };
});
