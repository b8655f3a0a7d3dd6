/**
 * robots.txt per shop (docs/routing-and-seo.md, robots.txt): the account and checkout paths of
 * the route table in every language closed, and the shop's own sitemap index on its origin.
 */
import type { APIRoute } from 'astro';
import { robotsTxt } from '#src/lib/sitemap.ts';

/** Crawlers read it often; an hour keeps them from asking the app each time. */
const CACHE = 'public, max-age=3600';

export const GET: APIRoute = ({ locals }) =>
  new Response(robotsTxt(locals.origin, locals.shop), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE } });
