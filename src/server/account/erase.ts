/**
 * Deleting the account (docs/accounts.md, your data; the decisions in
 * docs/adr/0024-your-data.md). The current password proves the owner; then one transaction
 * removes what no law makes the shop keep and keeps, without a link to an account, what the
 * Dutch fiscal retention duty (article 52 AWR, seven years) does:
 *
 * - removed: the customer row and with it (foreign keys, ON DELETE CASCADE) the addresses,
 *   login tokens (every login ends), password resets, favourites, the cart with its lines,
 *   coupons, request keys and checkout draft, personal coupons and order-sync requests; the
 *   customer's reviews, published or not; the newsletter sign-up of the account's address;
 * - kept: every order with its lines and payments. An order with an invoice keeps what the
 *   invoice printed (names, addresses, VAT number, e-mail, the customer number as text), so
 *   the invoice stays as issued; an order without one keeps only its amounts, lines, dates and
 *   destination country. Both lose the link to the account, phone numbers, tracking links and
 *   the secrets that let a browser read them, and are marked erased, so no later account with
 *   the same e-mail address can link them again.
 *
 * Orders the shop is still handling (paid, processing, shipped) refuse the deletion (409):
 * delivering them needs the address and e-mail. Orders awaiting payment are cancelled first,
 * their stock and coupon use given back, as the customer's own cancel does.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { translator } from '#src/lib/i18n.ts';
import { COMPANY } from '#src/lib/company.ts';
import { isLocale } from '#src/lib/locales.ts';
import { orderStatus, type OrderStatus } from '#src/lib/account/order-status.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { ApiError } from '../http/api-error.ts';
import { afterAnswer } from '../http/housekeeping.ts';
import type { Session } from '../auth/tokens.ts';
import { sendMail, type Mail } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.ts';
import { moveOrder } from '../orders/states.ts';
import { accountGone } from './errors.ts';
import { checkCurrentPassword, currentUser } from './profile.ts';

/** Orders the shop is still handling: they keep the account until they are delivered. */
export const HANDLING: readonly OrderStatus[] = ['paid', 'processing', 'shipped'];

export type OpenOrders = { unpaid: string[]; handling: string[] };

const orderStateRow = z.object({ id: int, number: z.string(), status: z.string() });

/** The customer's orders that a deletion would cancel (awaiting payment) or that stop it (being handled), by number. */
export async function openOrders(db: Queryable, customerId: number): Promise<OpenOrders> {
  const found = await rows(
    db,
    orderStateRow,
    sql`SELECT id, number, status FROM orders WHERE customer_id = ${customerId} AND status IN ('pending', 'paid', 'processing', 'shipped') ORDER BY placed_at, id`,
  );
  return {
    unpaid: found.filter((o) => orderStatus(o.status) === 'pending').map((o) => o.number),
    handling: found.filter((o) => HANDLING.includes(orderStatus(o.status))).map((o) => o.number),
  };
}

const recipientRow = z.object({ email: z.string(), firstname: z.string(), locale: z.string() });
type Recipient = z.output<typeof recipientRow>;

/**
 * The orders, once the account goes. Invoiced: what the invoice printed stays, the customer
 * number as text. Not invoiced: names, addresses, e-mail, company and VAT number go; the
 * destination country stays (it set the VAT).
 */
async function anonymiseOrders(tx: Queryable, customerId: number): Promise<void> {
  const common = sql`customer_id = NULL, phone = NULL, tracking_url = NULL, access_token_hashes = '{}', idempotency_key = NULL,
    request_hash = NULL, erased_at = now(), updated_at = now()`;
  await tx.execute(sql`
    UPDATE orders SET ${common}, invoice_customer_number = customer_id::text,
      billing_address = billing_address || '{"phone": null}'::jsonb, shipping_address = shipping_address || '{"phone": null}'::jsonb
    WHERE customer_id = ${customerId} AND invoice_number IS NOT NULL`);
  const blank = (column: string) => sql`jsonb_build_object('firstname', '', 'lastname', '', 'company', NULL, 'street', '', 'houseNumber', '',
    'postcode', '', 'city', '', 'countryId', ${sql.raw(column)}->>'countryId', 'phone', NULL)`;
  await tx.execute(sql`
    UPDATE orders SET ${common}, email = '', company = NULL, vat_number = NULL,
      billing_address = ${blank('billing_address')}, shipping_address = ${blank('shipping_address')}
    WHERE customer_id = ${customerId} AND invoice_number IS NULL`);
}

/** Everything of the deletion but the password check and the mail, in the caller's transaction; answers who to tell. */
export async function eraseCustomer(tx: Queryable, customerId: number): Promise<Recipient> {
  // The customer row first: an e-mail change, the order sync, favourites and address changes
  // lock it too, and wait until the account is gone (then they answer 401).
  const [customer] = await rows(tx, recipientRow, sql`SELECT email, firstname, locale FROM customers WHERE id = ${customerId} FOR UPDATE`);
  if (!customer) throw accountGone();
  // A cart write or an order being placed holds the cart: let it finish before the cart goes.
  await tx.execute(sql`SELECT id FROM carts WHERE customer_id = ${customerId} FOR UPDATE`);
  // Locked, so a payment's webhook moves none of them meanwhile; it waits and finds them erased.
  const orders = await rows(tx, orderStateRow, sql`SELECT id, number, status FROM orders WHERE customer_id = ${customerId} ORDER BY placed_at, id FOR UPDATE`);
  const handling = orders.filter((o) => HANDLING.includes(orderStatus(o.status))).map((o) => o.number);
  if (handling.length > 0) throw new ApiError(409, 'account.errors.ordersOpen', { params: { numbers: handling.join(', ') }, data: { orders: handling } });
  for (const order of orders) if (order.status === 'pending') await moveOrder(tx, order.id, 'cancelled');
  await anonymiseOrders(tx, customerId);
  await tx.execute(sql`DELETE FROM product_reviews WHERE customer_id = ${customerId}`);
  await tx.execute(sql`DELETE FROM newsletter_subscriptions WHERE email = ${customer.email}`);
  await tx.execute(sql`DELETE FROM customers WHERE id = ${customerId}`);
  return customer;
}

/** The confirmation, in the customer's language, to the address the account had. */
export function deletedMail(to: Recipient): Mail {
  const t = translator(isLocale(to.locale) ? to.locale : 'nl');
  const content = renderMail({
    greeting: t('account.mail.greeting', { name: to.firstname }),
    paragraphs: [
      t('account.mail.deleted.body'),
      t('account.mail.deleted.kept'),
      t('account.mail.deleted.notYou', { email: COMPANY.email, phone: COMPANY.phone }),
    ],
    footer: t('account.mail.footer'),
  });
  return { to: to.email, subject: t('account.mail.deleted.subject'), ...content, kind: 'account-deleted' };
}

/**
 * POST /api/account/delete: the password (wrong ones count with the e-mail and password
 * changes), the deletion in one transaction, then the confirmation mail after the answer.
 */
export async function deleteAccount(session: Session, input: { currentPassword: string }): Promise<void> {
  const conn = await db();
  await checkCurrentPassword(conn, await currentUser(conn, session.customerId), input.currentPassword);
  const erased = await conn.transaction((tx) => eraseCustomer(tx, session.customerId));
  afterAnswer('account deleted mail', sendMail(deletedMail(erased)));
}
