/**
 * The address a request comes from, for rate limits: the socket's, or with TRUST_PROXY the
 * left-most X-Forwarded-For entry a trusted reverse proxy put there.
 */
import type { APIContext } from 'astro';
import { config } from '../config.ts';

export function clientIp(context: Pick<APIContext, 'request' | 'clientAddress'>): string {
  if (config().TRUST_PROXY) {
    const forwarded = context.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded && forwarded.length <= 64) return forwarded;
  }
  try {
    return context.clientAddress || 'unknown';
  } catch {
    // Astro throws when the adapter cannot tell (requests built in tests).
    return 'unknown';
  }
}
