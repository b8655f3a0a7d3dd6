/**
 * The key of a cached page (docs/page-cache.md, what a page depends on): the scheme and host it
 * was asked on (its absolute links), the path and query as asked, and the destination country
 * the page is priced for where that can differ (the international shop: the `region` cookie).
 * Everything else a catalogue page shows is the same for every visitor. The server in front of
 * the app and the app itself compute it from the same raw request parts with this one function,
 * so what the app stores is what the server finds.
 */
import { REGION_KEY, isCountryCode } from '#src/lib/region.ts';
import { config } from '../config.ts';
import { forwardedHttps } from '../http/origins.ts';
import { shopForHost } from '../http/shop-resolver.ts';

export type KeyParts = {
  host: string | null | undefined;
  /** The request target as sent: path and query. */
  target: string;
  forwardedProto: string | null | undefined;
  cookie: string | null | undefined;
};

const REGION_COOKIE = new RegExp(`(?:^|;)\\s*${REGION_KEY}=([^;]*)`);

/** The first `region` cookie of a Cookie header when it is a country code, else ''. */
export function regionCookie(cookie: string | null | undefined): string {
  if (!cookie) return '';
  const match = REGION_COOKIE.exec(cookie);
  const value = match?.[1]?.trim();
  return isCountryCode(value) ? value : '';
}

const PLAIN_TARGET = /^\/[\w\-.~/]*(\?[\w\-.~=&+%]*)?$/;

function parsed(target: string): string {
  const url = new URL(target, 'http://page.invalid');
  return url.pathname + url.search;
}

export function pageKey({ host, target, forwardedProto, cookie }: KeyParts): string {
  const name = (host ?? '').toLowerCase();
  const scheme = forwardedHttps('http:', forwardedProto, config().trustProxy) ? 'https' : 'http';
  // Parsed as the app parses it, so both see one path for one page; a target of plain characters
  // without dot segments parses to itself, and skips the parser.
  const asked = PLAIN_TARGET.test(target) && !target.includes('/.') ? target : parsed(target);
  const region = shopForHost(name).fixedCountry ? '' : regionCookie(cookie);
  return `${scheme}://${name}${asked}|${region}`;
}
