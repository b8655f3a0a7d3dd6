/** Picks the shop for a request from its host name: SHOP, SHOP_NL_HOSTS (docs/routing-and-seo.md). */
import { SHOPS, type Shop } from '#src/lib/locales.ts';
import { config } from '../config.ts';

export function shopForHost(host: string | null): Shop {
  const { SHOP, nlHosts } = config();
  if (SHOP) return SHOPS[SHOP];
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return nlHosts.has(name) ? SHOPS.nl : SHOPS.international;
}

/** The region (destination country) used for VAT on the page: fixed NL on the Dutch shop. */
export function regionFor(shop: Shop, cookieValue: string | undefined): string {
  if (shop.fixedCountry) return shop.fixedCountry;
  return cookieValue && /^[A-Z]{2}$/.test(cookieValue) ? cookieValue : shop.defaultCountry;
}

/** Origin for absolute links (canonical, alternates): a configured site URL, else the request's. */
export function originFor(shop: Shop, requestUrl: URL): string {
  const { SITE_URL_NL, SITE_URL_INTERNATIONAL } = config();
  const configured = shop.id === 'nl' ? SITE_URL_NL : SITE_URL_INTERNATIONAL;
  return (configured ?? requestUrl.origin).replace(/\/$/, '');
}
