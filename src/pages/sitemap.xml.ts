/** The shop's sitemap index: one sitemap per language, more parts when one grows past its limit. */
import type { APIRoute } from 'astro';
import { newest, shopLocales, sitemapEntries, sitemapIndexXml, sitemapPart, sitemapParts, type SitemapFile } from '#src/lib/sitemap.ts';
import { sitemapGroups } from '#src/server/seo/sitemap.ts';
import { SITEMAP_HEADERS } from '#src/server/seo/sitemap-http.ts';

export const GET: APIRoute = async ({ locals }) => {
  const { shop, origin } = locals;
  const groups = await sitemapGroups(shop);
  const files: SitemapFile[] = [];
  for (const locale of shopLocales(shop)) {
    const entries = sitemapEntries(origin, locale, groups);
    for (let part = 1; part <= sitemapParts(entries.length); part++) {
      files.push({ locale, part, lastmod: newest(sitemapPart(entries, part).map((e) => e.lastmod)) });
    }
  }
  return new Response(sitemapIndexXml(origin, files), { headers: SITEMAP_HEADERS });
};
