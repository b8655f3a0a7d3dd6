/**
 * The built-in test provider (docs/payments.md, the test provider): a stand-in for a real
 * payment service provider, so the whole checkout can be tried without an account anywhere and
 * without moving money. Like a real provider it keeps its own book (`test_provider_payments`),
 * shows the shopper a hosted page (/payments/test/{id}/, where the outcome is chosen by hand),
 * and reports a change by a signed webhook to the shop. It must never take real orders.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '#src/lib/locales.ts';
import type { TEST_PAYMENT_OUTCOMES } from '#src/lib/api/checkout.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { testProviderPayments } from '../db/schema.ts';
import { afterAnswer } from '../http/housekeeping.ts';
import { PaymentProviderError, type NewPayment, type PaymentFacts, type PaymentProvider, type PaymentStatus, type StartedPayment } from './provider.ts';

/** What the hosted page offers: the shopper's word `cancelled` is stored as the provider's `canceled`. */
export type TestOutcome = (typeof TEST_PAYMENT_OUTCOMES)[number];

/** A payment in the test provider's book. */
export type TestPayment = {
  id: string;
  orderNumber: string;
  amountCents: number;
  description: string;
  method: string;
  locale: Locale;
  redirectUrl: string;
  webhookUrl: string;
  status: PaymentStatus;
};

export type TestCompletion = { status: PaymentStatus; redirectUrl: string };

/** The header a webhook is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const TEST_SIGNATURE_HEADER = 'X-Test-Signature';

/** A payment id: `tp_` and 24 letters and digits, as the book and the hosted page's path know it. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 24;
/** What the complete call accepts as an id (src/lib/api/checkout.ts), so the page and the call agree. */
export const TEST_PAYMENT_ID = /^tp_[A-Za-z0-9]{8,40}$/;

/** A webhook older than this is refused (a replayed capture); one from the future only within a clock's drift. */
const MAX_AGE_S = 5 * 60;
const MAX_SKEW_S = 60;
/** A webhook body is `{ "id": "tp_…" }`: a few dozen bytes; anything much larger is not ours. */
const MAX_BODY_BYTES = 1024;

const OUTCOME_STATUS: Record<TestOutcome, PaymentStatus> = { paid: 'paid', failed: 'failed', cancelled: 'canceled', expired: 'expired' };
const STATUSES: readonly PaymentStatus[] = ['open', 'paid', 'failed', 'canceled', 'expired'];

export type TestProviderOptions = {
  /** The key webhooks are signed with (PAYMENT_WEBHOOK_SECRET). */
  secret: string;
  /** The handle the book is kept on; default the shop's database. */
  database?: () => Promise<Queryable>;
  /** How long one delivery of a webhook may take. */
  webhookTimeoutMs?: number;
  /** The waits before the second and third try of a delivery. */
  webhookRetryDelaysMs?: readonly number[];
};

export function newTestPaymentId(): string {
  let id = 'tp_';
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** The signature header for a body sent at `timestamp` (unix seconds). */
export function signTestWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

const hmac = (secret: string, timestamp: number, rawBody: string) => createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

// ---------------------------------------------------------------------------------------------
// The book

type Row = typeof testProviderPayments.$inferSelect;

const toPayment = (row: Row): TestPayment => ({
  id: row.id,
  orderNumber: row.orderNumber,
  amountCents: row.amountCents,
  description: row.description,
  method: row.method,
  locale: row.locale as Locale,
  redirectUrl: row.redirectUrl,
  webhookUrl: row.webhookUrl,
  status: (STATUSES as readonly string[]).includes(row.status) ? (row.status as PaymentStatus) : 'open',
});

export async function loadTestPayment(db: Queryable, id: string): Promise<TestPayment | null> {
  const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id)).limit(1);
  return row ? toPayment(row) : null;
}

async function insertTestPayment(db: Queryable, payment: TestPayment): Promise<void> {
  await db.insert(testProviderPayments).values(payment);
}

/**
 * Moves an open payment to its final status, and only an open one: the condition is in the
 * UPDATE itself, so two completions at the same moment cannot both win. Null when the payment
 * was no longer open (or is unknown).
 */
async function finishTestPayment(db: Queryable, id: string, status: PaymentStatus): Promise<TestPayment | null> {
  const [row] = await db
    .update(testProviderPayments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(testProviderPayments.id, id), eq(testProviderPayments.status, 'open')))
    .returning();
  return row ? toPayment(row) : null;
}

// ---------------------------------------------------------------------------------------------
// The provider

export class TestProvider implements PaymentProvider {
  readonly name = 'test';
  readonly #secret: string;
  readonly #database: () => Promise<Queryable>;
  readonly #timeoutMs: number;
  readonly #retryDelaysMs: readonly number[];

  constructor(options: TestProviderOptions) {
    this.#secret = options.secret;
    this.#database = options.database ?? db;
    this.#timeoutMs = options.webhookTimeoutMs ?? 5000;
    this.#retryDelaysMs = options.webhookRetryDelaysMs ?? [1000, 3000];
  }

  async createPayment(payment: NewPayment): Promise<StartedPayment> {
    if (!Number.isInteger(payment.amountCents) || payment.amountCents < 1)
      throw new PaymentProviderError(`test provider: amount ${payment.amountCents} refused`);
    if (!isWebUrl(payment.webhookUrl) || !isWebUrl(payment.redirectUrl))
      throw new PaymentProviderError('test provider: the webhook and redirect URLs must be absolute http(s) URLs');
    const origin = new URL(payment.webhookUrl).origin;
    const started: TestPayment = {
      id: newTestPaymentId(),
      orderNumber: payment.orderNumber,
      amountCents: payment.amountCents,
      description: payment.description,
      method: payment.method,
      locale: payment.locale,
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      status: 'open',
    };
    await insertTestPayment(await this.#database(), started);
    // The hosted page is the shop's own (the provider has no host of its own); the webhook's
    // origin is the shop's origin as the orders side sees it.
    return { id: started.id, checkoutUrl: `${origin}/payments/test/${started.id}/`, status: 'open' };
  }

  async getPayment(id: string): Promise<PaymentFacts> {
    const payment = await this.payment(id);
    if (!payment) throw new PaymentProviderError(`test provider: no payment ${id}`);
    return { id: payment.id, status: payment.status, amountCents: payment.amountCents, method: payment.method };
  }

  /** The payment as the hosted page shows it, or null when the book has no such id. */
  async payment(id: string): Promise<TestPayment | null> {
    if (!TEST_PAYMENT_ID.test(id)) return null;
    return loadTestPayment(await this.#database(), id);
  }

  /**
   * The shopper's choice on the hosted page: an open payment moves to the outcome and the shop
   * is told by webhook, after this answers (as a real provider does, in the background; a
   * delivery that fails three times is logged, never the shopper's problem). A payment already
   * final keeps its status and is answered as it is, without a new webhook. Null: no such id.
   */
  async complete(id: string, outcome: TestOutcome): Promise<TestCompletion | null> {
    if (!TEST_PAYMENT_ID.test(id)) return null;
    const handle = await this.#database();
    const finished = await finishTestPayment(handle, id, OUTCOME_STATUS[outcome]);
    if (finished) {
      afterAnswer(`test provider webhook for ${finished.id}`, this.deliverWebhook(finished));
      return { status: finished.status, redirectUrl: finished.redirectUrl };
    }
    const current = await loadTestPayment(handle, id);
    return current ? { status: current.status, redirectUrl: current.redirectUrl } : null;
  }

  /**
   * Posts `{ id }` to the payment's webhook URL, signed; up to three tries, each within the
   * timeout, with a short wait between them. Each try is signed afresh, so a late try is not
   * refused as old. Rejects after the last failed try (afterAnswer logs it).
   */
  async deliverWebhook(payment: Pick<TestPayment, 'id' | 'webhookUrl'>): Promise<void> {
    const body = JSON.stringify({ id: payment.id });
    let problem = '';
    for (let attempt = 0; attempt <= this.#retryDelaysMs.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, this.#retryDelaysMs[attempt - 1]));
      try {
        const response = await fetch(payment.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestWebhook(this.#secret, unixNow(), body) },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(this.#timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return;
        problem = `answered ${response.status}`;
      } catch (err) {
        problem = err instanceof Error ? err.message : String(err);
      }
    }
    throw new Error(`delivery to ${payment.webhookUrl} gave up after ${this.#retryDelaysMs.length + 1} tries: ${problem}`);
  }

  /**
   * The payment id of a webhook this provider sent, or null. The signature proves the request
   * came from someone holding the secret and that its body is the one signed; the timestamp
   * bounds how long a captured webhook can be replayed. A replay within those five minutes is
   * harmless all the same: the orders side asks getPayment for the status and never takes it
   * from the webhook, so a repeated webhook only makes it ask again. Reads the request's body.
   */
  async webhookPaymentId(request: Request): Promise<string | null> {
    const header = request.headers.get(TEST_SIGNATURE_HEADER);
    if (!header) return null;
    const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
    const t = parts.get('t');
    const v1 = parts.get('v1');
    if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null;
    const timestamp = Number(t);
    const now = unixNow();
    if (now - timestamp > MAX_AGE_S || timestamp - now > MAX_SKEW_S) return null;
    let raw: string;
    try {
      raw = await request.text();
    } catch {
      return null;
    }
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return null;
    const expected = Buffer.from(hmac(this.#secret, timestamp, raw), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return null;
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return null;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length !== 1) return null;
    const id = (body as { id?: unknown }).id;
    return typeof id === 'string' && TEST_PAYMENT_ID.test(id) ? id : null;
  }
}

const unixNow = () => Math.floor(Date.now() / 1000);

const isWebUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
