/**
 * The browser's one way to the shop's API (docs/api.md, the browser's client): JSON headers, the
 * page's language in X-Locale, the CSRF cookie fetched first when missing and sent back as
 * X-XSRF-TOKEN on writes, a bearer token when logged in. A 419 fetches a new CSRF cookie and
 * repeats the call once; a 401 while logged in refreshes the token and repeats it once. Calls
 * marked retryable are repeated after a lost connection or a 502/503/504 (twice, 0.4 s and 1.2 s
 * later). Failures are values: `{ ok: false, message, status, data }`, never thrown.
 */
import { readCookie } from './cookies.ts';

export type ApiSuccess<T> = { ok: true; status: number; data: T };
export type ApiFailure = { ok: false; error: true; status: number; message: string | null; data: Record<string, unknown> | null };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/**
 * What the client needs to know of the login. The auth store hands it over once, when it loads;
 * every feature whose calls may carry a login imports that store, so it is there before their
 * first call (a unit test holds them to it).
 */
export type TokenProvider = {
  /** Settles when a token being fetched for this tab is there (a new tab of a logged-in browser). */
  ready: () => Promise<void>;
  /** The bearer token when logged in. */
  token: () => string | null;
  /** Gets a new token after a 401; true when it did. */
  refresh: () => Promise<boolean>;
};

type CallOptions = {
  body?: unknown;
  /** Safe to repeat after a lost answer (idempotent, or carrying an Idempotency-Key). */
  retryable?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Told before each repeat after a lost connection. */
  onRetry?: (attempt: number) => void;
  /** false for the calls that make tokens themselves (refresh): no refresh-and-repeat on a 401. */
  authRetry?: boolean;
  /** The request outlives the page once sent (a call made just before navigating away). */
  keepalive?: boolean;
};

const RETRY_DELAYS_MS = [400, 1200];
const RETRY_STATUSES = new Set([502, 503, 504]);

let locale = 'en';
let auth: TokenProvider | null = null;
let csrfLoading: Promise<void> | null = null;

export function setApiLocale(value: string): void {
  locale = value;
}

export function setTokenProvider(provider: TokenProvider | null): void {
  auth = provider;
}

function fetchCsrfCookie(): Promise<void> {
  csrfLoading ??= fetch('/sanctum/csrf-cookie', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(() => undefined)
    .finally(() => {
      csrfLoading = null;
    });
  return csrfLoading;
}

const isWrite = (method: string, path: string) => method !== 'GET' || path.startsWith('/api/cart/clear');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a call waits for a token being fetched at page load (see `send`). */
const READY_WAIT_MS = 3000;

async function send(method: string, path: string, options: CallOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Locale': locale, ...options.headers };
  if (options.body !== undefined || method !== 'GET') headers['Content-Type'] = 'application/json';
  if (isWrite(method, path)) {
    if (!readCookie('XSRF-TOKEN')) await fetchCsrfCookie();
    headers['X-XSRF-TOKEN'] = readCookie('XSRF-TOKEN') ?? '';
  }
  // A call waits for this tab's token when one is on its way, rather than go out as a guest's;
  // on a stalled network not for ever: after READY_WAIT_MS it goes as it is (a 401 retries).
  if (options.authRetry !== false && auth) await Promise.race([auth.ready(), wait(READY_WAIT_MS)]);
  const token = auth?.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
}

export async function apiCall<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  let response: Response | null;
  let repeatedCsrf = false;
  let repeatedAuth = false;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await send(method, path, options);
    } catch (err) {
      if (options.signal?.aborted) throw err;
      response = null;
    }
    if (response?.status === 419 && !repeatedCsrf) {
      repeatedCsrf = true;
      await fetchCsrfCookie();
      attempt--;
      continue;
    }
    if (response?.status === 401 && options.authRetry !== false && auth?.token() && !repeatedAuth) {
      repeatedAuth = true;
      if (await auth.refresh()) {
        attempt--;
        continue;
      }
    }
    const lost = response === null || RETRY_STATUSES.has(response.status);
    const delay = RETRY_DELAYS_MS[attempt];
    if (lost && options.retryable && delay !== undefined) {
      options.onRetry?.(attempt + 1);
      await wait(delay);
      continue;
    }
    break;
  }
  if (!response) return { ok: false, error: true, status: 0, message: null, data: null };
  let data: unknown;
  try {
    data = response.status === 204 ? null : await response.json();
  } catch {
    data = null;
  }
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  return { ok: false, error: true, status: response.status, message: typeof body?.message === 'string' ? body.message : null, data: body };
}

/**
 * `result`, or a failed call with its status when `reads` finds nothing it can use in its
 * successful answer (a falsy value): the caller's failure path runs (rollback, message) instead
 * of a crash, and the answer is logged. Callers check what they read, as leniently as their
 * stored copies: the answer schemas of src/lib/api do not fit the browser's budgets
 * (docs/http-edge.md, what is validated where).
 */
export function usable<T>(result: ApiResult<unknown>, reads: (data: unknown) => unknown, label: string): ApiResult<T> {
  if (!result.ok || reads(result.data)) return result as ApiResult<T>;
  console.error(`[${label}] unreadable answer:`, result.data);
  return { ok: false, error: true, status: result.status, message: null, data: null };
}

/** A random key for a write the browser may send more than once (Idempotency-Key). */
export function requestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
