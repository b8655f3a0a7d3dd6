/**
 * The HTTP side of the cart calls (docs/api.md, cart), shared by the thin endpoints under
 * src/pages/api/cart: who is asking (cart cookie), in which language (X-Locale header, else the
 * locale cookie, else Accept-Language, else en) and for which VAT country (the page's region),
 * input checked at the boundary, and answers in the API's contract. A CartError becomes its status
 * and message in the request's language; anything else is logged and answers the call's default
 * message (docs/errors.md, cart) with 500, never a stack trace.
 */
import type { APIContext, APIRoute } from 'astro';
import { translator, type Translate } from '../../lib/i18n.ts';
import { optionalSession } from '../auth/session.ts';
import type { CartJson, GtmEvent } from '../../lib/cart/types.ts';
import { json } from '../http/json.ts';
import { isHttps } from '../http/https.ts';
import { apiLocale } from '../http/request-locale.ts';
import { errorResponse } from '../http/api-error.ts';
import { normalizeOptions } from '../../lib/cart/lines.ts';
import { CartError, InputError, type CartErrorKey } from './errors.ts';
import { MAX_LINE_QUANTITY } from './limits.ts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, hashCartToken } from './token.ts';
import { shopperContext, type CartContext } from './transaction.ts';

/**
 * Whose cart: a logged-in customer's (bearer token; 401 when it is no good, so the browser
 * refreshes it), else the guest's of the cart cookie, else none yet.
 */
export async function cartContext(context: APIContext): Promise<CartContext> {
  const locale = apiLocale(context);
  const session = await optionalSession(context.request);
  const tokenHash = hashCartToken(context.cookies.get(CART_COOKIE)?.value);
  return shopperContext({ locale, shop: context.locals.shop, t: translator(locale), region: context.locals.region }, session, tokenHash);
}

/**
 * A quantity from the path or body: a whole number (or its digits as a string) from 1 to the
 * line maximum; anything else is 422 with a message the shopper can read.
 */
export function quantityInput(raw: unknown, field = 'quantity'): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > MAX_LINE_QUANTITY) {
    throw new CartError(422, 'quantityInvalid', { field, params: { max: MAX_LINE_QUANTITY } });
  }
  return value;
}

const MAX_OPTIONS_LENGTH = 2000;

/** `options` of an add: absent means none; otherwise a string in canonical form. */
export function optionsInput(raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' || raw.length > MAX_OPTIONS_LENGTH) {
    throw new InputError({ options: [`must be a string of at most ${MAX_OPTIONS_LENGTH} characters`] });
  }
  return normalizeOptions(raw);
}

/** The Idempotency-Key header of a write the browser may retry; null when absent. */
export function requestKey(request: Request): string | null {
  const key = request.headers.get('idempotency-key');
  if (key === null) return null;
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw new InputError({ 'Idempotency-Key': ['must be 8 to 64 letters, digits, - or _'] });
  return key;
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
    path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(context.request, context.url), maxAge: CART_COOKIE_MAX_AGE,
  });
}

/**
 * A cart write endpoint: runs `operation`, answers `{ success, cart, gtm_event, message?,
 * remaining_stock? }` and keeps the cart cookie; `fallback` is the call's default message.
 */
export function cartWrite(fallback: CartErrorKey, operation: (ctx: CartContext, context: APIContext) => Promise<CartOutcome>): APIRoute {
  return async (context) => {
    const t = translator(apiLocale(context));
    try {
      const ctx = await cartContext(context);
      const outcome = await operation(ctx, context);
      keepCartCookie(context, outcome);
      return json({
        success: true,
        cart: outcome.cart,
        gtm_event: outcome.gtm ?? null,
        ...(outcome.message ? { message: outcome.message } : {}),
        ...(outcome.remainingStock !== undefined ? { remaining_stock: outcome.remainingStock } : {}),
      });
    } catch (err) {
      return failure(err, fallback, t, context);
    }
  };
}

export function failure(err: unknown, fallback: CartErrorKey, t: Translate, context: APIContext): Response {
  return errorResponse(err, t, t(`cart.errors.${fallback}`), `${context.request.method} ${context.url.pathname}`);
}
