/**
 * What `npm start` says when it cannot start (docs/errors.md, at start): one line naming the
 * cause and what to do, instead of a library's stack trace with the cause a dozen lines down.
 * An error it does not recognise keeps its stack trace: that one is a bug to look at.
 */
import { DatabaseLockedError } from '#src/server/db/lock.ts';

type Coded = { code?: unknown; message?: unknown; cause?: unknown; address?: unknown; port?: unknown };

/** The error and its causes, outermost first (Drizzle and pg wrap the network's error). */
function chain(err: unknown): Coded[] {
  const found: Coded[] = [];
  for (let e: unknown = err; e && typeof e === 'object' && found.length < 6; e = (e as Coded).cause) found.push(e as Coded);
  return found;
}

/** Where a database URL points, without its password. */
function databaseAt(url: string | undefined): string {
  if (!url) return 'the database';
  try {
    const { hostname, port, pathname } = new URL(url);
    return `PostgreSQL at ${hostname}:${port || '5432'}${pathname}`;
  } catch {
    return 'the database';
  }
}

const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: 'refused the connection: is PostgreSQL running there?',
  ENOTFOUND: 'has a host name that does not resolve',
  EAI_AGAIN: 'has a host name that could not be resolved now',
  ETIMEDOUT: 'did not answer in time',
  EHOSTUNREACH: 'cannot be reached from this machine',
  ECONNRESET: 'closed the connection',
};
// PostgreSQL's own refusals while connecting (SQLSTATE).
const REFUSED: Record<string, string> = {
  '28P01': 'refused the password of the user in DATABASE_URL',
  '28000': 'refused the user in DATABASE_URL',
  '3D000': 'has no database of the name in DATABASE_URL: create it first',
  '53300': 'has no connection left (too many clients)',
  '57P03': 'is starting up or shutting down: try again in a moment',
};

/** The one line `npm start` prints for an error it knows, or null for one it does not. */
export function describeStartError(err: unknown, settings: { DATABASE_URL?: string | undefined; HOST?: string; PORT?: number } = {}): string | null {
  const errors = chain(err);
  if (errors.some((e) => e instanceof DatabaseLockedError)) return String(errors.find((e) => e instanceof DatabaseLockedError)!.message);
  const first = errors[0];
  if (typeof first?.message === 'string' && first.message.startsWith('Invalid settings:')) return `${first.message} (see the settings table in the README)`;
  for (const e of errors) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code === 'EADDRINUSE') return `Port ${settings.PORT ?? e.port} on ${settings.HOST ?? e.address} is in use: stop the other process or set PORT.`;
    if (code === 'EACCES' && e.port !== undefined) return `No permission to listen on port ${String(e.port)}: choose a port above 1023 with PORT.`;
    if (UNREACHABLE[code]) return `${databaseAt(settings.DATABASE_URL)} ${UNREACHABLE[code]} (${code})`;
    if (REFUSED[code]) return `${databaseAt(settings.DATABASE_URL)} ${REFUSED[code]} (${code})`;
  }
  return null;
}
