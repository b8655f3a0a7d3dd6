/**
 * Structured logs (docs/observability.md): one JSON object per line, an access line per request
 * on stdout and error lines on stderr, each with the request's id. The id of the request being
 * answered is kept in an AsyncLocalStorage under a global symbol, shared by the production server
 * (scripts/server.ts), which starts every request in it, and the app bundle, which has its own
 * copy of this module: anything the app logs while answering carries the id.
 *
 * Privacy: a line holds the path and the names of the query's parameters, never their values
 * (preview, unsubscribe and order links carry their tokens there), and no header or cookie.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RouteKind } from './metrics.ts';

export type RequestContext = { id: string };

const KEY = Symbol.for('webshop.requestContext');

/** The process's one store of the current request (see the module's comment). */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> };
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.id;
}

/**
 * An id a proxy in front may hand us in X-Request-Id: 8 to 128 letters, digits, `.`, `_`, `:`
 * or `-` (a UUID, a ULID, a load balancer's trace id), so it can go into a log line or a header
 * as it is.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function validRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

/**
 * The request's id: the proxy's X-Request-Id when the proxy is trusted (TRUST_PROXY) and the id
 * is valid, so one id follows the request through both logs; otherwise a new UUID. A client
 * talking to the shop directly cannot choose the id its requests are logged under.
 */
export function requestIdFor(incoming: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && validRequestId(incoming)) return incoming;
  return randomUUID();
}

/** Longest path a line holds; the server refuses longer addresses anyway (docs/limits.md). */
const MAX_PATH = 512;

/** The path of a request target and the names of its query parameters (never their values). */
export function loggedTarget(target: string | undefined): { path: string; query?: string[] } {
  const raw = target ?? '';
  const at = raw.indexOf('?');
  const path = (at === -1 ? raw : raw.slice(0, at)).slice(0, MAX_PATH);
  if (at === -1) return { path };
  const names = new Set<string>();
  for (const pair of raw.slice(at + 1).split('&')) {
    const name = pair.split('=', 1)[0]!;
    if (name) names.add(name.slice(0, 64));
    if (names.size === 20) break;
  }
  return names.size ? { path, query: [...names] } : { path };
}

export type AccessEntry = {
  id: string;
  method: string;
  target: string | undefined;
  status: number;
  ms: number;
  kind: RouteKind;
  bytes: number;
  /** The client hung up before the answer was complete. */
  aborted?: boolean;
};

/** The ISO time of one millisecond, made once: a busy server logs many lines within one. */
let isoMillis = Number.NaN;
let isoText = '';
function isoTime(millis: number): string {
  if (millis !== isoMillis) {
    isoMillis = millis;
    isoText = new Date(millis).toISOString();
  }
  return isoText;
}

/**
 * The access line of a finished request, without the newline. Written out field by field rather
 * than through an object: a page from the page cache costs about a tenth of a millisecond, and
 * the object, its spreads and the date were a tenth of that (docs/observability.md, cost). Every
 * value that is text goes through `JSON.stringify`, so a quote or a control character in a path
 * cannot break the line.
 */
export function accessLine(entry: AccessEntry, now: Date | number = Date.now()): string {
  const { path, query } = loggedTarget(entry.target);
  const time = isoTime(typeof now === 'number' ? now : now.getTime());
  return (
    `{"time":"${time}","level":"info","msg":"request","id":${JSON.stringify(entry.id)},"method":${JSON.stringify(entry.method)},` +
    `"path":${JSON.stringify(path)}${query ? `,"query":${JSON.stringify(query)}` : ''},"status":${entry.status},` +
    `"ms":${Math.round(entry.ms * 10) / 10},"kind":${JSON.stringify(entry.kind)},"bytes":${entry.bytes}${entry.aborted ? ',"aborted":true' : ''}}`
  );
}

/** The error line for `message` (which names what failed; no secrets), with the error's stack and the current request's id. */
export function errorLine(message: string, err?: unknown, fields: Record<string, unknown> = {}, now = new Date()): string {
  const id = currentRequestId();
  return JSON.stringify({
    time: now.toISOString(),
    level: 'error',
    msg: message,
    ...(id ? { id } : {}),
    ...fields,
    ...(err === undefined ? {} : { err: describeError(err) }),
  });
}

/** Logs an error as one JSON line on stderr (console.error, so tests that watch it see it). */
export function logError(message: string, err?: unknown, fields?: Record<string, unknown>): void {
  console.error(errorLine(message, err, fields));
}

function describeError(err: unknown): Record<string, unknown> | string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  return { name: err.name, message: err.message, ...(code === undefined ? {} : { code }), ...(err.stack ? { stack: err.stack } : {}) };
}
