/** Pages that find no data for their slug answer with the 404 page (status 404). */
type AstroLike = { locals: App.Locals; rewrite: (path: string) => Promise<Response> };

export function notFoundRewrite(astro: AstroLike): Promise<Response> {
  let path = astro.locals.requestUrl.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep raw */
  }
  astro.locals.page = { kind: 'notFound', path, foreignPrefix: null, paths: null };
  return astro.rewrite('/404/');
}
