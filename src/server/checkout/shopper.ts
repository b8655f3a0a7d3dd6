/**
 * Whose checkout a request is about: a logged-in customer's cart (by the bearer login on API
 * calls, by the refresh cookie on pages), else the guest's of the cart cookie, priced for the
 * page's region until a delivery address says otherwise.
 */
import type { AstroCookies } from 'astro';
import type { Locale, Shop } from '#src/lib/locales.ts';
import type { HandlerContext } from '../http/endpoint.ts';
import { pageSession } from '../auth/session.ts';
import { CART_COOKIE, hashCartToken } from '../cart/token.ts';
import { cartOf } from '../cart/http.ts';
import { shopperContext } from '../cart/transaction.ts';
import type { Shopper } from './checkout.ts';
import { expireOrdersSometimes } from '../orders/payments.ts';

/** A page language's own country: where a shopper reading German most likely lives. */
const LANGUAGE_COUNTRY: Record<Locale, string> = { en: 'GB', nl: 'NL', de: 'DE' };

/**
 * Where the checkout delivers before the shopper says: the Dutch shop's NL, the country the
 * shopper chose (the region cookie), else the page language's country.
 */
export function defaultDestination(shop: Shop, locale: Locale, regionCookie: string | undefined): string {
  if (shop.fixedCountry) return shop.fixedCountry;
  return regionCookie && /^[A-Z]{2}$/.test(regionCookie) ? regionCookie : LANGUAGE_COUNTRY[locale];
}

export function apiShopper(context: HandlerContext<unknown, 'optional'>): Shopper {
  // Checkout traffic is what pulls the clean-up of unpaid orders whose time ran out.
  expireOrdersSometimes();
  const defaultCountry = defaultDestination(context.locals.shop, context.locale, context.cookies.get('region')?.value);
  return { ctx: cartOf(context), session: context.login, defaultCountry };
}

export async function pageShopper(cookies: AstroCookies, locals: App.Locals): Promise<Shopper> {
  expireOrdersSometimes();
  const session = locals.session ?? (await pageSession(cookies));
  const tokenHash = hashCartToken(cookies.get(CART_COOKIE)?.value);
  const defaultCountry = defaultDestination(locals.shop, locals.locale, cookies.get('region')?.value);
  return { ctx: shopperContext(locals, session, tokenHash), session, defaultCountry };
}
