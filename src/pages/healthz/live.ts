import type { APIRoute } from 'astro';

/**
 * Liveness: 200 whenever the process can answer HTTP at all, without a look at the database.
 * A supervisor that restarts the shop on a failed check asks this one: a database outage is not
 * cured by restarting the shop, whose pool reconnects on its own (docs/errors.md). Readiness,
 * which asks the database, is /healthz.
 */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
