/**
 * GET /sanctum/csrf-cookie (docs/api.md): sets the readable XSRF-TOKEN cookie the browser sends
 * back as X-XSRF-TOKEN on every write. A valid cookie is kept (other tabs may be using it) and
 * its lifetime renewed. Answers 204 without a body.
 */
import { CSRF_COOKIE, CSRF_MAX_AGE, isCsrfToken, newCsrfToken } from '#src/server/http/csrf.ts';
import { isHttps } from '#src/server/http/https.ts';
import { endpoint, noContent } from '#src/server/http/endpoint.ts';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', fallbackKey: 'Server error' })(({ cookies, request, url }) => {
  const current = cookies.get(CSRF_COOKIE)?.value;
  cookies.set(CSRF_COOKIE, isCsrfToken(current) ? current : newCsrfToken(), {
    path: '/',
    sameSite: 'lax',
    secure: isHttps(request, url),
    httpOnly: false,
    maxAge: CSRF_MAX_AGE,
  });
  return noContent();
});
