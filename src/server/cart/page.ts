/**
 * The shopper's cart for a server-rendered page (the cart page renders it complete, so it shows
 * without JavaScript and without a flash): a logged-in customer's by the login's refresh cookie,
 * else the guest's. A cookie whose cart is gone reads as the empty cart.
 */
import type { AstroCookies } from 'astro';
import type { CartJson } from '#src/lib/cart/types.ts';
import { hashCartToken, CART_COOKIE } from './token.ts';
import { readCartState, shopperContext, viewContext } from './transaction.ts';
import { EMPTY_STATE } from './state.ts';
import { cartJson } from './view.ts';
import { withDelivery } from './delivery.ts';
import { pageSession } from '../auth/session.ts';

export async function pageCart(cookies: AstroCookies, locals: App.Locals): Promise<CartJson> {
  const session = await pageSession(cookies);
  const tokenHash = hashCartToken(cookies.get(CART_COOKIE)?.value);
  const ctx = shopperContext(locals, session, tokenHash);
  const state = await readCartState(ctx);
  const view = viewContext(ctx);
  return withDelivery(cartJson(state ?? EMPTY_STATE, view), view);
}
