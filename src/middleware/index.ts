/**
 * Every request passes these steps in order (docs/http-edge.md), all inside the page cache's
 * step, which keeps the answer of a page that opted in (docs/page-cache.md):
 * 1. shop: the shop by host, its language, VAT region and origin;
 * 2. headers: security headers on every answer, and a plain 500 for anything thrown later;
 * 3. input: a path or query with control characters or beyond the length limits is answered
 *    here (404, 422 or 400), before any step, endpoint or page reads it;
 * 4. csrf: every write under /api and /sanctum carries the CSRF token, or nothing runs (419);
 * 5. preview: a page request with `?preview=` has its token checked for its path, and its
 *    answer is kept out of every cache and index;
 * 6. route: endpoints and files pass; a page path is matched, redirected, rewritten to its
 *    internal page (drafts too, with a valid preview link) or answered with the 404 page;
 * 7. guard: a screen's access from the route table (the account's login, the checkout's door).
 */
import { sequence } from 'astro:middleware';
import { pageCache } from './page-cache.ts';
import { shop } from './shop.ts';
import { headers } from './headers.ts';
import { input } from './input.ts';
import { csrf } from './csrf.ts';
import { preview } from './preview.ts';
import { route } from './route.ts';
import { guard } from './guard.ts';

export const onRequest = sequence(pageCache, shop, headers, input, csrf, preview, route, guard);
