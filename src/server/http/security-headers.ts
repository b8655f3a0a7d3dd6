/**
 * Security headers for every response. HTML pages also get Astro's Content-Security-Policy
 * (script-src and style-src with hashes of Astro's inline scripts, directives from
 * astro.config.mjs), widened by exactly the hosts of the shop's configured third parties;
 * responses without one (API, media) get a deny-all policy.
 */
import type { Tracking } from '../tracking.ts';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

type Sources = Partial<Record<string, string[]>>;

/**
 * The hosts each third party needs, by directive, as its maker documents them: Google's list for
 * a Tag Manager container and for GA4, Crisp's for its chat, WebwinkelKeur's dashboard host for
 * its sidebar. Nothing else is ever added: no 'unsafe-inline', no 'unsafe-eval', no wildcard
 * beyond a maker's own domain (docs/adr/0017-tracking-consent.md).
 */
const GOOGLE_TAG: Sources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com'],
  'connect-src': ['https://www.googletagmanager.com', 'https://www.google.com'],
};
const GA4: Sources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net'],
};
const CRISP: Sources = {
  'script-src': ['https://client.crisp.chat'],
  'style-src': ['https://client.crisp.chat'],
  'font-src': ['https://client.crisp.chat'],
  'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat'],
  'media-src': ['https://client.crisp.chat'],
  'connect-src': ['https://client.crisp.chat', 'wss://client.relay.crisp.chat'],
  'frame-src': ['https://game.crisp.chat'],
};
const WEBWINKELKEUR: Sources = {
  'script-src': ['https://dashboard.webwinkelkeur.nl'],
  'style-src': ['https://dashboard.webwinkelkeur.nl'],
  'img-src': ['https://dashboard.webwinkelkeur.nl'],
  'connect-src': ['https://dashboard.webwinkelkeur.nl'],
  'frame-src': ['https://dashboard.webwinkelkeur.nl'],
};

/** What a shop's page policy must add for the third parties it is configured with; empty for none. */
export function thirdPartySources(tracking: Tracking): Sources {
  const parts: Sources[] = [];
  // A bare GA4 id loads gtag.js (GA4's hosts cover it); a container loads gtm.js and, for the
  // shop's e-commerce events, GA4 tags: both lists.
  if (tracking.analytics?.kind === 'ga4') parts.push(GA4);
  if (tracking.analytics?.kind === 'gtm') parts.push(GOOGLE_TAG, GA4);
  if (tracking.chat) parts.push(CRISP);
  if (tracking.reviewSidebar) parts.push(WEBWINKELKEUR);
  const out: Sources = {};
  for (const part of parts) for (const [directive, hosts] of Object.entries(part)) out[directive] = [...new Set([...(out[directive] ?? []), ...(hosts ?? [])])];
  return out;
}

/**
 * A page's policy with the sources added to their directives. A directive the policy lacks falls
 * back to default-src ('self'), so it is written with 'self' first: adding a host never takes
 * away what the page could already load.
 */
export function extendPolicy(policy: string, sources: Sources): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => d.split(/\s+/));
  for (const [name, hosts] of Object.entries(sources)) {
    if (!hosts?.length) continue;
    const found = directives.find((d) => d[0] === name);
    if (found) found.push(...hosts.filter((h) => !found.includes(h)));
    else directives.push([name, "'self'", ...hosts]);
  }
  return directives.map((d) => d.join(' ')).join('; ');
}

export function applySecurityHeaders(headers: Headers, { https, dev = false, thirdParty }: { https: boolean; dev?: boolean; thirdParty?: Sources }): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  // An answer whose URL holds a secret (a preview link) sends no Referer at all: kept.
  if (headers.get('Referrer-Policy') !== 'no-referrer') headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  // The dev server sends no policy with pages (Astro adds it at build time); the deny-all
  // fallback would block every script and style there, so dev pages go without one.
  const devPage = dev && (headers.get('Content-Type') ?? '').startsWith('text/html');
  const pagePolicy = headers.get('Content-Security-Policy');
  // Only a page's own policy (Astro's) takes the shop's third parties; the deny-all one never does.
  if (pagePolicy && thirdParty && Object.keys(thirdParty).length > 0) headers.set('Content-Security-Policy', extendPolicy(pagePolicy, thirdParty));
  if (!pagePolicy && !devPage) headers.set('Content-Security-Policy', API_CSP);
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
