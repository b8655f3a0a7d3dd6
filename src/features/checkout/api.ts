/**
 * The checkout's calls from the browser (docs/checkout.md, calls), each answer parsed with its
 * schema from src/lib/api/checkout.ts. Failures are values: the status, the server's message
 * (already in the page's language: the client sends X-Locale) and the first problem of each field.
 */
import * as z from 'zod/mini';
import { apiCall, setApiLocale, type ApiResult } from '../http/api.ts';
// A customer's calls carry the login: the auth store hands the client its token when it loads.
import '../auth/store.ts';
import {
  checkoutAnswer,
  deliveryMethodsAnswer,
  orderAnswer,
  payAgainAnswer,
  paymentMethodsAnswer,
  placedOrderAnswer,
  summaryJson,
  type CheckoutAnswer,
  type DeliveryMethodJson,
  type InformationJson,
  type OrderJson,
  type PaymentMethodJson,
  type PlacedOrderAnswer,
  type SummaryJson,
} from '#src/lib/api/checkout.ts';
import type { Locale } from '#src/lib/locales.ts';

export type FieldErrors = Record<string, string>;

export type Failure = {
  ok: false;
  /** 0 when the shop did not answer. */
  status: number;
  message: string | null;
  fields: FieldErrors;
  /** A 409 of the placing call may carry the order's new figures. */
  summary: SummaryJson | null;
};
export type Outcome<T> = { ok: true; data: T } | Failure;

/** The language of the server's messages: the page's. */
export function speak(locale: Locale): void {
  setApiLocale(locale);
}

function failure(result: { status: number; message: string | null; data: Record<string, unknown> | null }): Failure {
  const fields: FieldErrors = {};
  const errors = result.data?.errors;
  if (errors && typeof errors === 'object') {
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') fields[field] = messages[0];
      else if (typeof messages === 'string') fields[field] = messages;
    }
  }
  const summary = z.safeParse(summaryJson, result.data?.summary);
  return { ok: false, status: result.status, message: result.message, fields, summary: summary.success ? summary.data : null };
}

/** An answer that does not parse is treated like a failed call: the screen keeps what it shows. */
function parsed<T>(result: ApiResult<unknown>, schema: z.ZodMiniType<T>): Outcome<T> {
  if (!result.ok) return failure(result);
  const answer = z.safeParse(schema, result.data);
  if (answer.success) return { ok: true, data: answer.data };
  console.error('[checkout] unexpected answer:', answer.error.issues[0]);
  return { ok: false, status: result.status, message: null, fields: {}, summary: null };
}

export const loadSummary = async (): Promise<Outcome<CheckoutAnswer>> =>
  parsed(await apiCall('GET', '/api/checkout/summary', { retryable: true }), checkoutAnswer);

/** The details as the information call and the placing call take them (the draft's own shape). */
export type InformationBody = Omit<InformationJson, 'billing_address'> & {
  billing_address: (InformationJson['address'] & { firstname?: string; lastname?: string; company?: string | null }) | null;
};

export const saveInformation = async (body: InformationBody): Promise<Outcome<CheckoutAnswer>> =>
  parsed(await apiCall('POST', '/api/checkout/information', { body }), checkoutAnswer);

export const saveDelivery = async (method: string): Promise<Outcome<CheckoutAnswer>> =>
  parsed(await apiCall('POST', '/api/checkout/delivery', { body: { delivery_method: method } }), checkoutAnswer);

export const savePayment = async (method: string): Promise<Outcome<CheckoutAnswer>> =>
  parsed(await apiCall('POST', '/api/checkout/payment', { body: { payment_method: method } }), checkoutAnswer);

export const loadDeliveryMethods = async (country: string): Promise<Outcome<DeliveryMethodJson[]>> => {
  const outcome = parsed(
    await apiCall('GET', `/api/checkout/delivery-methods?country=${encodeURIComponent(country)}`, { retryable: true }),
    deliveryMethodsAnswer,
  );
  return outcome.ok ? { ok: true, data: outcome.data.methods } : outcome;
};

export const loadPaymentMethods = async (country: string): Promise<Outcome<PaymentMethodJson[]>> => {
  const outcome = parsed(await apiCall('GET', `/api/payment/methods?country=${encodeURIComponent(country)}`, { retryable: true }), paymentMethodsAnswer);
  return outcome.ok ? { ok: true, data: outcome.data.methods } : outcome;
};

export type PlaceOrderBody = InformationBody & { delivery_method: string; payment_method: string; terms: true; expected_total: number };

/** Safe to repeat: the Idempotency-Key makes a repeat answer the same order. */
export const placeOrder = async (body: PlaceOrderBody, key: string): Promise<Outcome<PlacedOrderAnswer>> =>
  parsed(await apiCall('POST', '/api/checkout/orders', { body, retryable: true, headers: { 'Idempotency-Key': key } }), placedOrderAnswer);

const orderPath = (number: string) => `/api/checkout/orders/${encodeURIComponent(number)}`;
const accessHeaders = (token: string | null): Record<string, string> | undefined => (token ? { 'X-Order-Token': token } : undefined);

export const readOrder = async (number: string, token: string | null, signal?: AbortSignal): Promise<Outcome<OrderJson>> => {
  const outcome = parsed(await apiCall('GET', orderPath(number), { headers: accessHeaders(token), signal }), orderAnswer);
  return outcome.ok ? { ok: true, data: outcome.data.order } : outcome;
};

export const payAgain = async (number: string, method: string | null, token: string | null): Promise<Outcome<{ redirect_url: string }>> => {
  const outcome = parsed(
    await apiCall('POST', `${orderPath(number)}/pay`, { body: method ? { payment_method: method } : {}, headers: accessHeaders(token) }),
    payAgainAnswer,
  );
  return outcome.ok ? { ok: true, data: outcome.data.payment } : outcome;
};

export const cancelOrder = async (number: string, token: string | null): Promise<Outcome<OrderJson>> => {
  const outcome = parsed(await apiCall('POST', `${orderPath(number)}/cancel`, { body: {}, headers: accessHeaders(token) }), orderAnswer);
  return outcome.ok ? { ok: true, data: outcome.data.order } : outcome;
};

/** A new key for each placing of an order (repeats of one placing reuse it). */
export function idempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
