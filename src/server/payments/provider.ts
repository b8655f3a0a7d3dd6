/**
 * The one interface every payment provider is reached through (docs/payments.md). The orders
 * module never talks to a provider's API itself: it asks the active provider to start a
 * payment, and when a webhook arrives it asks the provider for the payment's status instead of
 * believing the webhook's body.
 */
import type { Locale } from '#src/lib/locales.ts';

/** A payment's status as the shop understands it (Mollie's words; `open` covers pending and authorized). */
export type PaymentStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];

export type NewPayment = {
  /** The shop's order number, shown to the shopper by the provider. */
  orderNumber: string;
  /** Amount to pay, incl. VAT, in euro cents. */
  amountCents: number;
  description: string;
  /** The shop's payment method id (payment_methods.id: ideal, bancontact, creditcard, paypal, …). */
  method: string;
  locale: Locale;
  /** Where the provider sends the shopper back after paying (or not). */
  redirectUrl: string;
  /** Where the provider reports a change of the payment. */
  webhookUrl: string;
};

export type StartedPayment = { id: string; checkoutUrl: string; status: PaymentStatus };

export type PaymentFacts = { id: string; status: PaymentStatus; amountCents: number; method: string | null };

export interface PaymentProvider {
  /** `test` (built in) or `mollie`. */
  readonly name: string;
  createPayment(payment: NewPayment): Promise<StartedPayment>;
  /** The payment's status as the provider knows it now. */
  getPayment(id: string): Promise<PaymentFacts>;
  /**
   * Reads a webhook request and answers the id of the payment it is about, or null when the
   * request is not one of this provider's (forged, unsigned, malformed). The id is only a hint
   * of which payment to ask about; its status always comes from getPayment.
   */
  webhookPaymentId(request: Request): Promise<string | null>;
}

/** Thrown by a provider that cannot be reached or refuses; the caller answers 502/503 and changes nothing. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
