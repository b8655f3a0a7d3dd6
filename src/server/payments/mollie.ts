/**
 * Mollie behind the shop's payment interface (docs/payments.md, Mollie), through Mollie's own
 * client. The shop's method ids are Mollie's (ideal, bancontact, creditcard, …); amounts go out
 * as euro strings with two decimals; the shopper's language picks the hosted page's.
 */
import { createMollieClient, Locale as MollieLocale, MollieApiError, PaymentMethod, type MollieClient, type Payment } from '@mollie/api-client';
import type { Locale } from '#src/lib/locales.ts';
import { toDecimal } from '#src/lib/money.ts';
import { PaymentProviderError, type NewPayment, type PaymentFacts, type PaymentProvider, type PaymentStatus, type StartedPayment } from './provider.ts';

export type MollieProviderOptions = {
  /** MOLLIE_API_KEY: test_… or live_…. */
  apiKey: string;
  /**
   * MOLLIE_API_URL: another root of the API (`https://…/v2/`), a fake of it. The client's
   * `apiEndpoint` option; it reaches it through its own HTTPS agent only (plain http fails).
   */
  apiUrl?: string;
  /** How long one call may take in all, the client's own retries of a 5xx included. */
  timeoutMs?: number;
};

const LOCALES: Record<Locale, MollieLocale> = { en: MollieLocale.en_US, nl: MollieLocale.nl_NL, de: MollieLocale.de_DE };

/**
 * Mollie's statuses in the shop's words: pending (the bank is busy) and authorized (a capture
 * still to come) are still open to the shop; only paid is money.
 */
export const MOLLIE_STATUSES: Readonly<Record<string, PaymentStatus>> = {
  open: 'open',
  pending: 'open',
  authorized: 'open',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** A Mollie payment id as its webhook names it. */
export const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{4,32}$/;

const MOLLIE_METHODS = new Set<string>(Object.values(PaymentMethod));

/** A webhook body is `id=tr_…`; anything much larger is not Mollie's. */
const MAX_BODY_BYTES = 1024;

export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie';
  readonly #client: MollieClient;
  readonly #timeoutMs: number;

  constructor(options: MollieProviderOptions) {
    this.#client = createMollieClient({ apiKey: options.apiKey, ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}) });
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createPayment(payment: NewPayment): Promise<StartedPayment> {
    // A method Mollie does not offer (the shop's `sofort`, which Mollie ended) would be refused
    // and leave the order unpayable; without one the shopper picks a method on Mollie's page.
    const method = MOLLIE_METHODS.has(payment.method) ? (payment.method as PaymentMethod) : undefined;
    if (!method) console.warn(`[payments] Mollie offers no method ${payment.method}; order ${payment.orderNumber} lets the shopper choose on Mollie's page`);
    const created = await this.#call('create a payment', () =>
      this.#client.payments.create({
        amount: { currency: 'EUR', value: toDecimal(payment.amountCents) },
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        webhookUrl: payment.webhookUrl,
        ...(method ? { method } : {}),
        locale: LOCALES[payment.locale],
        metadata: { order_number: payment.orderNumber },
      }),
    );
    const checkoutUrl = created.getCheckoutUrl();
    if (!checkoutUrl) throw new PaymentProviderError(`Mollie: payment ${created.id} came without a checkout link`);
    return { id: created.id, checkoutUrl, status: statusOf(created) };
  }

  async getPayment(id: string): Promise<PaymentFacts> {
    if (!MOLLIE_PAYMENT_ID.test(id)) throw new PaymentProviderError(`Mollie: ${id} is no payment id`);
    const payment = await this.#call(`read payment ${id}`, () => this.#client.payments.get(id));
    return { id: payment.id, status: statusOf(payment), amountCents: centsOf(payment), method: payment.method ?? null };
  }

  /**
   * Mollie posts `id=tr_…` as a form, unsigned: the id is only a hint of which payment to ask
   * about, and its status comes from getPayment, so a forged webhook learns and changes nothing.
   */
  async webhookPaymentId(request: Request): Promise<string | null> {
    const type = (request.headers.get('content-type') ?? '').toLowerCase();
    if (!type.startsWith('application/x-www-form-urlencoded')) return null;
    let raw: string;
    try {
      raw = await request.text();
    } catch {
      return null;
    }
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return null;
    const id = new URLSearchParams(raw).get('id');
    return id !== null && MOLLIE_PAYMENT_ID.test(id) ? id : null;
  }

  /**
   * One call to Mollie: whatever goes wrong (network, 4xx, 5xx after the client's own retries,
   * an answer too late) is a PaymentProviderError. The client has no timeout of its own; past
   * ours its request is left to finish unheard.
   */
  async #call<T>(action: string, work: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PaymentProviderError(`Mollie: ${action}: no answer within ${this.#timeoutMs} ms`)), this.#timeoutMs);
    });
    try {
      return await Promise.race([work(), late]);
    } catch (err) {
      if (err instanceof PaymentProviderError) throw err;
      if (err instanceof MollieApiError) {
        throw new PaymentProviderError(`Mollie: ${action}: ${err.statusCode ?? 'no answer'} ${err.message}`, { cause: err });
      }
      throw new PaymentProviderError(`Mollie: ${action}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
  }
}

function statusOf(payment: Payment): PaymentStatus {
  const status = MOLLIE_STATUSES[payment.status];
  if (!status) throw new PaymentProviderError(`Mollie: payment ${payment.id} has the unknown status ${payment.status}`);
  return status;
}

function centsOf(payment: Payment): number {
  const { currency, value } = payment.amount;
  if (currency !== 'EUR' || !/^\d+\.\d{2}$/.test(value)) throw new PaymentProviderError(`Mollie: payment ${payment.id} has the amount ${currency} ${value}`);
  return Number(value.replace('.', ''));
}
