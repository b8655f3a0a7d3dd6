/**
 * CSRF protection as the Laravel/Sanctum clients expect (docs/api.md, CSRF): GET
 * /sanctum/csrf-cookie sets a readable `XSRF-TOKEN` cookie and every state-changing API call sends
 * it back in `X-XSRF-TOKEN`. A page on another site can make the browser send the cookie but can
 * neither read it nor set a custom header without our CORS consent (we give none), so a missing or
 * different header means the request did not come from our own pages: 419.
 */
import { timingSafeEqual } from 'node:crypto';
import { isRandomToken } from '../../lib/random-token.ts';
import { newRandomToken } from './random-token.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** A week; the client fetches a new cookie when it is gone, and retries once on 419. */
export const CSRF_MAX_AGE = 7 * 24 * 60 * 60;

export const newCsrfToken = newRandomToken;

export const isCsrfToken = isRandomToken;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API paths that take writes. Read-only endpoints answer other methods with 405 themselves;
 * a test (tests/unit/csrf-coverage.test.ts) fails when an endpoint taking writes is missing here.
 */
export const WRITE_API = [
  /^\/api\/cart\//,
  /^\/api\/(login|register|logout|refresh-token|forgot-password|reset-password)\/?$/,
  /^\/api\/(favorites|toggle-favorite)(\/|$)/,
  /^\/api\/account\//,
];

/** GET endpoints that change state anyway (GET /api/cart/clear). */
const UNSAFE_GETS = new Set(['/api/cart/clear', '/api/cart/clear/']);

/** True for the requests that must carry the token: API writes, and the API's one writing GET. */
export function needsCsrfCheck(method: string, path: string): boolean {
  if (!WRITE_API.some((re) => re.test(path))) return false;
  return !SAFE_METHODS.has(method) || UNSAFE_GETS.has(path);
}

/** The cookie and the header hold the same well-formed token (compared in constant time). */
export function csrfTokensMatch(cookie: string | undefined, header: string | null): boolean {
  if (!isCsrfToken(cookie) || !isCsrfToken(header)) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
}
