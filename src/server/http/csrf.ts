/**
 * CSRF protection as the Laravel/Sanctum clients expect: GET /sanctum/csrf-cookie sets a
 * readable `XSRF-TOKEN` cookie and every state-changing API call sends it back in
 * `X-XSRF-TOKEN`. A page on another site can make the browser send the cookie but can neither
 * read it nor set a custom header without our CORS consent (we give none), so a missing or
 * different header means the request did not come from our own pages: 419. On by default for
 * every write under /api and /sanctum (docs/http-edge.md); the middleware's csrf step checks it,
 * leaving a method an endpoint does not take to that endpoint's refusal.
 */
import { timingSafeEqual } from 'node:crypto';
import { isRandomToken } from '#src/lib/random-token.ts';
import { newRandomToken } from './random-token.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** A week; the client fetches a new cookie when it is gone, and retries once on 419. */
export const CSRF_MAX_AGE = 7 * 24 * 60 * 60;

export const newCsrfToken = newRandomToken;

export const isCsrfToken = isRandomToken;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write under these paths carries the token, whoever wrote its endpoint: no list of
 * endpoints to keep up. `/change-locale` is the shop's own call outside /api (its path is the
 * described one) and changes a customer's stored language, so it is checked like every write.
 */
const CHECKED_PATHS = /^\/(api|sanctum|change-locale)(\/|$)/;

type Exception = { path: RegExp; why: string };

/**
 * The named exceptions to "every write under /api and /sanctum carries the token", in one
 * place (a test proves every other write path is checked):
 * - `tokenless`: writes that carry no token: callers that cannot hold our cookie and need no
 *   proof of origin, because what they say is never believed (a payment provider's webhook
 *   only names a payment; its status is asked of the provider).
 * - `writingReads`: reads that change state, so they carry the token like a write, for every
 *   method (a link checker's HEAD must not empty a cart either).
 */
export const CSRF_EXCEPTIONS: { readonly tokenless: readonly Exception[]; readonly writingReads: readonly Exception[] } = {
  tokenless: [
    { path: /^\/api\/payments\/webhook\/[a-z]+\/?$/, why: 'payment providers report changes server to server; the status is asked of the provider' },
    {
      path: /^\/api\/newsletter\/unsubscribe\/?$/,
      why: "a mail client's one-click unsubscribe (RFC 8058) posts without the shop's cookies; the link's signature is the proof",
    },
  ],
  writingReads: [{ path: /^\/api\/cart\/clear\/?$/, why: 'GET /api/cart/clear empties the cart' }],
};

/** True for the requests that must carry the token: writes under /api and /sanctum, and the writing reads. */
export function needsCsrfCheck(method: string, path: string): boolean {
  if (!CHECKED_PATHS.test(path)) return false;
  if (CSRF_EXCEPTIONS.writingReads.some((e) => e.path.test(path))) return true;
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  return !CSRF_EXCEPTIONS.tokenless.some((e) => e.path.test(path));
}

/** The cookie and the header hold the same well-formed token (compared in constant time). */
export function csrfTokensMatch(cookie: string | undefined, header: string | null): boolean {
  if (!isCsrfToken(cookie) || !isCsrfToken(header)) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
}
