/**
 * The shop's metrics (docs/observability.md): one prom-client registry per process, kept under a
 * global symbol because the Astro app bundle holds its own copies of these modules and the
 * production server (scripts/server.ts) must count into the same registry. Everything here is
 * cheap to call whether or not /metrics is enabled; the process metrics (event-loop lag, memory,
 * CPU) are only collected once the server enables them.
 *
 * For the page cache:
 * @example
 *   import { metrics } from '#src/server/observability/metrics.ts';
 *   metrics().pageCache.hit();
 *   metrics().pageCache.purge('product-saved');
 *   metrics().pageCache.size(() => ({ bytes: cache.bytes, entries: cache.size }));
 */
import client from 'prom-client';

/**
 * What a request was, for the request metrics and the access log: a built file, an API call, a
 * page the app rendered, a page answered from the page cache, a request refused before the app
 * (scripts/request-guard.ts), or a scrape of /metrics.
 */
export type RouteKind = 'static' | 'api' | 'page' | 'page-cache' | 'refused' | 'metrics';

/** The page cache's size, read at every scrape. */
export type PageCacheSize = { bytes: number; entries: number };

export type ShopMetrics = {
  registry: client.Registry;
  /** Counts one finished request. */
  request(kind: RouteKind, method: string, status: number, seconds: number): void;
  pageCache: {
    hit(): void;
    miss(): void;
    /** One purge (or `count` entries purged at once), with a short, fixed reason such as `product-saved` (never a path: labels must stay few). */
    purge(reason: string, count?: number): void;
    /** A stale entry answered while a fresh one is made. */
    staleServed(): void;
    /** Where the bytes and entries gauges read from at each scrape; the last call wins. */
    size(read: () => PageCacheSize): void;
  };
  /** Starts the process metrics (event-loop lag, memory, CPU, handles): once, by the server that serves /metrics. */
  collectProcessMetrics(): void;
};

const KEY = Symbol.for('webshop.metrics');
const DATABASE = Symbol.for('webshop.database');

/** The pool figures of the PostgreSQL engine (src/server/db/client.ts); the embedded engine has no pool. */
type DatabaseLike = { engine: string; poolStats?: () => { total: number; idle: number; waiting: number } };

/** The process's metrics, made on first use. */
export function metrics(): ShopMetrics {
  const holder = globalThis as { [KEY]?: ShopMetrics };
  holder[KEY] ??= createMetrics();
  return holder[KEY];
}

/** The registry's text for a scrape, and its content type. */
export async function scrape(): Promise<{ contentType: string; text: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, text: await registry.metrics() };
}

function createMetrics(): ShopMetrics {
  const registry = new client.Registry();
  const registers = [registry];

  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route kind, method and status code.',
    labelNames: ['kind', 'method', 'code'] as const,
    registers,
  });
  const durations = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the server to the last byte of the answer handed to the system, by route kind.',
    labelNames: ['kind'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const hits = new client.Counter({ name: 'page_cache_hits_total', help: 'Page requests answered from the page cache.', registers });
  const misses = new client.Counter({ name: 'page_cache_misses_total', help: 'Page requests the page cache could not answer.', registers });
  const purges = new client.Counter({
    name: 'page_cache_purges_total',
    help: 'Entries removed from the page cache, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const stale = new client.Counter({ name: 'page_cache_stale_served_total', help: 'Stale page cache entries answered while a fresh one was made.', registers });
  let readSize: (() => PageCacheSize) | undefined;
  const sizeOf = (field: keyof PageCacheSize): number | undefined => {
    try {
      return readSize?.()[field];
    } catch {
      return undefined;
    }
  };
  new client.Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes held by the page cache.',
    registers,
    collect() {
      this.set(sizeOf('bytes') ?? 0);
    },
  });
  new client.Gauge({
    name: 'page_cache_entries',
    help: 'Entries held by the page cache.',
    registers,
    collect() {
      this.set(sizeOf('entries') ?? 0);
    },
  });

  databaseGauges(registers);

  // Each request's series, found once: prom-client hashes a label object on every call, a
  // measurable part of a page answered from the page cache.
  const requestChildren = new Map<string, { count: client.Counter.Internal; time: client.Histogram.Internal<'kind'> }>();
  let processMetrics = false;
  return {
    registry,
    request(kind, method, status, seconds) {
      const known = knownMethod(method);
      const key = `${kind} ${known} ${status}`;
      let child = requestChildren.get(key);
      if (!child) {
        child = { count: requests.labels(kind, known, String(status)), time: durations.labels(kind) };
        // Kinds, methods and statuses are few, so the map stays small; the bound is a guard.
        if (requestChildren.size < 1000) requestChildren.set(key, child);
      }
      child.count.inc();
      child.time.observe(seconds);
    },
    pageCache: {
      hit: () => hits.inc(),
      miss: () => misses.inc(),
      purge: (reason, count = 1) => purges.inc({ reason }, count),
      staleServed: () => stale.inc(),
      size: (read) => {
        readSize = read;
      },
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      client.collectDefaultMetrics({ register: registry });
    },
  };
}

/** The server refuses other methods (scripts/request-guard.ts); anything else is counted as `other`, so no client can add label values. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const knownMethod = (method: string): string => (METHODS.has(method) ? method : 'other');

/** The open database's engine, and the PostgreSQL pool's connections and waiting requests. */
function databaseGauges(registers: client.Registry[]): void {
  const open = async (): Promise<DatabaseLike | undefined> => {
    try {
      return await (globalThis as { [DATABASE]?: Promise<DatabaseLike> })[DATABASE];
    } catch {
      return undefined; // it failed to open; the next request tries again (src/server/database.ts)
    }
  };
  const poolGauge = (name: string, help: string, field: 'total' | 'idle' | 'waiting') =>
    new client.Gauge({
      name,
      help,
      // Labelled, so that without a pool there is no series at all rather than a made-up zero.
      labelNames: ['engine'] as const,
      registers,
      async collect() {
        this.reset();
        const database = await open();
        const stats = database?.poolStats?.();
        if (database && stats) this.set({ engine: database.engine }, stats[field]);
      },
    });
  new client.Gauge({
    name: 'db_info',
    help: 'The database engine in use (1 for the open one).',
    labelNames: ['engine'] as const,
    registers,
    async collect() {
      this.reset();
      const database = await open();
      if (database) this.set({ engine: database.engine }, 1);
    },
  });
  poolGauge('db_pool_connections', 'PostgreSQL connections the pool holds, busy or idle.', 'total');
  poolGauge('db_pool_idle_connections', 'PostgreSQL connections idle in the pool.', 'idle');
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL connection.', 'waiting');
}

const ROUTE_KIND = Symbol.for('webshop.routeKind');

/**
 * Marks what answered a request, for its metrics and its access line: the server marks built
 * files and refusals, a page cache marks the pages it answers (`markRouteKind(res, 'page-cache')`
 * before it writes the answer). Unmarked requests count as `api` under /api and /sanctum and as
 * `page` otherwise. Works on the response object, so every copy of this module agrees.
 */
export function markRouteKind(res: object, kind: RouteKind): void {
  (res as { [ROUTE_KIND]?: RouteKind })[ROUTE_KIND] = kind;
}

/** The kind a request was marked with, or the one its path gives. */
export function routeKindOf(res: object, target: string | undefined): RouteKind {
  const marked = (res as { [ROUTE_KIND]?: RouteKind })[ROUTE_KIND];
  if (marked) return marked;
  return /^\/(api|sanctum)(\/|\?|$)/.test(target ?? '') ? 'api' : 'page';
}
