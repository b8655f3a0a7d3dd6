/**
 * Preview links (docs/routing-and-seo.md, drafts and previews; docs/adr/0023-content-previews.md):
 * `?preview={expires}.{signature}` on a content page's own path shows it while it is a draft or
 * scheduled. The signature (src/server/http/link-signing.ts) covers the shop, the expiry and the
 * path as the browser sends it (percent-encoded, prefix and trailing slash included), so the
 * path also fixes the language: a link works for exactly one page of one shop until it expires.
 */
import { SHOPS, type ShopId } from '#src/lib/locales.ts';
import { matchPath, type ScreenId } from '#src/lib/routes.ts';
import { linkSignature, validLinkSignature } from '../http/link-signing.ts';

/** The query parameter that carries the token. */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_DEFAULT_HOURS = 24;
/** Seven days: long enough for a review round, short enough that a forwarded link dies. */
export const PREVIEW_MAX_HOURS = 7 * 24;
/** Clocks of the machine that made a link and of the shop may differ this much. */
const CLOCK_SKEW_S = 300;

/** The page a link opens: a path on one shop. */
export type PreviewTarget = { shop: ShopId; path: string };

/**
 * A page request with `?preview=`: whether its token opens this path of this shop and until
 * when; `draft` is set by the page when it shows something that is not live (the banner's cue).
 */
export type PreviewState = { granted: boolean; expires: Date | null; draft: { scheduledFor: Date | null } | null };

/**
 * Every answer to a page request with `?preview=`, good token or not: never kept by a cache
 * (a page cache keyed by path and query must pass these requests by), never indexed or
 * followed, and no Referer from it, so the token stays on this page.
 */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** Whether this request may see what is not live yet at its own path. */
export const previewGranted = (locals: App.Locals): boolean => locals.preview?.granted === true;

/** A page that shows a draft (or something scheduled) through a preview link says so here. */
export function showsDraft(locals: App.Locals, scheduledFor: Date | null = null): void {
  if (locals.preview?.granted) locals.preview.draft = { scheduledFor };
}

export type PreviewCheck = { valid: true; expires: Date } | { valid: false; reason: 'malformed' | 'expired' | 'signature' };

const TOKEN = /^([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

/** The signed text: purpose, shop and expiry first, the path last (a path may hold any character). */
const message = (target: PreviewTarget, expiresS: number) => `content-preview:${target.shop}:${expiresS}:${target.path}`;

/** A token for `target` valid until `expires` (whole seconds). */
export function previewToken(target: PreviewTarget, expires: Date, secret?: string): string {
  const expiresS = Math.floor(expires.getTime() / 1000);
  return `${expiresS}.${linkSignature(message(target, expiresS), secret)}`;
}

/**
 * Whether `token` opens `target` at `now`. A token whose expiry lies further ahead than the
 * longest a link may live is refused too: no tool of the shop makes one.
 */
export function checkPreviewToken(token: string | null, target: PreviewTarget, now: Date = new Date(), secret?: string): PreviewCheck {
  const m = TOKEN.exec(token ?? '');
  if (!m) return { valid: false, reason: 'malformed' };
  const expiresS = Number(m[1]);
  const nowS = now.getTime() / 1000;
  if (!validLinkSignature(message(target, expiresS), m[2]!, secret)) return { valid: false, reason: 'signature' };
  if (expiresS <= nowS || expiresS > nowS + PREVIEW_MAX_HOURS * 3600 + CLOCK_SKEW_S) return { valid: false, reason: 'expired' };
  return { valid: true, expires: new Date(expiresS * 1000) };
}

/** The full preview link of `target` on `origin`, valid `hours` from `now`. */
export function previewUrl(origin: string, target: PreviewTarget, hours: number, now: Date = new Date(), secret?: string): { url: string; expires: Date } {
  const expires = new Date(Math.floor(now.getTime() / 1000) * 1000 + hours * 3_600_000);
  const url = new URL(target.path, `${origin}/`);
  url.searchParams.set(PREVIEW_PARAM, previewToken(target, expires, secret));
  return { url: url.toString(), expires };
}

/** Fixed screens whose content can be a draft: a post, a project, the FAQ (its draft questions). */
const PREVIEW_SCREENS: readonly ScreenId[] = ['blogArticle', 'project', 'faq'];

/**
 * The canonical path of a content route of the shop, as the browser will send it (a leading and
 * a trailing slash added, characters percent-encoded, the prefix of the shop's own language
 * dropped), or why the path is none: a fixed screen other than a post, a project or the FAQ, the
 * home page, a path under a language the shop does not offer. Any other path may be a content
 * page (or a category): which one exists only the database and the build know.
 */
export function previewPath(input: string, shop: ShopId): { path: string } | { error: string } {
  const trimmed = input.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.includes('?') || trimmed.includes('#')) {
    return { error: `"${input}" is not a path (write it as /blog/my-post/, without host or query)` };
  }
  let path = new URL(trimmed.replace(/^\/*/, '/'), 'http://shop.invalid').pathname;
  if (!path.endsWith('/')) path += '/';
  let match = matchPath(path, SHOPS[shop]);
  if (match?.kind === 'redirect') {
    path = match.location;
    match = matchPath(path, SHOPS[shop]);
  }
  const where = `on the ${shop} shop`;
  if (!match || match.kind === 'redirect') return { error: `${path} is not a content route ${where}` };
  if (match.foreignPrefix) return { error: `${path} is not a content route ${where}: /${match.foreignPrefix}/ is not one of its languages` };
  if (match.kind === 'screen' && !PREVIEW_SCREENS.includes(match.screen)) {
    return { error: `${path} is not a content route ${where} but the fixed screen "${match.screen}"` };
  }
  return { path };
}
