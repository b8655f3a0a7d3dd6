/**
 * Preview links (docs/routing-and-seo.md, drafts and previews): a page request with
 * `?preview=` has its token checked against the path as asked and the shop, before the route
 * step looks for the page, which then finds drafts at that path too. Every such answer,
 * whatever the token, is private, unindexed and sends no Referer (PREVIEW_HEADERS).
 */
import { defineMiddleware } from 'astro:middleware';
import { ENDPOINT_PATHS } from '../server/page-route.ts';
import { PREVIEW_HEADERS, PREVIEW_PARAM, checkPreviewToken } from '../server/content/preview.ts';

export const preview = defineMiddleware(async (context, next) => {
  const { url, locals } = context;
  if (!url.searchParams.has(PREVIEW_PARAM) || ENDPOINT_PATHS.test(url.pathname)) return next();
  const check = checkPreviewToken(url.searchParams.get(PREVIEW_PARAM), { shop: locals.shop.id, path: url.pathname });
  locals.preview = { granted: check.valid, expires: check.valid ? check.expires : null, draft: null };
  const response = await next();
  // A rewrite's answer can have immutable headers: set them on a copy.
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) out.headers.set(name, value);
  return out;
});
