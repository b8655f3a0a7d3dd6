/**
 * Whether an error means the database could not be reached or stopped answering, rather than
 * a fault of the query: the connection refused, reset or cut by the server (a restart, a
 * failover, pg_terminate_backend), a timeout, or too many connections. Such a request is
 * answered 503 with Retry-After (docs/errors.md), and the next one tries a fresh connection.
 */

/** PostgreSQL's SQLSTATE classes and codes of a lost or refused connection and of timeouts. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03', '08000', '08003', '08006', '08001', '08004']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// `Client was closed`: a transaction's client is closed as soon as its connection fails
// (src/server/db/client.ts), so the ROLLBACK that follows meets a closed client.
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
