/**
 * The app's side of the page cache (docs/page-cache.md): around every other step, it keeps the
 * answer of a page that opted in (src/server/page-cache/declare.ts) when that answer is the same
 * for every visitor with its key, compressed once. The server in front of the app answers later
 * requests from the store without reaching the app at all (scripts/server.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { ENDPOINT_PATHS } from '../server/page-route.ts';
import { pageStore } from '../server/page-cache/store.ts';
import { pageKey, regionCookie } from '../server/page-cache/key.ts';
import { listenForPurges } from '../server/page-cache/purges.ts';
import { keepPage, pageHeaders } from '../server/page-cache/keep.ts';
import { encodingFor } from '../server/http/accept-encoding.ts';

export const pageCache = defineMiddleware(async (context, next) => {
  const { request, url, locals } = context;
  const store = pageStore();
  if (!store.enabled || request.method !== 'GET' || ENDPOINT_PATHS.test(url.pathname)) return next();
  const key = pageKey({
    host: request.headers.get('host'),
    target: url.pathname + url.search,
    forwardedProto: request.headers.get('x-forwarded-proto'),
    cookie: request.headers.get('cookie'),
  });
  let listening = true;
  try {
    await listenForPurges();
  } catch {
    // Without purges nothing may be kept; the page itself is still answered.
    listening = false;
  }
  // Taken before rendering: a purge that arrives while the page renders keeps it from being kept.
  const mark = store.mark();
  const response = await next();
  const plan = locals.pageCache;
  const sameForEveryone =
    listening &&
    plan !== undefined &&
    locals.preview === undefined &&
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/.test(response.headers.get('cache-control') ?? '') &&
    [...url.searchParams.keys()].every((name) => plan.query.has(name)) &&
    (locals.shop.fixedCountry !== null || regionCookie(request.headers.get('cookie')) === (locals.regionChoice ?? ''));
  if (!sameForEveryone) {
    // A kept page that now answers otherwise (gone, moved, personal) is dropped; one whose render
    // failed (the database away) keeps its stale copy, answered to everyone else meanwhile.
    if (response.status < 500) store.remove(key);
    store.release(key);
    return response;
  }
  const html = Buffer.from(await response.arrayBuffer());
  const headers = pageHeaders(response.headers, html, locals.shop.fixedCountry !== null);
  // Compressed once, off the event loop, for the store and for this answer alike: the server's
  // compression leaves an answer alone that is encoded already (scripts/server.ts).
  const encoding = encodingFor(request.headers.get('accept-encoding') ?? undefined);
  const kept = await keepPage(store, key, { status: 200, headers, html, tags: plan.tags }, mark, encoding === 'gzip');
  const body = kept && encoding ? kept[encoding] : null;
  if (!body) return new Response(html, { status: 200, headers });
  headers.set('Content-Encoding', encoding!);
  headers.set('Content-Length', String(body.length));
  return new Response(new Uint8Array(body), { status: 200, headers });
});
