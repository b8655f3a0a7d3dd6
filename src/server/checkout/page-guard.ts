/**
 * The checkout's door, asked by the middleware for every screen of the route table with access
 * "checkout" (src/middleware/guard.ts), so no checkout step can forget it. It answers where a
 * shopper asking for a step must go instead, or null to show the step.
 *
 * Today every step is shown. The checkout will decide here: an empty cart goes to the home
 * page; a step whose earlier step is not complete (no address before delivery, no delivery
 * before payment) goes to that earlier step.
 */
import type { APIContext } from 'astro';
import type { ScreenId } from '#src/lib/routes.ts';

export async function checkoutRedirect(_context: Pick<APIContext, 'cookies' | 'locals' | 'request'>, _step: ScreenId): Promise<ScreenId | null> {
  return null;
}
