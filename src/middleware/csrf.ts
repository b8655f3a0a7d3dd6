/**
 * Every write under /api and /sanctum proves it comes from our own pages, or nothing runs: 419
 * in the error contract. The rule and its named exceptions are in src/server/http/csrf.ts.
 *
 * A write to a path whose endpoint does not take that method is left to the endpoint, which
 * refuses it (405 naming the methods it takes, or 404 for a path that names no call) and runs
 * nothing either way: a client sees the same answer with or without the token.
 */
import { defineMiddleware } from 'astro:middleware';
import { CSRF_COOKIE, CSRF_EXCEPTIONS, CSRF_HEADER, csrfTokensMatch, needsCsrfCheck } from '../server/http/csrf.ts';
import { jsonError } from '../server/http/errors.ts';
import { onlyRefuses } from '../server/http/endpoint.ts';

/** The endpoint modules by file, loaded only when a write without the token arrives. */
const ENDPOINTS = import.meta.glob<Record<string, unknown>>(['../pages/api/**/*.ts', '../pages/sanctum/**/*.ts', '../pages/change-locale.ts']);

/**
 * Whether an endpoint module would run anything for `method`: Astro calls its handler for the
 * method, else its ALL; a module with neither answers 404 itself.
 */
export function takes(module: Record<string, unknown>, method: string): boolean {
  const handler = module[method] ?? module.ALL;
  return typeof handler === 'function' && !onlyRefuses(handler);
}

/** The loader of the endpoint module a route pattern (`/api/cart/update/[itemId]`) is answered by. */
export function endpointModule(routePattern: string | undefined): (() => Promise<Record<string, unknown>>) | undefined {
  if (!routePattern) return undefined;
  return ENDPOINTS[`../pages${routePattern}.ts`] ?? ENDPOINTS[`../pages${routePattern}/index.ts`];
}

/** Whether the request's endpoint would run anything for the method; when it cannot be told, it would (the check applies). */
async function endpointTakes(routePattern: string | undefined, method: string): Promise<boolean> {
  const load = endpointModule(routePattern);
  return load ? takes(await load(), method) : true;
}

export const csrf = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  const path = url.pathname;
  if (!needsCsrfCheck(request.method, path) || csrfTokensMatch(context.cookies.get(CSRF_COOKIE)?.value, request.headers.get(CSRF_HEADER))) {
    return next();
  }
  // A read that writes is refused for every method, as a link checker's HEAD must not run it either.
  const writingRead = CSRF_EXCEPTIONS.writingReads.some((e) => e.path.test(path));
  if (!writingRead && !(await endpointTakes(context.routePattern, request.method))) return next();
  return jsonError(419, 'CSRF token mismatch.', undefined, { success: false });
});
