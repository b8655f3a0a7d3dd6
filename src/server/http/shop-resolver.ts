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

