/**
 * GET /api/cart/clear (docs/api.md, cart) empties the cart: its lines and its coupon. Though a GET,
 * it changes state, so it needs the CSRF header like every write (src/server/http/csrf.ts); POST
 * does the same.
 */
import { cartWrite } from '../../../server/cart/http';
import { clearCart } from '../../../server/cart/items';
import { only } from '../../../server/http/method';

export const GET = cartWrite('clear', (ctx) => clearCart(ctx));
export const POST = GET;
export const ALL = only('GET', 'POST');
