/** The shop by host (SHOP_NL_HOSTS, SHOP), and what every answer needs of it in `Astro.locals`. */
import { defineMiddleware } from 'astro:middleware';
import { translator } from '../lib/i18n.ts';
import { originFor, regionFor, shopForHost } from '../server/http/shop-resolver.ts';

export const shop = defineMiddleware((context, next) => {
  const { url, request, locals } = context;
  const found = shopForHost(request.headers.get('host') ?? url.host);
  locals.shop = found;
  locals.requestUrl = url;
  // The shop's own language until the route step finds the page's.
  locals.locale = found.defaultLocale;
  locals.region = regionFor(found, context.cookies.get('region')?.value);
  locals.origin = originFor(found, request, url);
  locals.t = translator(found.defaultLocale);
  return next();
});
