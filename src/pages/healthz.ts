import type { APIRoute } from 'astro';
import { database } from '../server/database.ts';

/**
 * How long the readiness answer waits for the database's ping. A load balancer or the start
 * script asks with a short timeout of its own (often 2 s); a database that hangs (a network
 * partition, a stopped server) must get a 503 from us before the caller gives up on the
 * connection, or the caller cannot tell a hung shop from a hung database (docs/errors.md).
 */
const PING_BOUND_MS = 1_500;

/**
 * Readiness: 200 when the database answers within 1.5 s, 503 `unavailable` when it does not or
 * fails. A ping left running past the bound is abandoned, not cancelled: the driver's own time
 * limits end it. Liveness, which never asks the database, is /healthz/live.
 */
export const GET: APIRoute = async () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_BOUND_MS);
  });
  const ping = (async () => (await database()).ping())().catch(() => false);
  const ok = await Promise.race([ping, bound]);
  clearTimeout(timer);
  return new Response(JSON.stringify({ status: ok ? 'ok' : 'unavailable', database: ok }), {
    status: ok ? 200 : 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
};
