/**
 * Signing up for "tell me when it is back", and the sweep that mails when stock returns
 * (docs/catalogue.md, back in stock; ADR 0027).
 *
 * A customer signs up in one click (stored per customer and product). A guest gives an address
 * and confirms it with the link in a mail (double opt-in); the guest's answer is the same for every
 * well-formed address, known or not, and the write and the mail happen after it. Rate limits as
 * the newsletter's.
 *
 * Stock comes back by many paths (an unpaid order released, a delivery booked in by staff, an
 * import), so no path is trusted to announce it: a sweep finds active sign-ups of products in stock,
 * at most once a minute per process, pulled by shop traffic (cart reads) and run at once after a
 * guest confirms. Each sign-up is claimed and marked before its mail is sent, so it is mailed once.
 */
import type { Locale, ShopId } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import { ApiError } from '../http/api-error.ts';
import { afterAnswer, every, hourly } from '../http/housekeeping.ts';
import { limiter, tooManyRequests } from '../http/rate-limit.ts';
import { sendMail } from '../mail/mailer.ts';
import { notificationSettings } from '../account/notifications.ts';
import { backInStockMail, confirmationMail } from './mail.ts';
import {
  claimDueSignUps,
  confirmGuestSignUp,
  productForMail,
  purgeSignUps,
  recordCustomerSignUp,
  recordGuestSignUp,
  signUpProduct,
  type SignUpSource,
} from './store.ts';

/** Per client: a household or an office signs up for a few products, a script no more. */
export const guestSignUpsPerClient = limiter('back-in-stock-ip', { points: 10, durationSec: 60 * 60 });
/** Per e-mail address: a mailbox is never flooded with confirmation mails. */
export const guestSignUpsPerAddress = limiter('back-in-stock-email', { points: 3, durationSec: 60 * 60 });
/** Per customer: one click per product, and nobody clicks through a catalogue. */
export const signUpsPerCustomer = limiter('back-in-stock-customer', { points: 30, durationSec: 60 * 60 });
/** Confirmation link uses per client: the links cannot be guessed, but nobody needs to try. */
export const linkUsesPerClient = limiter('back-in-stock-link-ip', { points: 30, durationSec: 60 * 60 });

export type Caller = { ip: string; locale: Locale; shop: ShopId; origin: string };

/** The product must exist, be for sale, be a buyable product (not a master) and be out of stock. */
async function checkProduct(productId: number): Promise<void> {
  const product = await signUpProduct(await db(), productId);
  if (!product?.active) throw new ApiError(404, 'reviews.errors.productNotFound');
  if (product.hasVariants) throw new ApiError(422, 'backInStock.errors.chooseVariant', { field: 'product_id' });
  if (product.stock > 0) throw new ApiError(409, 'backInStock.errors.inStock');
}

/** A logged-in customer's sign-up: stored at once, unless the customer switched these mails off (409). */
export async function customerSignUp(customerId: number, productId: number, caller: Caller): Promise<void> {
  const wait = await signUpsPerCustomer.hit(String(customerId));
  if (wait !== null) throw tooManyRequests(wait);
  await checkProduct(productId);
  const conn = await db();
  if (!(await notificationSettings(conn, customerId)).back_in_stock) throw new ApiError(409, 'backInStock.errors.switchedOff');
  await recordCustomerSignUp(conn, customerId, { productId, locale: caller.locale, shop: caller.shop, origin: caller.origin });
}

/** A guest's sign-up: the same answer for every well-formed address; the confirmation mail follows it. */
export async function guestSignUp(email: string, productId: number, caller: Caller): Promise<void> {
  const clientWait = await guestSignUpsPerClient.hit(caller.ip);
  if (clientWait !== null) throw tooManyRequests(clientWait);
  const addressWait = await guestSignUpsPerAddress.hit(email);
  if (addressWait !== null) throw tooManyRequests(addressWait);
  await checkProduct(productId);
  afterAnswer('recording a back-in-stock sign-up', recordGuest(email, { productId, locale: caller.locale, shop: caller.shop, origin: caller.origin }));
}

async function recordGuest(email: string, source: SignUpSource): Promise<void> {
  const conn = await db();
  purgeSometimes();
  const saved = await recordGuestSignUp(conn, email, source);
  if (!saved) return;
  const product = await productForMail(conn, source.productId, source.locale);
  if (product) await sendMail(confirmationMail({ ...source, email }, product, saved.token));
}

export type LinkOutcome = 'done' | 'invalid' | 'tooMany';

/** Uses a confirmation link; a product already back in stock is mailed about at once. */
export async function confirm(token: string, ip: string): Promise<LinkOutcome> {
  if ((await linkUsesPerClient.hit(ip)) !== null) return 'tooMany';
  const confirmed = await confirmGuestSignUp(await db(), token);
  if (!confirmed) return 'invalid';
  afterAnswer('mailing back-in-stock sign-ups', notifyBackInStock());
  return 'done';
}

/**
 * Mails every active sign-up whose product is in stock again, once: claimed and marked in one
 * transaction first (./store.ts), then mailed. Answers how many mails went out.
 */
export async function notifyBackInStock(): Promise<number> {
  const conn = await db();
  let sent = 0;
  for (;;) {
    const due = await claimDueSignUps(conn);
    for (const signUp of due) {
      const product = await productForMail(conn, signUp.productId, signUp.locale);
      if (!product) continue;
      await sendMail(backInStockMail({ ...signUp, firstname: signUp.customer?.firstname ?? null }, product));
      sent += 1;
    }
    if (due.length < 100) return sent;
  }
}

/** The sweep, at most once a minute per process, after the answer of whatever request pulls it. */
export const notifyBackInStockSometimes = every(60_000, 'mailing back-in-stock sign-ups', () => notifyBackInStock());

const purgeSometimes = hourly('purging old back-in-stock sign-ups', async () => purgeSignUps(await db()));
