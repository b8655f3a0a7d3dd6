/**
 * Whose checkout a request is about: a logged-in customer's cart (by the bearer login on API
 * calls, by the refresh cookie on pages), else the guest's of the cart cookie, priced for the
 * page's region until a delivery address says otherwise.
 */
import type { AstroCookies } from 'astro';
import type { HandlerContext } from '../http/endpoint.ts';
import { pageSession } from '../auth/session.ts';
import { CART_COOKIE, hashCartToken } from '../cart/token.ts';
import { cartOf } from '../cart/http.ts';
import { shopperContext } from '../cart/transaction.ts';
import type { Shopper } from './checkout.ts';
import { expireOrdersSometimes } from '../orders/payments.ts';

export function apiShopper(context: HandlerContext<unknown, 'optional'>): Shopper {
  // Checkout traffic is what pulls the clean-up of unpaid orders whose time ran out.
  expireOrdersSometimes();
  // Where the checkout delivers before the shopper says: the call's region (src/lib/region.ts).
  return { ctx: cartOf(context), session: context.login, defaultCountry: context.locals.region };
}

export async function pageShopper(cookies: AstroCookies, locals: App.Locals): Promise<Shopper> {
  expireOrdersSometimes();
  const session = locals.session ?? (await pageSession(cookies));
  const tokenHash = hashCartToken(cookies.get(CART_COOKIE)?.value);
  return { ctx: shopperContext(locals, session, tokenHash), session, defaultCountry: locals.region };
}
