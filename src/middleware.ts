/**
 * Every request: shop by host → CSRF check of API writes → locale and route match → login for
 * account screens → rewrite to the internal page → security headers. Fixed screens come from the
 * route table; anything else is tried as a category slug, then as a content page, then answered
 * with the 404 page.
 */
import { defineMiddleware } from 'astro:middleware';
import { matchPath, DYNAMIC_PAGES, SCREENS } from './lib/routes.ts';
import { translator } from './lib/i18n.ts';
import { isCrawler } from './lib/seo.ts';
import { shopForHost, regionFor, originFor } from './server/http/shop-resolver.ts';
import { applySecurityHeaders } from './server/http/security-headers.ts';
import { isHttps } from './server/http/https.ts';
import { CSRF_COOKIE, CSRF_HEADER, csrfTokensMatch, needsCsrfCheck } from './server/http/csrf.ts';
import { jsonError } from './server/http/errors.ts';
import { escapeHtml } from './lib/safe-html.ts';
import { findCategoryBySlug } from './server/catalog.ts';
import { findDatabasePage } from './server/content.ts';
import { findFilePage } from './server/content-files.ts';
import { screenPaths, dynamicPaths, internalPage } from './server/page-route.ts';
import { notFoundRoute } from './server/not-found.ts';
import { guardAccountPage } from './server/account/page-guard.ts';

/** Paths handled by endpoints and files, not by the page router. */
const PASS_THROUGH = /^\/(api|sanctum|media|_astro|_image|healthz|change-locale)(\/|$)/;

export const onRequest = defineMiddleware(async (context, next) => {
  const { url, request } = context;
  const shop = shopForHost(request.headers.get('host') ?? url.host);
  const locals = context.locals;
  locals.shop = shop;
  locals.requestUrl = url;
  locals.locale = shop.defaultLocale;
  locals.region = regionFor(shop, context.cookies.get('region')?.value);
  locals.origin = originFor(shop, url);
  locals.t = translator(shop.defaultLocale);

  let response: Response;
  try {
    response = await route(context, next);
  } catch (err) {
    // Never a stack trace to the client; the log has it.
    console.error(`[request] ${request.method} ${url.pathname} failed:`, err);
    response = serverError(url.pathname, locals.t);
  }
  // Responses from rewrites can have immutable headers; copy when needed.
  let out = response;
  try {
    applySecurityHeaders(out.headers, { https: isHttps(request, url), dev: import.meta.env.DEV });
  } catch {
    out = new Response(response.body, response);
    applySecurityHeaders(out.headers, { https: isHttps(request, url), dev: import.meta.env.DEV });
  }
  return out;
});

type Ctx = Parameters<Parameters<typeof defineMiddleware>[0]>[0];
type Next = Parameters<Parameters<typeof defineMiddleware>[0]>[1];

async function route(context: Ctx, next: Next): Promise<Response> {
  const { url, request, locals } = context;
  const path = url.pathname;
  if (PASS_THROUGH.test(path)) {
    // Every API write proves it comes from our own pages (src/server/http/csrf.ts); nothing runs otherwise.
    if (needsCsrfCheck(request.method, path) && !csrfTokensMatch(context.cookies.get(CSRF_COOKIE)?.value, request.headers.get(CSRF_HEADER))) {
      return jsonError(419, 'CSRF token mismatch.', undefined, { success: false });
    }
    return next();
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  if (!path.endsWith('/')) {
    const last = path.slice(path.lastIndexOf('/') + 1);
    // A missing file (favicon.png, robots.txt when absent) is not a page: no redirect.
    if (/\.[a-z0-9]{1,8}$/i.test(last)) return notFound(context, next, path);
    return context.redirect(path + '/' + url.search, 301);
  }
  const match = matchPath(path, locals.shop);
  if (!match) return notFound(context, next, path);
  if (match.kind === 'redirect') return context.redirect(match.location + url.search, 301);

  locals.locale = match.locale;
  locals.t = translator(match.locale);
  const shopId = locals.shop.id;
  if (match.kind === 'screen') {
    locals.page = { kind: 'screen', screen: match.screen, params: match.params, foreignPrefix: match.foreignPrefix, paths: screenPaths(match.screen, locals.shop, match.params) };
    if (SCREENS[match.screen].access === 'account') return guardAccountPage(context, () => next(internalPage(match.screen, match.params)));
    return next(internalPage(match.screen, match.params));
  }

  const joined = match.segments.join('/');
  if (match.segments.length === 1) {
    const category = await findCategoryBySlug(match.locale, joined);
    if (category) {
      locals.page = { kind: 'category', category, foreignPrefix: match.foreignPrefix, paths: dynamicPaths(locals.shop, category.slugs) };
      return next(DYNAMIC_PAGES.category);
    }
  }
  const content = await findDatabasePage(match.locale, shopId, joined);
  const file = content ? null : await findFilePage(match.locale, shopId, joined);
  if (content || file) {
    const paths = dynamicPaths(locals.shop, (content ?? file)!.paths);
    locals.page = { kind: 'content', content, file, foreignPrefix: match.foreignPrefix, paths };
    return next(DYNAMIC_PAGES.content);
  }
  return notFound(context, next, path);
}

async function notFound(context: Ctx, next: Next, path: string): Promise<Response> {
  if (isCrawler(context.request.headers.get('user-agent'))) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  context.locals.page = notFoundRoute(path);
  const res = await next(DYNAMIC_PAGES.notFound);
  return new Response(res.body, { status: 404, statusText: 'Not Found', headers: res.headers });
}

function serverError(path: string, t: App.Locals['t']): Response {
  if (path.startsWith('/api/')) return jsonError(500, 'Server error');
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(t('error.title'))}</title></head>` +
    `<body><h1>${escapeHtml(t('error.title'))}</h1><p>${escapeHtml(t('error.text'))}</p><p><a href="/">${escapeHtml(t('notFound.backHome'))}</a></p></body></html>`;
  return new Response(html, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
