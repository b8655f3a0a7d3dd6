/**
 * The checkout's delivery and payment methods (docs/checkout.md, calls): the methods per
 * destination, the steps that save the shopper's choice, and the answers listing them.
 * Money leaves the server as euro amounts with two decimals, computed in cents.
 */
import * as z from 'zod/mini';
import { euros, jsonObject, query, report, request } from '../common.ts';
import { methodId } from './method-id.ts';

/** A two-letter country in a query; absent or empty means none given. */
const countryQuery = z.pipe(
  z.optional(z.string()),
  z.transform((value, ctx): string | null => {
    if (value === undefined || value.trim() === '') return null;
    const code = value.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code)) return report(ctx, 'order.errors.countryUnknown');
    return code;
  }),
);

/** GET /api/payment/methods?country=XX: the methods that take payments from that country (all when none given). */
export const paymentMethodsRequest = request({ query: query({ country: countryQuery }) });

/** GET /api/checkout/delivery-methods?country=XX. */
export const deliveryMethodsRequest = request({ query: query({ country: countryQuery }) });

/** POST /api/checkout/delivery `{ delivery_method }`. */
export const deliveryRequest = request({
  body: jsonObject(z.object({ delivery_method: methodId('order.errors.deliveryMethodRequired') })),
});

/** POST /api/checkout/payment `{ payment_method }`. */
export const paymentRequest = request({
  body: jsonObject(z.object({ payment_method: methodId('order.errors.paymentMethodRequired') })),
});

export const paymentMethodJson = z.strictObject({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  brand: z.strictObject({ image: z.string() }),
});
export type PaymentMethodJson = z.infer<typeof paymentMethodJson>;
export const paymentMethodsAnswer = z.strictObject({ methods: z.array(paymentMethodJson) });

export const deliveryMethodJson = z.strictObject({
  id: z.string(),
  name: z.string(),
  carrier: z.string(),
  pickup: z.boolean(),
  /** What it costs now for this cart (0 when free), excl. and incl. VAT. */
  price: euros,
  price_with_tax: euros,
  /** Goods total (incl. VAT, after discount) from which it is free; null: never free. */
  free_from: z.nullable(euros),
  /** Working days after shipping. */
  days: z.strictObject({ min: z.int(), max: z.int() }),
});
export type DeliveryMethodJson = z.infer<typeof deliveryMethodJson>;
export const deliveryMethodsAnswer = z.strictObject({ methods: z.array(deliveryMethodJson) });
