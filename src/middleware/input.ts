/**
 * The request's address read once, before any step, endpoint or page looks at it
 * (docs/http-edge.md, the input step; the limits in src/server/http/request-target.ts): a path
 * or query with a control character or beyond the length limits is answered here, so it never
 * reaches a database query.
 *
 * - A path that cannot exist: 404, as for any path that names nothing (`Not found` in the error
 *   contract under /api, /sanctum and /media; elsewhere the 404 texts on a plain page, a bare
 *   `Not Found` for crawlers).
 * - A query that cannot be right: 422 naming the parameter in the error contract for the API, a
 *   plain 400 page for pages.
 */
import { defineMiddleware } from 'astro:middleware';
import { escapeHtml } from '#src/lib/safe-html.ts';
import { isCrawler } from '#src/lib/seo.ts';
import { isLocale } from '#src/lib/locales.ts';
import { translator, type Translate } from '#src/lib/i18n.ts';
import { jsonError } from '#src/server/http/errors.ts';
import { targetProblem } from '#src/server/http/request-target.ts';

/** Paths whose every answer, errors included, is JSON. */
const JSON_PATHS = /^\/(api|sanctum|media)(\/|$)/;

/** How much of a refused path the 404 page repeats. */
const SHOWN_PATH_CHARS = 200;

export const input = defineMiddleware((context, next) => {
  const { url, request, locals } = context;
  const sentPath = new URL(request.url).pathname;
  const problem = targetProblem(url, sentPath);
  if (!problem) return next();
  const api = JSON_PATHS.test(url.pathname);
  if (problem.part === 'path') {
    if (api) return jsonError(404, 'Not found');
    if (isCrawler(request.headers.get('user-agent'))) return plain(404, 'Not Found', 'text/plain');
    const t = pageTranslator(url, locals.t);
    // The path as sent, still percent-encoded: its control characters stay visible and harmless.
    const shown = sentPath.length > SHOWN_PATH_CHARS ? `${sentPath.slice(0, SHOWN_PATH_CHARS)}…` : sentPath;
    return plain(404, page(t('notFound.title'), t('notFound.text', { path: shown }), t), 'text/html');
  }
  if (api) {
    const errors = problem.name === null ? undefined : { [problem.name]: [problem.message] };
    return jsonError(422, problem.name === null ? problem.message : 'The given data was invalid.', errors, { success: false });
  }
  const t = pageTranslator(url, locals.t);
  return plain(400, page(t('error.badRequestTitle'), t('error.badRequestText'), t), 'text/html');
});

/** The language of a path's prefix (`/de/…`), else the shop's. */
function pageTranslator(url: URL, shopT: Translate): Translate {
  const prefix = url.pathname.split('/')[1] ?? '';
  return isLocale(prefix) ? translator(prefix) : shopT;
}

/** A page without the shop's shell: nothing of the refused request is read further to build it. */
function page(title: string, text: string, t: Translate): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(t('notFound.backHome'))}</a></p></body></html>`
  );
}

function plain(status: number, body: string, type: 'text/html' | 'text/plain'): Response {
  return new Response(body, { status, headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' } });
}
