/** The shop by host (SHOP_NL_HOSTS, SHOP), and what every answer needs of it in `Astro.locals`. */
import { defineMiddleware } from 'astro:middleware';
import { translator } from '../lib/i18n.ts';
import { originFor, shopForHost } from '../server/http/shop-resolver.ts';
import { regionChoice, regionIn } from '../server/http/region.ts';

export const shop = defineMiddleware(async (context, next) => {
  const { url, request, locals } = context;
  const found = shopForHost(request.headers.get('host') ?? url.host);
  locals.shop = found;
  locals.requestUrl = url;
  // The shop's own language until the route step finds the page's (or the API call's).
  locals.locale = found.defaultLocale;
  locals.regionChoice = found.fixedCountry ? null : await regionChoice(context.cookies);
  locals.region = regionIn(locals, found.defaultLocale);
  locals.origin = originFor(found, request, url);
  locals.t = translator(found.defaultLocale);
  return next();
});
