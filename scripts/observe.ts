/**
 * The outermost layer of the production server (docs/observability.md): every request gets an
 * id (answered in X-Request-Id, kept for the app's logs), is timed and counted by route kind, and
 * leaves one JSON access line on stdout; with a metrics token, GET /metrics answers the
 * Prometheus text to a request bearing that token. What answered a request is marked with
 * `markRouteKind` (src/server/observability/metrics.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessLine, requestContext, requestIdFor } from '#src/server/observability/log.ts';
import { markRouteKind, metrics, routeKindOf, scrape } from '#src/server/observability/metrics.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export type ObserveOptions = {
  /** Serves GET /metrics to `Authorization: Bearer <token>`; unset, /metrics is passed on like any path. */
  metricsToken?: string;
  /** One access line per request on stdout. */
  logRequests: boolean;
  /** Takes a valid X-Request-Id from the proxy in front. */
  trustProxy: boolean;
  /** Where access lines go (tests); default stdout. */
  write?: (line: string) => void;
};

export function observe(handler: Handler, options: ObserveOptions): Handler {
  const { metricsToken, logRequests, trustProxy } = options;
  const write = options.write ?? batchedLines((text) => process.stdout.write(text));
  const tokenDigest = metricsToken ? digest(metricsToken) : undefined;
  if (tokenDigest) metrics().collectProcessMetrics();

  return (req, res) => {
    const started = performance.now();
    const id = requestIdFor(req.headers['x-request-id'], trustProxy);
    // The app reads the id from the request (the header is ours now, never the client's).
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    const bytes = countBytes(res);
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const kind = routeKindOf(res, req.url);
      metrics().request(kind, req.method ?? '', res.statusCode, seconds);
      if (!logRequests) return;
      const aborted = !res.writableFinished;
      write(accessLine({ id, method: req.method ?? '', target: req.url, status: res.statusCode, ms: seconds * 1000, kind, bytes: bytes(), aborted }));
    });
    requestContext().run({ id }, () => {
      if (tokenDigest && isMetricsRequest(req, tokenDigest)) return answerMetrics(res);
      handler(req, res);
    });
  };
}

/**
 * A scrape: GET /metrics with the token. Anything else (no token, a wrong one, another method)
 * goes on to the app like any other path and gets its 404, so /metrics does not show that it
 * exists. Checked before the Host header: a scraper asks by the instance's address, which is no
 * shop host.
 */
function isMetricsRequest(req: IncomingMessage, tokenDigest: Buffer): boolean {
  if (req.method !== 'GET' || req.url !== '/metrics') return false;
  const given = /^Bearer +(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), tokenDigest);
}

function answerMetrics(res: ServerResponse): void {
  markRouteKind(res, 'metrics');
  scrape().then(
    ({ contentType, text }) => {
      res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
      res.end(text);
    },
    () => {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Metrics failed');
    },
  );
}

/** A batch of access lines is written once it holds this many characters, */
export const FLUSH_CHARS = 16 * 1024;
/** or this many milliseconds after its first line. */
export const FLUSH_MS = 20;

/**
 * Access lines gathered and handed to `out` together (16 KB or 20 ms): one write for about a
 * hundred requests rather than one each, which matters where a request costs a tenth of a
 * millisecond (a page from the page cache; docs/observability.md, cost). A line is out at most
 * 20 ms after its request; what is pending when the process exits is written then.
 */
export function batchedLines(out: (text: string) => void): (line: string) => void {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const text = pending;
    pending = '';
    out(text);
  };
  process.once('exit', flush);
  return (line) => {
    pending += `${line}\n`;
    if (pending.length >= FLUSH_CHARS) flush();
    else timer ??= setTimeout(flush, FLUSH_MS).unref();
  };
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Counts the body bytes handed to the connection (after compression, which writes through these). */
function countBytes(res: ServerResponse): () => number {
  let total = 0;
  const add = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') total += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (chunk instanceof Uint8Array) total += chunk.byteLength;
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    add(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') add(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  return () => total;
}
