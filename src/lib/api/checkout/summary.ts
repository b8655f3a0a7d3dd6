/**
 * The checkout's summary (docs/checkout.md, calls): the priced order as the review shows it and
 * the answer of every step's save. Money leaves the server as euro amounts with two decimals,
 * computed in cents.
 */
import * as z from 'zod/mini';
import { euros } from '../common.ts';
import { informationJson } from './information.ts';

export const VAT_CHECKS = ['valid', 'invalid', 'unavailable'] as const;

export const summaryLineJson = z.strictObject({
  product_id: z.int(),
  name: z.string(),
  sku: z.string(),
  quantity: z.int(),
  image: z.nullable(z.string()),
  unit_price: euros,
  unit_price_with_tax: euros,
  total: euros,
  total_with_tax: euros,
  parts: z.array(z.strictObject({ name: z.string(), quantity: z.int() })),
});

export const summaryJson = z.strictObject({
  country: z.string(),
  reverse_charge: z.boolean(),
  vat_check: z.nullable(z.enum(VAT_CHECKS)),
  lines: z.array(summaryLineJson),
  coupon: z.nullable(z.strictObject({ code: z.string(), discount: euros, discount_with_tax: euros })),
  subtotal: euros,
  subtotal_with_tax: euros,
  discount: euros,
  discount_with_tax: euros,
  shipping: z.nullable(z.strictObject({ method: z.string(), name: z.string(), price: euros, price_with_tax: euros })),
  /** VAT per rate (percent, e.g. 21). */
  vat: z.array(z.strictObject({ rate: z.number(), base: euros, amount: euros })),
  total: euros,
  total_without_tax: euros,
  total_tax: euros,
  /** The delivery promise: shipping day and delivery window as dates (YYYY-MM-DD) in the shop's time zone. */
  delivery: z.nullable(z.strictObject({ ship_date: z.string(), from: z.string(), to: z.string() })),
});
export type SummaryJson = z.infer<typeof summaryJson>;

/** GET /api/checkout/summary and the answer of every step's save: what is saved, which steps are complete, and the priced order as it would be placed now. */
export const checkoutAnswer = z.strictObject({
  draft: z.strictObject({
    information: z.nullable(informationJson),
    delivery_method: z.nullable(z.string()),
    payment_method: z.nullable(z.string()),
  }),
  steps: z.strictObject({ information: z.boolean(), delivery: z.boolean(), payment: z.boolean() }),
  /** Null when the cart is empty. */
  summary: z.nullable(summaryJson),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;
