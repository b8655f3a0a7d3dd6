/** Picks the shop for a request from its host name: SHOP, SHOP_NL_HOSTS, SITE_URL_NL (docs/routing-and-seo.md). */
import { SHOPS, type Shop } from '#src/lib/locales.ts';
import { config } from '../config.ts';
import { hostName, linkOrigin } from './origins.ts';
import { isHttps } from './https.ts';

export function shopForHost(host: string | null): Shop {
  const { SHOP, nlHosts } = config();
  if (SHOP) return SHOPS[SHOP];
  return nlHosts.has(hostName(host ?? '')) ? SHOPS.nl : SHOPS.international;
}

/**
 * Origin for absolute links (canonical, alternates, mails, payment returns): the shop's
 * configured site URL, else the request's own host, which the server only lets through when the
 * shop answers for it (docs/http-edge.md, hosts and origins).
 */
export function originFor(shop: Shop, request: Request, url: URL): string {
  return linkOrigin(shop.id, { host: request.headers.get('host') ?? url.host, https: isHttps(request, url) }, config());
}

/**
 * The international shop's origin as a Dutch-shop page links to it (the first-visit modal): its
 * site URL, else the request's own host without its leading `nl.` (`nl.localhost:4321` →
 * `localhost:4321`, as in development and tests); null when neither tells, and the modal then
 * offers the Netherlands only.
 */
export function internationalOrigin(request: Request, url: URL): string | null {
  const configured = config().siteUrls.international;
  if (configured) return configured;
  const host = /^nl\.(.+)$/i.exec(request.headers.get('host') ?? url.host)?.[1];
  return host ? `${isHttps(request, url) ? 'https' : 'http'}://${host.toLowerCase()}` : null;
}
