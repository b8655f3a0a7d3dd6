/**
 * Payments of orders (docs/payments.md): starting a payment at the active provider, and taking
 * in what a provider reports. A webhook only says "look at payment X": the status always comes
 * from asking the provider, so a forged body changes nothing, and a replayed or late one finds
 * the payment and the order already where they are (both only move forward).
 *
 * An order awaits payment until one of its payments is paid. A failed or cancelled payment
 * leaves it awaiting (the shopper may try again, with another method too) until it expires or
 * has failed five times, when it ends `failed` and gives its stock back.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { href } from '#src/lib/routes.ts';
import { SHOPS, isLocale, type Locale, type ShopId } from '#src/lib/locales.ts';
import { translator } from '#src/lib/i18n.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int, timestamp } from '../db/decode.ts';
import { ApiError } from '../http/api-error.ts';
import { every } from '../http/housekeeping.ts';
import { paymentProvider } from '../payments/index.ts';
import { FINAL_PAYMENT_STATUSES, PaymentProviderError, type PaymentFacts, type PaymentStatus, type StartedPayment } from '../payments/provider.ts';
import { moveOrder } from './states.ts';
import { assignInvoiceNumber } from './invoice-number.ts';

/** After this many failed or cancelled payments the order ends `failed` (it also stops card testing). */
export const MAX_FAILED_PAYMENTS = 5;

export type PayableOrder = { id: number; number: string; totalCents: number; locale: string; shop: string };

/** The confirmation page of an order, absolute, on the shop and in the language it was placed in. */
export function confirmationUrl(origin: string, order: Pick<PayableOrder, 'number' | 'locale' | 'shop'>): string {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const shop = SHOPS[(order.shop as ShopId) in SHOPS ? (order.shop as ShopId) : 'international'];
  const url = new URL(href('checkoutConfirmation', locale, shop), `${origin}/`);
  url.searchParams.set('order', order.number);
  return url.toString();
}

/**
 * Starts a payment of `method` at the active provider and keeps it with the order. A provider
 * that cannot be reached is a 503 for this call; the order stays as it was.
 */
export async function startPayment(order: PayableOrder, method: string, origin: string): Promise<string> {
  const provider = paymentProvider();
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  let started;
  try {
    started = await provider.createPayment({
      orderNumber: order.number,
      amountCents: order.totalCents,
      description: translator(locale)('order.paymentDescription', { number: order.number }),
      method,
      locale,
      redirectUrl: confirmationUrl(origin, order),
      webhookUrl: new URL(`/api/payments/webhook/${provider.name}`, `${origin}/`).toString(),
    });
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      console.error(`[payments] starting a payment for ${order.number} failed:`, err.message);
      throw new ApiError(503, 'order.errors.paymentUnavailable', { headers: { 'Retry-After': '5' } });
    }
    throw err;
  }
  await recordPayment(await db(), order, provider.name, method, started);
  return started.checkoutUrl;
}

async function recordPayment(db: Queryable, order: PayableOrder, provider: string, method: string, started: StartedPayment): Promise<void> {
  await db.execute(sql`
    INSERT INTO payments (order_id, provider, provider_payment_id, method, amount_cents, status, checkout_url)
    VALUES (${order.id}, ${provider}, ${started.id}, ${method}, ${order.totalCents}, ${started.status}, ${started.checkoutUrl})
    ON CONFLICT (provider, provider_payment_id) DO NOTHING`);
  await db.execute(sql`UPDATE orders SET payment_method_id = ${method}, updated_at = now() WHERE id = ${order.id}`);
}

const paymentRow = z.object({ id: int, order_id: int, status: z.string(), amount_cents: int });
const orderRow = z.object({ id: int, status: z.string(), total_cents: int, failed_payments: int });

export type PaymentOutcome = { orderId: number; paidNow: boolean } | null;

/**
 * Takes in a provider's report about one of its payments: asks the provider for the status,
 * then moves the payment and its order forward in one transaction (both rows locked). Answers
 * whether the order became paid by this report (then its mail and invoice follow), or null for
 * a payment the shop does not know.
 */
export async function takePaymentReport(providerName: string, paymentId: string): Promise<PaymentOutcome> {
  const provider = paymentProvider();
  if (provider.name !== providerName) return null;
  const facts = await provider.getPayment(paymentId);
  const conn = await db();
  return conn.transaction((tx) => applyFacts(tx, providerName, facts));
}

async function applyFacts(tx: Queryable, providerName: string, facts: PaymentFacts): Promise<PaymentOutcome> {
  const [payment] = await rows(
    tx,
    paymentRow,
    sql`SELECT id, order_id, status, amount_cents FROM payments WHERE provider = ${providerName} AND provider_payment_id = ${facts.id} FOR UPDATE`,
  );
  if (!payment) return null;
  const [order] = await rows(tx, orderRow, sql`SELECT id, status, total_cents, failed_payments FROM orders WHERE id = ${payment.order_id} FOR UPDATE`);
  if (!order) return null;
  const before = payment.status as PaymentStatus;
  // A payment's status only moves forward: from open to a final one, never back or across.
  if (FINAL_PAYMENT_STATUSES.includes(before) || facts.status === 'open') return { orderId: order.id, paidNow: false };
  await tx.execute(sql`UPDATE payments SET status = ${facts.status}, updated_at = now() WHERE id = ${payment.id}`);

  if (facts.status === 'paid') {
    if (facts.amountCents !== order.total_cents) {
      await flag(tx, order.id, `Paid ${facts.amountCents} cents for a total of ${order.total_cents}: check the payment.`);
      return { orderId: order.id, paidNow: false };
    }
    if (await moveOrder(tx, order.id, 'paid')) {
      await assignInvoiceNumber(tx, order.id);
      return { orderId: order.id, paidNow: true };
    }
    await flag(
      tx,
      order.id,
      order.status === 'pending'
        ? 'A payment was paid but the order could not move: check it.'
        : `Paid again after the order was ${order.status}: refund this payment or fulfil by hand.`,
    );
    return { orderId: order.id, paidNow: false };
  }
  // failed, canceled or expired: the order waits for another try, up to a limit.
  if (order.status === 'pending') {
    const failures = order.failed_payments + 1;
    await tx.execute(sql`UPDATE orders SET failed_payments = ${failures}, updated_at = now() WHERE id = ${order.id}`);
    if (failures >= MAX_FAILED_PAYMENTS) await moveOrder(tx, order.id, 'failed');
  }
  return { orderId: order.id, paidNow: false };
}

async function flag(tx: Queryable, orderId: number, note: string): Promise<void> {
  console.error(`[payments] order ${orderId} needs a person: ${note}`);
  await tx.execute(sql`UPDATE orders SET needs_review = ${note}, updated_at = now() WHERE id = ${orderId}`);
}

/**
 * Ends the orders whose payment window has passed (expired), giving back their stock. Before
 * that, each open payment is asked about once more, so a payment made at the last minute whose
 * webhook is late still counts. Runs now and then from the housekeeping trigger, and for an
 * order whenever it is read.
 */
export async function expireOverdueOrders(limit = 50, now = new Date()): Promise<number> {
  const due = await overdueOrders(await db(), limit, now);
  let expired = 0;
  for (const { id } of due) if (await expireOrder(id, now)) expired++;
  return expired;
}

const overdueOrders = (db: Queryable, limit: number, now: Date) =>
  rows(db, z.object({ id: int }), sql`SELECT id FROM orders WHERE status = 'pending' AND expires_at < ${now.toISOString()} ORDER BY expires_at LIMIT ${limit}`);

const openPayments = (db: Queryable, orderId: number, provider: string) =>
  rows(
    db,
    z.object({ provider_payment_id: z.string() }),
    sql`SELECT provider_payment_id FROM payments WHERE order_id = ${orderId} AND status = 'open' AND provider = ${provider}`,
  );

export async function expireOrder(orderId: number, now = new Date()): Promise<boolean> {
  const conn = await db();
  const provider = paymentProvider();
  const open = await openPayments(conn, orderId, provider.name);
  for (const p of open) {
    try {
      const outcome = await takePaymentReport(provider.name, p.provider_payment_id);
      if (outcome?.paidNow) return false;
    } catch (err) {
      console.error(`[payments] asking about payment ${p.provider_payment_id} failed:`, err instanceof Error ? err.message : err);
    }
  }
  return conn.transaction(async (tx) => {
    const [order] = await rows(
      tx,
      z.object({ status: z.string(), expires_at: timestamp.nullable() }),
      sql`SELECT status, expires_at FROM orders WHERE id = ${orderId} FOR UPDATE`,
    );
    if (!order || order.status !== 'pending' || !order.expires_at || order.expires_at > now) return false;
    return moveOrder(tx, orderId, 'expired');
  });
}

/** Where the shopper pays the order's latest payment still open; null when none is. */
export async function latestCheckoutUrl(db: Queryable, orderId: number): Promise<string | null> {
  const [open] = await rows(
    db,
    z.object({ checkout_url: z.string().nullable() }),
    sql`SELECT checkout_url FROM payments WHERE order_id = ${orderId} AND status = 'open' ORDER BY id DESC LIMIT 1`,
  );
  return open?.checkout_url ?? null;
}

/**
 * Ends overdue orders at most once a minute per process, after the answer of whatever request
 * pulls it (cart writes and checkout calls): no scheduler is needed, and several instances
 * doing it at once is harmless (each move is conditional).
 */
export const expireOrdersSometimes = every(60_000, 'expiring unpaid orders', () => expireOverdueOrders());

/** The provider's id of the order's latest payment still open at `provider`; null when none is. */
export async function latestOpenPayment(db: Queryable, orderId: number, provider: string): Promise<string | null> {
  const [open] = await rows(
    db,
    z.object({ provider_payment_id: z.string() }),
    sql`SELECT provider_payment_id FROM payments WHERE order_id = ${orderId} AND status = 'open' AND provider = ${provider} ORDER BY id DESC LIMIT 1`,
  );
  return open?.provider_payment_id ?? null;
}
