/**
 * The address a request comes from, for rate limits: the socket's, or with TRUST_PROXY the
 * right-most X-Forwarded-For entry — the one the trusted reverse proxy in front of us added.
 * Entries further left come from the client and could be anything it likes.
 */
import type { APIContext } from 'astro';
import { config } from '../config.ts';

export function clientIp(context: Pick<APIContext, 'request' | 'clientAddress'>): string {
  if (config().TRUST_PROXY) {
    const forwarded = context.request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded && forwarded.length <= 64) return forwarded;
  }
  try {
    return context.clientAddress || 'unknown';
  } catch {
    // Astro throws when the adapter cannot tell (requests built in tests).
    return 'unknown';
  }
}
