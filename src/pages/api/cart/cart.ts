/**
 * GET /api/cart/cart (docs/api.md, cart): the caller's cart at the top level with `gtm_event`
 * (`view_cart` when asked with ?view=1, from the cart page; otherwise null). A guest without a cart
 * cookie gets the empty cart; a cookie whose cart is gone gets 404 "Cart not found" and loses the
 * cookie, so the browser empties its copy (docs/cart.md, lifecycle).
 */
import { cartOf } from '../../../server/cart/http';
import { readCartState, viewContext } from '../../../server/cart/transaction';
import { cartJson } from '../../../server/cart/view';
import { gtmEvent } from '../../../server/cart/gtm';
import { CartError } from '../../../server/cart/errors';
import { CART_COOKIE } from '../../../server/cart/token';
import { endpoint } from '../../../server/http/endpoint';
import { cartReadAnswer, cartReadRequest } from '../../../lib/api/cart';

export const { GET, HEAD, ALL } = endpoint({
  method: 'GET', login: 'optional', input: cartReadRequest, answer: cartReadAnswer, fallbackKey: 'cart.errors.fetch', successFlag: true,
})(
  async (context) => {
    const ctx = cartOf(context);
    const state = await readCartState(ctx);
    if (!state) {
      context.cookies.delete(CART_COOKIE, { path: '/' });
      throw new CartError(404, 'cartNotFound');
    }
    const cart = cartJson(state, viewContext(ctx));
    const view = context.input.query.view && cart.items.length > 0;
    return { ...cart, gtm_event: view ? gtmEvent('view_cart', cart.items.map((line) => ({ line, quantity: line.quantity }))) : null };
  },
);
