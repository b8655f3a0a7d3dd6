/** Pages that find no data for their slug answer with the 404 page (status 404). */
import type { PageRoute } from './page-route.ts';

type AstroLike = { locals: App.Locals; rewrite: (path: string) => Promise<Response> };

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

export function notFoundRewrite(astro: AstroLike): Promise<Response> {
  astro.locals.page = notFoundRoute(astro.locals.requestUrl.pathname);
  return astro.rewrite('/404/');
}
