/**
 * How a request becomes a page (docs/adr/0002-routing.md, docs/http-edge.md): the server side
 * of the route table in src/lib/routes.ts, the one place that knows it. A path is an endpoint's
 * or a file's, or a fixed screen of the table, or a category slug, or a content page (database,
 * then Markdown), or nothing (404). Canonical paths end in a slash; a prefix naming the shop's
 * own language redirects to the unprefixed path. Pages and layouts read what was found from
 * `Astro.locals.page`.
 */
import { LOCALES, type Locale, type Shop } from '../lib/locales.ts';
import { DYNAMIC_PAGES, SCREENS, dynamicHref, href, matchPath, screenInShop, type Access, type Params, type ScreenId } from '../lib/routes.ts';
import { isCrawler } from '../lib/seo.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { logError } from './observability/log.ts';
import { findCategoryBySlug, type CategoryPage } from './catalog/listings.ts';
import { findDatabasePage, type ContentPage } from './content/database-pages.ts';
import { findFilePage, type FilePage } from './content/file-pages.ts';

export type PageRoute = {
  /** Path of this page in each locale of the shop; null when it has no translations (404). */
  paths: Partial<Record<Locale, string>> | null;
  foreignPrefix: string | null;
} & (
  | { kind: 'screen'; screen: ScreenId; params: Params }
  | { kind: 'category'; category: CategoryPage }
  | { kind: 'content'; content: ContentPage | null; file: FilePage | null }
  | { kind: 'notFound'; path: string }
  /** The error page after an exception in a page: 500, or 503 when the database was away. */
  | { kind: 'error'; status: 500 | 503 }
);

/**
 * Paths answered by endpoints and files, not by the page router; the test payment provider's
 * hosted page, which stands for an outside service (docs/payments.md); and what crawlers read
 * besides pages (robots.txt, the sitemaps).
 */
export const ENDPOINT_PATHS = /^\/(api|sanctum|media|_astro|_image|healthz|change-locale|payments\/test|robots\.txt|sitemap\.xml|sitemaps)(\/|$)/;

/** What a request is. */
export type RouteDecision =
  /** An endpoint or a file: Astro's own routing answers it. */
  | { kind: 'endpoint' }
  /** Pages take GET and HEAD only. */
  | { kind: 'methodNotAllowed' }
  | { kind: 'redirect'; location: string }
  /** Nothing here; a path under a language's prefix shows the 404 page in that language. */
  | { kind: 'notFound'; locale?: Locale }
  /** A page: its locale, what it shows, who may see it, and the internal page that renders it. */
  | { kind: 'page'; locale: Locale; page: PageRoute; access: Access; target: string };

/**
 * `drafts`: the request carries a valid preview link for its path (src/middleware/preview.ts),
 * so a content page that is not live yet is found too.
 */
export async function resolveRoute(method: string, url: URL, shop: Shop, { drafts = false }: { drafts?: boolean } = {}): Promise<RouteDecision> {
  const path = url.pathname;
  if (ENDPOINT_PATHS.test(path)) return { kind: 'endpoint' };
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'methodNotAllowed' };
  if (!path.endsWith('/')) {
    const last = path.slice(path.lastIndexOf('/') + 1);
    // A missing file (favicon.png, robots.txt when absent) is not a page: no redirect.
    if (/\.[a-z0-9]{1,8}$/i.test(last)) return { kind: 'notFound' };
    return { kind: 'redirect', location: path + '/' + url.search };
  }
  const match = matchPath(path, shop);
  if (!match) return { kind: 'notFound' };
  if (match.kind === 'redirect') return { kind: 'redirect', location: match.location + url.search };

  const { locale, foreignPrefix } = match;
  if (match.kind === 'screen') {
    const page: PageRoute = { kind: 'screen', screen: match.screen, params: match.params, foreignPrefix, paths: screenPaths(match.screen, shop, match.params) };
    return { kind: 'page', locale, page, access: SCREENS[match.screen].access, target: internalPage(match.screen, match.params) };
  }

  const joined = match.segments.join('/');
  if (match.segments.length === 1) {
    const category = await findCategoryBySlug(locale, joined);
    if (category) {
      const page: PageRoute = { kind: 'category', category, foreignPrefix, paths: dynamicPaths(shop, category.slugs) };
      return { kind: 'page', locale, page, access: 'public', target: DYNAMIC_PAGES.category };
    }
  }
  const content = await findDatabasePage(locale, shop.id, joined, { drafts });
  const file = content ? null : await findFilePage(locale, shop.id, joined, { drafts });
  if (content || file) {
    const page: PageRoute = { kind: 'content', content, file, foreignPrefix, paths: dynamicPaths(shop, (content ?? file)!.paths) };
    return { kind: 'page', locale, page, access: 'public', target: DYNAMIC_PAGES.content };
  }
  return { kind: 'notFound', locale };
}

/** Paths of a fixed screen in every locale. Slug screens keep the slug; their pages refine it. */
export function screenPaths(screen: ScreenId, shop: Shop, params: Params): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  if (!screenInShop(screen, shop)) return paths;
  for (const locale of LOCALES) paths[locale] = href(screen, locale, shop, params);
  return paths;
}

export function dynamicPaths(shop: Shop, byLocale: Partial<Record<Locale, string>>): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const p = byLocale[locale];
    if (p !== undefined) paths[locale] = dynamicHref(locale, shop, p);
  }
  return paths;
}

/**
 * Pages with localized slugs (product, blog, project) know their paths only after loading their
 * data; they set them here so the head links and the language links both use them.
 */
export function refinePaths(locals: App.Locals, paths: Partial<Record<Locale, string>>): void {
  if (locals.page) locals.page.paths = paths;
}

/** The internal Astro page a screen renders, with its slug filled in. */
export function internalPage(screen: ScreenId, params: Params): string {
  const page: string = SCREENS[screen].page;
  return page.replace('[slug]', encodeURIComponent(params.slug ?? ''));
}

// ---------------------------------------------------------------------------------------------
// Not found

/** The 404 route for a raw request path, shown decoded when it is valid percent-encoding. */
export function notFoundRoute(rawPath: string): PageRoute {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    /* keep the raw path */
  }
  return { kind: 'notFound', path, foreignPrefix: null, paths: null };
}

/**
 * The 404 answer of the middleware: crawlers get a bare `404 Not Found` (no error page for
 * bots), people the 404 page with status 404.
 */
export async function notFoundPage(
  context: { request: Request; locals: App.Locals },
  render: (target: string) => Promise<Response>,
  rawPath: string,
): Promise<Response> {
  if (isCrawler(context.request.headers.get('user-agent'))) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  context.locals.page = notFoundRoute(rawPath);
  const res = await render(DYNAMIC_PAGES.notFound);
  return new Response(res.body, { status: 404, statusText: 'Not Found', headers: res.headers });
}

type AstroLike = { locals: App.Locals; rewrite: (path: string) => Promise<Response> };

/** Pages that find no data for their slug answer with the 404 page (status 404). */
export function notFoundRewrite(astro: AstroLike): Promise<Response> {
  astro.locals.page = notFoundRoute(astro.locals.requestUrl.pathname);
  return astro.rewrite(DYNAMIC_PAGES.notFound);
}

// ---------------------------------------------------------------------------------------------
// Server errors

/** Seconds a browser or crawler is asked to wait after a 503 (the API's value, docs/errors.md). */
const RETRY_AFTER_S = '5';

/**
 * The answer to an exception while a page rendered (docs/errors.md, pages): the shop's error
 * page in the page's language with status 500 (503 with Retry-After when the database was not
 * there), never a stack trace; crawlers get a short plain answer instead of the page. Not cached
 * anywhere. When the error page fails in turn, the caller's plain answer remains
 * (src/middleware/headers.ts).
 */
export async function serverErrorPage(
  context: { request: Request; locals: App.Locals },
  render: (target: string) => Promise<Response>,
  err: unknown,
): Promise<Response> {
  const { request, locals } = context;
  const status = isDatabaseUnavailable(err) ? 503 : 500;
  logError(`${request.method} ${new URL(request.url).pathname} failed`, err);
  const extra: Record<string, string> = { 'Cache-Control': 'no-store', ...(status === 503 ? { 'Retry-After': RETRY_AFTER_S } : {}) };
  if (isCrawler(request.headers.get('user-agent'))) {
    const text = status === 503 ? 'Service Unavailable' : 'Server Error';
    return new Response(text, { status, headers: { ...extra, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  locals.page = { kind: 'error', status, paths: null, foreignPrefix: null };
  const res = await render(DYNAMIC_PAGES.serverError);
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(res.body, { status, statusText: status === 503 ? 'Service Unavailable' : 'Internal Server Error', headers });
}
