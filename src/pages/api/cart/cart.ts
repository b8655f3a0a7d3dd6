/**
 * GET /api/cart/cart (docs/api.md, cart): the caller's cart at the top level with `gtm_event`
 * (`view_cart` when asked with ?view=1, from the cart page; otherwise null). A guest without a cart
 * cookie gets the empty cart; a cookie whose cart is gone gets 404 "Cart not found" and loses the
 * cookie, so the browser empties its copy (docs/cart.md, lifecycle).
 */
import { cartOf } from '#src/server/cart/http.ts';
import { readCartState, viewContext } from '#src/server/cart/transaction.ts';
import { cartJson } from '#src/server/cart/view.ts';
import { withDelivery } from '#src/server/cart/delivery.ts';
import { notifyBackInStockSometimes } from '#src/server/back-in-stock/sign-up.ts';
import { gtmEvent } from '#src/server/cart/gtm.ts';
import { CartError } from '#src/server/cart/errors.ts';
import { CART_COOKIE } from '#src/server/cart/token.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { cartReadAnswer, cartReadRequest } from '#src/lib/api/cart.ts';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET',
  login: 'optional',
  input: cartReadRequest,
  answer: cartReadAnswer,
  fallbackKey: 'cart.errors.fetch',
  successFlag: true,
})(async (context) => {
  const ctx = cartOf(context);
  // Shop traffic pulls the back-in-stock sweep (docs/catalogue.md, back in stock).
  notifyBackInStockSometimes();
  const state = await readCartState(ctx);
  if (!state) {
    context.cookies.delete(CART_COOKIE, { path: '/' });
    throw new CartError(404, 'cartNotFound');
  }
  const view = viewContext(ctx);
  const cart = await withDelivery(cartJson(state, view), view);
  const viewed = context.input.query.view && cart.items.length > 0;
  return {
    ...cart,
    gtm_event: viewed
      ? gtmEvent(
          'view_cart',
          cart.items.map((line) => ({ line, quantity: line.quantity })),
        )
      : null,
  };
});
