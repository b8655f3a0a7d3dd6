/**
 * GET /api/cart/clear (docs/api.md) empties the cart: its lines and its coupon. Though a GET, it
 * changes state, so it needs the CSRF header like every write (src/server/http/csrf.ts) and
 * answers no HEAD; POST does the same.
 */
import { cartOf, cartWrite, written } from '#src/server/cart/http.ts';
import { endpoint } from '#src/server/http/endpoint.ts';
import { clearCart } from '#src/server/cart/items.ts';

export const { GET, POST, ALL } = endpoint({ ...cartWrite('clear'), method: ['GET', 'POST'], getWrites: true })(async (context) =>
  written(context, await clearCart(cartOf(context))),
);
