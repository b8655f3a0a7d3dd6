/**
 * The newsletter's links (docs/newsletter.md): the confirmation link carries the random token
 * (the table keeps its hash); the unsubscribe link is signed with HMAC-SHA256 over the
 * subscription and its address, so it needs no stored secret, never expires, and cannot be made
 * for another subscriber without the shop's key (LINK_SIGNING_SECRET).
 */
import { href } from '#src/lib/routes.ts';
import { SHOPS, type Locale, type ShopId } from '#src/lib/locales.ts';
import { linkSignature, validLinkSignature } from '../http/link-signing.ts';

/** Where the links lead: the shop's public origin (SITE_URL_* or the request's, docs/http-edge.md). */
export type LinkOrigin = { shop: ShopId; origin: string };

const unsubscribeMessage = (id: number, email: string) => `newsletter-unsubscribe:${id}:${email}`;

export const unsubscribeSignature = (id: number, email: string): string => linkSignature(unsubscribeMessage(id, email));

export const validUnsubscribeSignature = (id: number, email: string, signature: string): boolean =>
  validLinkSignature(unsubscribeMessage(id, email), signature);

const pageUrl = (to: LinkOrigin, locale: Locale, params: Record<string, string>): string => {
  const url = new URL(href('newsletter', locale, SHOPS[to.shop]), `${to.origin}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
};

/** The newsletter page in the subscriber's language, asking to confirm. */
export const confirmUrl = (to: LinkOrigin, locale: Locale, token: string): string => pageUrl(to, locale, { confirm: token });

/** The newsletter page asking to unsubscribe (the link in every mail's text). */
export const unsubscribePageUrl = (to: LinkOrigin, locale: Locale, id: number, email: string): string =>
  pageUrl(to, locale, { unsubscribe: `${id}.${unsubscribeSignature(id, email)}` });

/** The one-click address of the List-Unsubscribe header (RFC 8058): a POST by the mail client. */
export function oneClickUrl(to: LinkOrigin, id: number, email: string): string {
  const url = new URL('/api/newsletter/unsubscribe', `${to.origin}/`);
  url.searchParams.set('id', String(id));
  url.searchParams.set('sig', unsubscribeSignature(id, email));
  return url.toString();
}

/** Reads `{id}.{signature}` of the page's `?unsubscribe=`; null when it cannot be one. */
export function readUnsubscribeParam(value: string | null): { id: number; signature: string } | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  return { id: Number(match[1]), signature: match[2] as string };
}
