/**
 * Which Host headers the shop answers, and the origin its absolute links carry (canonical and
 * alternate links, JSON-LD, the links in mails, payment return addresses). The rule is in
 * docs/http-edge.md (hosts and origins): a Host header is never believed because it was sent.
 *
 * - The shop answers for its configured hosts only: the host names of `SITE_URL_NL` and
 *   `SITE_URL_INTERNATIONAL`, `SHOP_NL_HOSTS`, `ALLOWED_HOSTS`, and loopback names (localhost,
 *   `*.localhost`, 127.0.0.1, [::1]) for health checks and development. Anything else is refused
 *   before the app.
 * - A link's origin is the shop's configured site URL. Without one (development, tests), it is
 *   the request's own host, which the first rule limited to names the operator listed or the
 *   machine itself, with the scheme a trusted proxy reports in `X-Forwarded-Proto`.
 */
import type { ShopId } from '#src/lib/locales.ts';

export type HostSettings = {
  /** Host names (no port) served as the Dutch shop. */
  nlHosts: ReadonlySet<string>;
  /** Every host name (no port) the shop answers for, besides loopback names. */
  allowedHosts: ReadonlySet<string>;
  /** The configured public origin of each shop, without a trailing slash. */
  siteUrls: Readonly<Partial<Record<ShopId, string>>>;
  trustProxy: boolean;
};

/** The host name of a Host header: lower case, without port or final dot; IPv6 keeps its brackets. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  const name = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : lower.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

const isLoopback = (name: string): boolean => name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';

/** Whether the shop answers a request for this Host header (none at all is left to Node's own refusal). */
export function answersHost(host: string | undefined, settings: HostSettings): boolean {
  if (host === undefined) return true;
  const name = hostName(host);
  return isLoopback(name) || settings.allowedHosts.has(name);
}

/** Whether the browser talks HTTPS: the request's own scheme, or the first one a trusted proxy names. */
export function forwardedHttps(protocol: string, forwardedProto: string | null | undefined, trustProxy: boolean): boolean {
  if (protocol === 'https:') return true;
  if (!trustProxy || !forwardedProto) return false;
  // A chain of proxies lists one scheme per hop; the first is the one the browser used.
  return forwardedProto.split(',')[0]!.trim().toLowerCase() === 'https';
}

/**
 * The origin of the shop's absolute links: its site URL, else the request's own host (already
 * one the shop answers for) with the scheme the browser used.
 */
export function linkOrigin(shop: ShopId, request: { host: string; https: boolean }, settings: HostSettings): string {
  const configured = settings.siteUrls[shop];
  if (configured) return configured;
  return `${request.https ? 'https' : 'http'}://${request.host.toLowerCase().replace(/\.(?=:|$)/, '')}`;
}
