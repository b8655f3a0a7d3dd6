/**
 * Security headers on every answer (docs/adr/0004-security-headers.md), and the last resort for
 * anything a later step or an endpoint throws: the JSON 500 under /api, otherwise a plain page
 * in the request's language. A page that throws gets the shop's error page from the route step
 * (docs/errors.md, pages); this plain answer is for when that page fails too. Never a stack
 * trace to the client, the log has it.
 */
import { defineMiddleware } from 'astro:middleware';
import { escapeHtml } from '../lib/safe-html.ts';
import { applySecurityHeaders, thirdPartySources } from '../server/http/security-headers.ts';
import { config } from '../server/config.ts';
import { trackingFor } from '../server/tracking.ts';
import { isHttps } from '../server/http/https.ts';
import { jsonError } from '../server/http/errors.ts';
import { logError } from '../server/observability/log.ts';

export const headers = defineMiddleware(async (context, next) => {
  // The request as asked: a later rewrite to an internal page changes the context's.
  const { request, url, locals } = context;
  let response: Response;
  try {
    response = await next();
  } catch (err) {
    logError(`${request.method} ${url.pathname} failed`, err);
    response = serverError(url.pathname, locals.t);
  }
  const https = isHttps(request, url);
  const thirdParty = thirdPartySources(trackingFor(locals.shop.id, config()));
  // Responses from rewrites can have immutable headers; copy when needed.
  try {
    applySecurityHeaders(response.headers, { https, dev: import.meta.env.DEV, thirdParty });
    return response;
  } catch {
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers, { https, dev: import.meta.env.DEV, thirdParty });
    return copy;
  }
});

function serverError(path: string, t: App.Locals['t']): Response {
  if (path.startsWith('/api/')) return jsonError(500, 'Server error');
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(t('error.title'))}</title></head>` +
    `<body><h1>${escapeHtml(t('error.title'))}</h1><p>${escapeHtml(t('error.text'))}</p><p><a href="/">${escapeHtml(t('notFound.backHome'))}</a></p></body></html>`;
  return new Response(html, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
