/**
 * The checkout's calls from the browser (docs/checkout.md, calls). Each answer is checked for
 * what the screens read before it is used, as the page-wide stores check theirs: the answer
 * schemas of src/lib/api/checkout.ts would put zod into a chunk the search island shares, over
 * the pages' budget (docs/http-edge.md, what is validated where); the server checks every answer
 * against them in development and tests. Failures are values: the status, the server's message
 * (already in the page's language: the client sends X-Locale) and the first problem of each field.
 */
import { apiCall, setApiLocale, usable, type ApiResult } from '../http/api.ts';
// A customer's calls carry the login: the auth store hands the client its token when it loads.
import '../auth/store.ts';
import type {
  CheckoutAnswer,
  DeliveryMethodJson,
  InformationJson,
  OrderJson,
  PaymentMethodJson,
  PlacedOrderAnswer,
  SummaryJson,
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
  const summary = result.data?.summary;
  return { ok: false, status: result.status, message: result.message, fields, summary: isSummary(summary) ? summary : null };
}

// What the screens read of each answer.
const record = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSummary = (value: unknown): value is SummaryJson =>
  record(value) && Array.isArray(value.lines) && Array.isArray(value.vat) && typeof value.total === 'number' && typeof value.country === 'string';
const isCheckout = (value: unknown): boolean =>
  record(value) && record(value.draft) && record(value.steps) && (value.summary === null || isSummary(value.summary));
const hasMethods = (value: unknown): boolean =>
  record(value) && Array.isArray(value.methods) && value.methods.every((m) => record(m) && typeof m.id === 'string' && typeof m.name === 'string');
const isOrder = (value: unknown): boolean =>
  record(value) && typeof value.number === 'string' && typeof value.status === 'string' && typeof value.can_pay === 'boolean' && isSummary(value.summary);
const hasRedirect = (value: unknown): boolean => record(value) && typeof value.redirect_url === 'string';
const isPlaced = (value: unknown): boolean =>
  record(value) && record(value.order) && typeof value.order.number === 'string' && typeof value.order.access_token === 'string' && hasRedirect(value.payment);

/** An answer without what the screen reads is treated like a failed call: the screen keeps what it shows. */
function parsed<T>(result: ApiResult<unknown>, reads: (data: unknown) => boolean): Outcome<T> {
  const checked = usable<T>(result, reads, 'checkout');
  return checked.ok ? { ok: true, data: checked.data } : failure(checked);
}

export const loadSummary = async (): Promise<Outcome<CheckoutAnswer>> => parsed(await apiCall('GET', '/api/checkout/summary', { retryable: true }), isCheckout);

/** The details as the information call and the placing call take them (the draft's own shape). */
export type InformationBody = Omit<InformationJson, 'billing_address'> & {
  billing_address: (InformationJson['address'] & { firstname?: string; lastname?: string; company?: string | null }) | null;
};

export const saveInformation = async (body: InformationBody): Promise<Outcome<CheckoutAnswer>> =>
  parsed(await apiCall('POST', '/api/checkout/information', { body }), isCheckout);

export const saveDelivery = async (method: string): Promise<Outcome<CheckoutAnswer>> =>
  parsed(await apiCall('POST', '/api/checkout/delivery', { body: { delivery_method: method } }), isCheckout);

export const savePayment = async (method: string): Promise<Outcome<CheckoutAnswer>> =>
  parsed(await apiCall('POST', '/api/checkout/payment', { body: { payment_method: method } }), isCheckout);

export const loadDeliveryMethods = async (country: string): Promise<Outcome<DeliveryMethodJson[]>> => {
  const outcome = parsed<{ methods: DeliveryMethodJson[] }>(
    await apiCall('GET', `/api/checkout/delivery-methods?country=${encodeURIComponent(country)}`, { retryable: true }),
    hasMethods,
  );
  return outcome.ok ? { ok: true, data: outcome.data.methods } : outcome;
};

export const loadPaymentMethods = async (country: string): Promise<Outcome<PaymentMethodJson[]>> => {
  const outcome = parsed<{ methods: PaymentMethodJson[] }>(
    await apiCall('GET', `/api/payment/methods?country=${encodeURIComponent(country)}`, { retryable: true }),
    hasMethods,
  );
  return outcome.ok ? { ok: true, data: outcome.data.methods } : outcome;
};

export type PlaceOrderBody = InformationBody & { delivery_method: string; payment_method: string; terms: true; expected_total: number };

/** Safe to repeat: the Idempotency-Key makes a repeat answer the same order. */
export const placeOrder = async (body: PlaceOrderBody, key: string): Promise<Outcome<PlacedOrderAnswer>> =>
  parsed(await apiCall('POST', '/api/checkout/orders', { body, retryable: true, headers: { 'Idempotency-Key': key } }), isPlaced);

const orderPath = (number: string) => `/api/checkout/orders/${encodeURIComponent(number)}`;
const accessHeaders = (token: string | null): Record<string, string> | undefined => (token ? { 'X-Order-Token': token } : undefined);

export const readOrder = async (number: string, token: string | null, signal?: AbortSignal): Promise<Outcome<OrderJson>> => {
  const outcome = parsed<{ order: OrderJson }>(
    await apiCall('GET', orderPath(number), { headers: accessHeaders(token), signal }),
    (data) => record(data) && isOrder(data.order),
  );
  return outcome.ok ? { ok: true, data: outcome.data.order } : outcome;
};

export const payAgain = async (number: string, method: string | null, token: string | null): Promise<Outcome<{ redirect_url: string }>> => {
  const outcome = parsed<{ payment: { redirect_url: string } }>(
    await apiCall('POST', `${orderPath(number)}/pay`, { body: method ? { payment_method: method } : {}, headers: accessHeaders(token) }),
    (data) => record(data) && hasRedirect(data.payment),
  );
  return outcome.ok ? { ok: true, data: outcome.data.payment } : outcome;
};

export const cancelOrder = async (number: string, token: string | null): Promise<Outcome<OrderJson>> => {
  const outcome = parsed<{ order: OrderJson }>(
    await apiCall('POST', `${orderPath(number)}/cancel`, { body: {}, headers: accessHeaders(token) }),
    (data) => record(data) && isOrder(data.order),
  );
  return outcome.ok ? { ok: true, data: outcome.data.order } : outcome;
};

/** A new key for each placing of an order (repeats of one placing reuse it). */
export function idempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
