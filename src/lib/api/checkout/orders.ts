/**
 * The checkout's orders (docs/checkout.md, calls): placing an order, reading it back, paying
 * again and cancelling, their requests and answers. Money leaves the server as euro amounts with
 * two decimals, computed in cents.
 */
import * as z from 'zod/mini';
import { euros, form, headers, jsonObject, report, request, timestamp } from '../common.ts';
import { informationFields, type CheckoutInformation, type CountryCheck } from './information.ts';
import { methodId } from './method-id.ts';
import { summaryJson } from './summary.ts';

/** An Idempotency-Key: what a client generates (a UUID or similar), 8 to 64 safe characters. */
const idempotencyKey = z.pipe(
  z.optional(z.string()),
  z.transform((value, ctx): string | null => {
    if (value === undefined) return null;
    if (!/^[A-Za-z0-9_.:-]{8,64}$/.test(value)) return report(ctx, 'order.errors.idempotencyKeyInvalid');
    return value;
  }),
);

export type PlaceOrderBody = CheckoutInformation & {
  deliveryMethod: string;
  paymentMethod: string;
  /** The total incl. VAT the shopper saw on the review, in cents; a different total now is a 409. */
  expectedTotalCents: number | null;
};

/**
 * POST /api/checkout/orders: the details again (the server trusts nothing it saved), the
 * delivery and payment method, the accepted terms, and optionally the total the review showed.
 */
export const placeOrderRequestWith = /* @__NO_SIDE_EFFECTS__ */ (countryExists: CountryCheck) =>
  request({
    headers: headers({ 'idempotency-key': idempotencyKey }),
    body: jsonObject(
      form(async (f): Promise<PlaceOrderBody> => {
        const information = await informationFields(countryExists)(f);
        const deliveryMethod = f.field('delivery_method', methodId('order.errors.deliveryMethodRequired'), '');
        const paymentMethod = f.field('payment_method', methodId('order.errors.paymentMethodRequired'), '');
        if (f.raw.terms !== true) f.problem('terms', 'order.errors.termsRequired');
        const expected = f.raw.expected_total;
        let expectedTotalCents: number | null = null;
        if (expected !== undefined && expected !== null) {
          if (typeof expected !== 'number' || !Number.isFinite(expected) || expected < 0 || expected > 10_000_000)
            f.problem('expected_total', 'order.errors.totalInvalid');
          else expectedTotalCents = Math.round(expected * 100);
        }
        return { ...information, deliveryMethod, paymentMethod, expectedTotalCents };
      }),
    ),
  });

/** An order number in a path: FR-2026-000123; anything else names no order (404). */
const orderNumber = z.pipe(
  z.optional(z.unknown()),
  z.transform((value, ctx): string => {
    if (typeof value !== 'string' || !/^[A-Z]{2}-\d{4}-\d{6,9}$/.test(value)) return report(ctx, 'order.errors.notFound', { params: { status: 404 } });
    return value;
  }),
);

const orderToken = z.pipe(
  z.optional(z.string()),
  z.transform((value): string | null => (value && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null)),
);

/** GET /api/checkout/orders/{number} with `X-Order-Token` (or the owner's bearer). */
export const orderRequest = request({ params: z.object({ number: orderNumber }), headers: headers({ 'x-order-token': orderToken }) });

/** POST /api/checkout/orders/{number}/pay `{ payment_method? }`: a new payment for an order still awaiting one. */
export const payAgainRequest = request({
  params: z.object({ number: orderNumber }),
  headers: headers({ 'x-order-token': orderToken }),
  body: jsonObject(z.object({ payment_method: z.optional(methodId('order.errors.paymentMethodRequired')) })),
});

/** POST /api/checkout/orders/{number}/cancel: the shopper gives up an unpaid order. */
export const cancelOrderRequest = request({ params: z.object({ number: orderNumber }), headers: headers({ 'x-order-token': orderToken }) });

export const placedOrderAnswer = z.strictObject({
  order: z.strictObject({
    number: z.string(),
    status: z.string(),
    total: euros,
    total_tax: euros,
    reverse_charge: z.boolean(),
    access_token: z.string(),
  }),
  payment: z.strictObject({ redirect_url: z.string() }),
  gtm_event: z.optional(z.unknown()),
});
export type PlacedOrderAnswer = z.infer<typeof placedOrderAnswer>;

export const orderJson = z.strictObject({
  number: z.string(),
  status: z.string(),
  placed_at: timestamp,
  email: z.string(),
  locale: z.string(),
  reverse_charge: z.boolean(),
  payment_method: z.nullable(z.string()),
  /** The latest payment attempt's status: open, paid, failed, canceled, expired. */
  payment_status: z.nullable(z.string()),
  /** The shopper may start a new payment (awaiting payment, attempts left). */
  can_pay: z.boolean(),
  summary: summaryJson,
  invoice_url: z.nullable(z.string()),
  gtm_event: z.optional(z.unknown()),
});
export type OrderJson = z.infer<typeof orderJson>;
export const orderAnswer = z.strictObject({ order: orderJson });

export const payAgainAnswer = z.strictObject({ payment: z.strictObject({ redirect_url: z.string() }) });
