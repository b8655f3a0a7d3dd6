/**
 * The server's side of the page cache (docs/page-cache.md): a page request that finds its page
 * in the store is answered from memory, without the app, the renderer or the database. A fresh
 * copy is answered as it is; a stale one (purged or past its age) too, while one request at a
 * time goes on to the app to render it again. `If-None-Match` with the page's ETag is a 304.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodingFor } from '../http/accept-encoding.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { pageKey } from './key.ts';
import { pageStore, type CachedPage } from './store.ts';

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

type Encoding = 'br' | 'gzip' | 'identity';
type Prepared = Record<Encoding | 'notModified', Record<string, string>>;

/** A kept page's headers per encoding, made once per page rather than per answer. */
const prepared = new WeakMap<CachedPage, Prepared>();

function headersOf(page: CachedPage): Prepared {
  let found = prepared.get(page);
  if (!found) {
    const base = Object.fromEntries(page.headers);
    const sized = (body: Buffer, encoding?: string) => ({
      ...base,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(body.length),
    });
    found = { br: sized(page.br, 'br'), gzip: sized(page.gzip, 'gzip'), identity: sized(page.identity), notModified: base };
    prepared.set(page, found);
  }
  return found;
}

function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage, outcome: 'hit' | 'stale'): void {
  const headers = headersOf(page);
  res.setHeader('X-Cache', outcome === 'hit' ? 'HIT' : 'STALE');
  res.setHeader('Age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  if (matchesIfNoneMatch(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, headers.notModified);
    res.end();
    return;
  }
  const encoding = encodingFor(req.headers['accept-encoding']) ?? 'identity';
  res.writeHead(page.status, headers[encoding]);
  res.end(req.method === 'HEAD' ? undefined : page[encoding]);
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
  answer(req, res, found.page, found.fresh ? 'hit' : 'stale');
  return found.fresh ? 'hit' : 'stale';
}
