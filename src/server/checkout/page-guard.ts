/**
 * The checkout's door (docs/checkout.md, the guard), asked by the middleware for every screen of
 * the route table with access "checkout" (src/middleware/guard.ts), so no step can forget it.
 * It answers where a shopper asking for a step must go instead, or null to show the step:
 *
 * - an empty cart goes to the home page (from every step);
 * - the start and the checkout login go on to the details when the shopper is logged in;
 * - delivery, payment and review need every earlier step complete, else the first one open.
 *
 * The details step itself is open to everyone (it is the guest's way in); its page sends an
 * empty cart home too. The checkout it read is left on `locals` for the page.
 */
import type { APIContext } from 'astro';
import type { ScreenId } from '#src/lib/routes.ts';
import { db } from '../database.ts';
import { loadCheckout, type Checkout } from './checkout.ts';
import { pageShopper } from './shopper.ts';

const ORDER: readonly ScreenId[] = ['checkoutInformation', 'checkoutDelivery', 'checkoutPayment', 'checkoutReview'];

/** The first step still open before `step`, or null when every earlier one is complete. */
export function firstOpenStep(checkout: Pick<Checkout, 'steps'>, step: ScreenId): ScreenId | null {
  const needed: [ScreenId, boolean][] = [
    ['checkoutInformation', checkout.steps.information],
    ['checkoutDelivery', checkout.steps.delivery],
    ['checkoutPayment', checkout.steps.payment],
  ];
  const index = ORDER.indexOf(step);
  for (const [earlier, done] of needed) if (ORDER.indexOf(earlier) < index && !done) return earlier;
  return null;
}

export async function checkoutRedirect(context: Pick<APIContext, 'cookies' | 'locals' | 'request'>, step: ScreenId): Promise<ScreenId | null> {
  const shopper = await pageShopper(context.cookies, context.locals);
  const checkout = await loadCheckout(await db(), shopper);
  context.locals.checkout = checkout;
  if (shopper.session) context.locals.session = shopper.session;
  if (!checkout.priced) return 'home';
  if (step === 'checkout' || step === 'checkoutLogin') return shopper.session ? 'checkoutInformation' : null;
  return firstOpenStep(checkout, step);
}
