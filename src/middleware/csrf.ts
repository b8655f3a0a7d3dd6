/**
 * Every write under /api and /sanctum proves it comes from our own pages, or nothing runs: 419
 * in the error contract. The rule and its named exceptions are in src/server/http/csrf.ts.
 */
import { defineMiddleware } from 'astro:middleware';
import { CSRF_COOKIE, CSRF_HEADER, csrfTokensMatch, needsCsrfCheck } from '../server/http/csrf.ts';
import { jsonError } from '../server/http/errors.ts';

export const csrf = defineMiddleware((context, next) => {
  const { request, url } = context;
  if (needsCsrfCheck(request.method, url.pathname) && !csrfTokensMatch(context.cookies.get(CSRF_COOKIE)?.value, request.headers.get(CSRF_HEADER))) {
    return jsonError(419, 'CSRF token mismatch.', undefined, { success: false });
  }
  return next();
});
