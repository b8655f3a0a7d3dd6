/**
 * GET /api/cart/clear (spec §7) empties the cart: its lines and its coupon. Though a GET, it
 * changes state, so it needs the CSRF header like every write (src/server/http/csrf.ts); POST
 * does the same.
 */
import { cartWrite } from '../../../server/cart/http';
import { clearCart } from '../../../server/cart/items';

export const GET = cartWrite('clear', (ctx) => clearCart(ctx));
export const POST = GET;
