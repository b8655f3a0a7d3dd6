/**
 * The server's side of the page cache (docs/page-cache.md): a page request that finds its page
 * in the store is answered from memory, without the app, the renderer or the database. A fresh
 * copy is answered as it is; a stale one (purged or past its age) too, while one request at a
 * time goes on to the app to render it again. `If-None-Match` with the page's ETag is a 304.
 * A client that takes gzip but not brotli gets the page plain until its gzip copy is made, which
 * the first such request starts (off the event loop, once per kept page).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodingFor } from '../http/accept-encoding.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { pageKey } from './key.ts';
import { pageStore, type CachedPage, type PageStore } from './store.ts';
import { gzipPage } from './keep.ts';

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

type Encoding = 'br' | 'gzip' | 'identity';
type Prepared = Record<Exclude<Encoding, 'gzip'> | 'notModified', Record<string, string>> & { gzip?: Record<string, string> };

/** A kept page's headers per encoding, made once per page rather than per answer. */
const prepared = new WeakMap<CachedPage, Prepared>();

function headersOf(page: CachedPage): Prepared {
  let found = prepared.get(page);
  if (!found) {
    const base = Object.fromEntries(page.headers);
    found = { br: sized(base, page.br, 'br'), identity: sized(base, page.identity), notModified: base };
    prepared.set(page, found);
  }
  if (!found.gzip && page.gzip) found.gzip = sized(found.notModified, page.gzip, 'gzip');
  return found;
}

const sized = (base: Record<string, string>, body: Buffer, encoding?: string) => ({
  ...base,
  ...(encoding ? { 'Content-Encoding': encoding } : {}),
  'Content-Length': String(body.length),
});

/** Pages whose gzip copy is being made, so a burst of gzip clients compresses a page once. */
const gzipping = new WeakSet<CachedPage>();

function makeGzip(store: PageStore, key: string, page: CachedPage): void {
  if (gzipping.has(page)) return;
  gzipping.add(page);
  gzipPage(page.identity).then(
    (gzip) => store.addGzip(key, page, gzip),
    (err: Error) => {
      gzipping.delete(page);
      console.error('[page-cache] could not make a gzip copy:', err.message);
    },
  );
}

function answer(req: IncomingMessage, res: ServerResponse, store: PageStore, key: string, page: CachedPage, outcome: 'hit' | 'stale'): void {
  const headers = headersOf(page);
  res.setHeader('X-Cache', outcome === 'hit' ? 'HIT' : 'STALE');
  res.setHeader('Age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  if (matchesIfNoneMatch(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, headers.notModified);
    res.end();
    return;
  }
  let encoding: Encoding = encodingFor(req.headers['accept-encoding']) ?? 'identity';
  if (encoding === 'gzip' && !page.gzip) {
    makeGzip(store, key, page);
    encoding = 'identity';
  }
  res.writeHead(page.status, headers[encoding]!);
  res.end(req.method === 'HEAD' ? undefined : page[encoding]!);
}

/** Answers from the store when it can; otherwise says why the app must. */
export function answerFromCache(req: IncomingMessage, res: ServerResponse): CacheOutcome {
  const store = pageStore();
  if (!store.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return 'bypass';
  const target = req.url ?? '/';
  const path = target.split('?')[0]!;
  // Every page's path ends in a slash (others redirect); calls and files are never kept.
  if (!path.endsWith('/') || path.startsWith('/api/')) return 'bypass';
  let key: string;
  try {
    key = pageKey({ host: req.headers.host, target, forwardedProto: req.headers['x-forwarded-proto'] as string | undefined, cookie: req.headers.cookie });
  } catch {
    return 'bypass'; // a target the URL parser refuses: the app answers it
  }
  const found = store.lookup(key);
  if (!found) {
    store.events.miss?.();
    return 'miss';
  }
  // A stale page: the first request renders it again (the app keeps the new copy and ends the
  // lease), everyone meanwhile gets the stale copy.
  if (!found.fresh && req.method === 'GET' && store.lease(key)) {
    store.events.miss?.();
    return 'miss';
  }
  if (found.fresh) store.events.hit?.();
  else store.events.stale?.();
  answer(req, res, store, key, found.page, found.fresh ? 'hit' : 'stale');
  return found.fresh ? 'hit' : 'stale';
}
