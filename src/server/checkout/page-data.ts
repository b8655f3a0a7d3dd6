/**
 * What the checkout's pages render on the server (docs/checkout.md, screens): the shopper's
 * checkout (the guard read it already for guarded steps), the countries to deliver to, a
 * logged-in customer's saved addresses and details to start from, and an order for its
 * confirmation page.
 */
import type { AstroGlobal } from 'astro';
import type { CheckoutAnswer, OrderJson } from '#src/lib/api/checkout.ts';
import type { AddressJson } from '#src/lib/account/types.ts';
import { db } from '../database.ts';
import { userJson } from '../auth/customers.ts';
import { ApiError } from '../http/api-error.ts';
import { checkoutAnswer, loadCheckout } from './checkout.ts';
import { pageShopper } from './shopper.ts';
import { orderAccessOf } from './http.ts';
import { invoiceUrlFor, readableOrder } from '../orders/access.ts';
import { orderJson } from '../orders/read.ts';

export { checkoutCountries, type CheckoutCountry } from './methods.ts';

type Page = Pick<AstroGlobal, 'cookies' | 'locals'>;

/** The shopper's checkout as its API answers it; `summary` is null for an empty cart. */
export async function checkoutPage(page: Page): Promise<CheckoutAnswer> {
  const checkout = page.locals.checkout ?? (await loadCheckout(await db(), await pageShopper(page.cookies, page.locals)));
  page.locals.checkout = checkout;
  return checkoutAnswer(checkout);
}

export type Prefill = { email: string; firstname: string; lastname: string; addresses: AddressJson[] };

/** A logged-in customer's details and saved addresses (default first) to fill the form with; null for a guest. */
export async function customerPrefill(page: Page): Promise<Prefill | null> {
  const shopper = await pageShopper(page.cookies, page.locals);
  if (!shopper.session) return null;
  const user = await userJson(await db(), shopper.session.customerId);
  if (!user) return null;
  return { email: user.email, firstname: user.firstname, lastname: user.lastname, addresses: user.addresses };
}

/** The order of the confirmation page, for the shopper who placed it (cookie or the mail's `token`) or its customer; null otherwise. */
export async function confirmationPage(page: Page, number: string | null): Promise<OrderJson | null> {
  if (!number || !/^[A-Z]{2}-\d{4}-\d{6,9}$/.test(number)) return null;
  // The query the browser asked with: the page itself is reached by a rewrite without it.
  const linkToken = page.locals.requestUrl.searchParams.get('token');
  const tokens = [orderAccessOf(page.cookies, number), linkToken && /^[A-Za-z0-9_-]{16,128}$/.test(linkToken) ? linkToken : null];
  const shopper = await pageShopper(page.cookies, page.locals);
  try {
    const order = await readableOrder(number, tokens, shopper.session?.customerId ?? null, page.locals.origin);
    const token = tokens.find((t) => t !== null) ?? null;
    return orderJson(order, invoiceUrlFor(order, token));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
