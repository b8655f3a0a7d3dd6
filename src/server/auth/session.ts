/**
 * Who is calling: the bearer token of the Authorization header (docs/api.md, bearer tokens). A
 * call without one is a guest's; a call with one that is unknown, expired or revoked answers 401,
 * so the browser refreshes its token once and repeats the call.
 */
import type { APIContext } from 'astro';
import { db } from '../database.ts';
import { ApiError } from '../http/api-error.ts';
import { sessionOfBearer, sessionOfRefreshCookie, REFRESH_COOKIE, type Session } from './tokens.ts';

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return m?.[1] ?? null;
}

export const unauthenticated = () => new ApiError(401, 'auth.errors.unauthenticated');

/** The caller's session, or null without a bearer token; 401 for a token that is no good. */
export async function optionalSession(request: Request): Promise<Session | null> {
  const token = bearerToken(request);
  if (token === null) return null;
  const session = await sessionOfBearer(await db(), token);
  if (!session) throw unauthenticated();
  return session;
}

export async function requireSession(request: Request): Promise<Session> {
  const session = await optionalSession(request);
  if (!session) throw unauthenticated();
  return session;
}

/** For server-rendered pages: the login behind the refresh cookie, if any (never renewed here). */
export async function pageSession(cookies: APIContext['cookies']): Promise<Session | null> {
  return sessionOfRefreshCookie(await db(), cookies.get(REFRESH_COOKIE)?.value);
}
