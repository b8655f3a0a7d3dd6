/**
 * GET /sanctum/csrf-cookie (docs/api.md, CSRF): sets the readable XSRF-TOKEN cookie the browser
 * sends back as X-XSRF-TOKEN on every write. A valid cookie is kept (other tabs may be using it)
 * and its lifetime renewed.
 */
import type { APIRoute } from 'astro';
import { CSRF_COOKIE, CSRF_MAX_AGE, isCsrfToken, newCsrfToken } from '../../server/http/csrf';
import { isHttps } from '../../server/http/https';
import { onlyGet } from '../../server/http/method';

export const GET: APIRoute = ({ cookies, request, url }) => {
  const current = cookies.get(CSRF_COOKIE)?.value;
  cookies.set(CSRF_COOKIE, isCsrfToken(current) ? current : newCsrfToken(), {
    path: '/', sameSite: 'lax', secure: isHttps(request, url), httpOnly: false, maxAge: CSRF_MAX_AGE,
  });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
};

export const HEAD = GET;
export const ALL = onlyGet;
