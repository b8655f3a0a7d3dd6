/** One part of one language's sitemap (`/sitemaps/nl-1.xml`), every URL on the shop's origin. */
import type { APIRoute } from 'astro';
import { parseSitemapFileName, sitemapEntries, sitemapPart, sitemapParts, urlsetXml } from '#src/lib/sitemap.ts';
import { sitemapGroups } from '#src/server/seo/sitemap.ts';
import { SITEMAP_HEADERS, sitemapNotFound } from '#src/server/seo/sitemap-http.ts';

export const GET: APIRoute = async ({ locals, params }) => {
  const { shop, origin } = locals;
  const file = parseSitemapFileName(params.file ?? '');
  if (!file) return sitemapNotFound();
  const entries = sitemapEntries(origin, file.locale, await sitemapGroups(shop));
  if (file.part > sitemapParts(entries.length)) return sitemapNotFound();
  return new Response(urlsetXml(sitemapPart(entries, file.part)), { headers: SITEMAP_HEADERS });
};
