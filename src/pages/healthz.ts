import type { APIRoute } from 'astro';
import { database } from '../server/database.ts';

/** 200 when the database answers, 503 when not (load balancers and the start script use it). */
export const GET: APIRoute = async () => {
  let ok: boolean;
  try {
    ok = await (await database()).ping();
  } catch {
    ok = false;
  }
  return new Response(JSON.stringify({ status: ok ? 'ok' : 'unavailable', database: ok }), {
    status: ok ? 200 : 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
};
