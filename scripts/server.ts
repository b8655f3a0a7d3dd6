/**
 * The production HTTP server. Around everything: request ids, metrics and the access log
 * (scripts/observe.ts, docs/observability.md). Then requests the app must not see are refused
 * (a method the shop does not speak, a Host header that is no host; scripts/request-guard.ts),
 * then built static files, then pages from the page cache (docs/page-cache.md), then the
 * Astro app, with brotli/gzip for HTML and JSON. On
 * SIGTERM/SIGINT it stops accepting, lets in-flight requests, renders and the work they left
 * running (mails) finish, up to a grace period, and closes the database.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import { constants } from 'node:zlib';
import { staticFiles } from './static-files.ts';
import { refusal, refuse, refuseConnect } from './request-guard.ts';
import { answerFromCache } from '#src/server/page-cache/serve.ts';
import { observe, type ObserveOptions } from './observe.ts';
import { config } from '#src/server/config.ts';
import { logError } from '#src/server/observability/log.ts';
import { markRouteKind, metrics } from '#src/server/observability/metrics.ts';
import { pageStore } from '#src/server/page-cache/store.ts';

type AppHandler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void> | void;

export type RunningServer = { server: Server; url: string; stop: () => Promise<void> };
export type ServerOptions = { host: string; port: number; distDir?: string; observability?: Partial<ObserveOptions> };

// The app bundle holds its own copy of src/server/database.ts; it keeps the open database under
// this global symbol, so the server closes exactly that instance on shutdown.
const CLOSE_DATABASE = Symbol.for('webshop.database');
// Work the app runs after an answer (mails; src/server/http/housekeeping.ts).
const AFTER_ANSWER = Symbol.for('webshop.afterAnswer');

/**
 * The app bundle, imported once: `npm start` begins loading it while the database opens (the
 * bundle opens nothing when loaded), which shortens a cold start by the bundle's load time.
 */
export function loadApp(distDir = 'dist'): Promise<{ handler: AppHandler }> {
  // React and other libraries pick their production builds by NODE_ENV when first loaded;
  // the development build of React's server renderer is several times slower.
  process.env.NODE_ENV ??= 'production';
  return import(new URL(`../${distDir}/server/entry.mjs`, import.meta.url).href) as Promise<{ handler: AppHandler }>;
}

/**
 * `observability` overrides the settings METRICS_TOKEN, LOG_REQUESTS and TRUST_PROXY for request
 * ids, metrics and the access log (scripts/observe.ts); tests use it.
 */
export async function startServer({ host, port, distDir = 'dist', observability = {} }: ServerOptions): Promise<RunningServer> {
  const entry = await loadApp(distDir);
  const app = entry.handler as AppHandler;
  const serveStatic = staticFiles(`${distDir}/client`);
  // The page cache's figures on /metrics (the store is shared with the app bundle).
  const store = pageStore();
  const cacheMetrics = metrics().pageCache;
  store.events = { hit: cacheMetrics.hit, miss: cacheMetrics.miss, stale: cacheMetrics.staleServed, purge: cacheMetrics.purge };
  cacheMetrics.size(() => store.figures());
  // Only text the app renders; built assets are precompressed, media SVG is small.
  const filter = (_req: unknown, res: { getHeader(name: string): unknown }) =>
    /^(text\/html|application\/json|text\/plain|image\/svg\+xml)/.test(String(res.getHeader('Content-Type') ?? ''));
  const compressPages = compression({ threshold: 1024, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, filter });
  // API answers are made per request (a cart on every click): the fastest settings, and none
  // below 4 KB, where compressing saves a packet or two but costs a tenth of a cart call's CPU.
  const compressApi = compression({ threshold: 4096, level: 1, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }, filter });

  // Renders still running: a client that hung up leaves its connection closed while the app
  // goes on rendering, so shutdown waits for these too before it closes the database.
  const rendering = new Set<Promise<void>>();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const refused = refusal(req);
    if (refused) {
      markRouteKind(res, 'refused');
      return refuse(req, res, refused.status, refused.message);
    }
    if (serveStatic(req, res)) return markRouteKind(res, 'static');
    // Catalogue pages kept by the app are answered from memory (docs/page-cache.md).
    const cached = answerFromCache(req, res);
    if (cached === 'hit' || cached === 'stale') return markRouteKind(res, 'page-cache');
    const compress = req.url?.startsWith('/api/') ? compressApi : compressPages;
    compress(req as never, res as never, () => {
      const render = Promise.resolve(app(req, res)).catch((err: unknown) => {
        logError('unhandled error', err);
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: true, message: 'Server error', status: 500 }));
        } else res.destroy();
      });
      rendering.add(render);
      void render.finally(() => rendering.delete(render));
    });
  };
  const { METRICS_TOKEN, LOG_REQUESTS, trustProxy } = config();
  // Outermost, so the request id, the timing and the access line cover every answer.
  const server = createServer(observe(handle, { metricsToken: METRICS_TOKEN, logRequests: LOG_REQUESTS, trustProxy, ...observability }));
  server.on('connect', refuseConnect);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((done) => {
        server.close(() => done()); // waits for in-flight requests
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      const grace = new Promise((done) => setTimeout(done, 10_000).unref());
      await Promise.race([Promise.allSettled([...rendering]), grace]);
      const afterAnswer = (globalThis as { [AFTER_ANSWER]?: Set<Promise<unknown>> })[AFTER_ANSWER];
      await Promise.race([Promise.allSettled([...(afterAnswer ?? [])]), grace]);
      const holder = globalThis as { [CLOSE_DATABASE]?: Promise<{ close(): Promise<void> }> };
      const db = holder[CLOSE_DATABASE];
      if (db) await (await db).close();
    })();
    return stopping;
  };
  return { server, url, stop };
}
