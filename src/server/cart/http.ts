/**
 * The HTTP side of the cart calls (docs/api.md), shared by the thin endpoints under
 * src/pages/api/cart: whose cart (the bearer login, else the cart cookie), in which language
 * and for which VAT country (the page's region), the cookie kept after a write, and the write
 * answer. Requests and answers are the schemas of src/lib/api/cart.ts; errors are the API's
 * contract with `success: false` (src/server/http/endpoint.ts).
 */
import type { APIContext } from 'astro';
import { cartWriteAnswer } from '#src/lib/api/cart.ts';
import type { CartJson, CartWriteAnswer, GtmEvent } from '#src/lib/cart/types.ts';
import type { HandlerContext } from '../http/endpoint.ts';
import { isHttps } from '../http/https.ts';
import type { Session } from '../auth/tokens.ts';
import type { CartErrorKey } from './errors.ts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, hashCartToken } from './token.ts';
import { shopperContext, type CartContext } from './transaction.ts';

/**
 * The options every cart write shares: POST, the caller's login when there is one (a bearer
 * token that is no good answers 401 before anything else, so the browser refreshes it), the
 * write answer, and the call's default message for the unexpected.
 */
export const cartWrite = (fallback: CartErrorKey) =>
  ({ method: 'POST', login: 'optional', answer: cartWriteAnswer, fallbackKey: `cart.errors.${fallback}`, successFlag: true }) as const;

/** Whose cart: a logged-in customer's, else the guest's of the cart cookie, else none yet. */
export function cartOf(context: HandlerContext<unknown, 'optional'>): CartContext {
  const tokenHash = hashCartToken(context.cookies.get(CART_COOKIE)?.value);
  const base = { locale: context.locale, shop: context.locals.shop, t: context.t, region: context.locals.region };
  return shopperContext(base, context.login satisfies Session | null, tokenHash);
}

export type CartOutcome = {
  cart: CartJson;
  token: string | null;
  /** The state written; a null cart means the caller has none (its cookie names a cart that is gone). */
  after?: { cart: unknown };
  gtm?: GtmEvent | null;
  message?: string;
  remainingStock?: number;
};

/** Sets (or renews) the guest's cart cookie after a write; drops one whose cart is gone. */
function keepCartCookie(context: APIContext, outcome: CartOutcome): void {
  if (!outcome.token && outcome.after?.cart === null && !context.request.headers.has('authorization')) {
    if (context.cookies.has(CART_COOKIE)) context.cookies.delete(CART_COOKIE, { path: '/' });
    return;
  }
  const value = outcome.token ?? context.cookies.get(CART_COOKIE)?.value;
  if (!value || !hashCartToken(value)) return;
  context.cookies.set(CART_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(context.request, context.url),
    maxAge: CART_COOKIE_MAX_AGE,
  });
}

/** After a write: the cookie kept, and `{ success, cart, gtm_event, message?, remaining_stock? }`. */
export function written(context: APIContext, outcome: CartOutcome): CartWriteAnswer {
  keepCartCookie(context, outcome);
  return {
    success: true,
    cart: outcome.cart,
    gtm_event: outcome.gtm ?? null,
    ...(outcome.message ? { message: outcome.message } : {}),
    ...(outcome.remainingStock !== undefined ? { remaining_stock: outcome.remainingStock } : {}),
  };
}
