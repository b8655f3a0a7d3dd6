/** The answer headers of the sitemaps (docs/routing-and-seo.md, sitemaps). */

/**
 * An hour in any cache: the list itself is at most five minutes old in the process
 * (./sitemap.ts), and crawlers come back for it far less often than that.
 */
export const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/** A sitemap part that does not exist: a plain 404, no page (crawlers ask for these). */
export const sitemapNotFound = () =>
  new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
