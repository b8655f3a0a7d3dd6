/**
 * The checkout's calls (docs/checkout.md, calls): payment and delivery methods per destination,
 * the steps a shopper saves (details, delivery, payment), the summary the review shows,
 * placing an order, reading it back, paying again, and the test provider's hosted page.
 * Money leaves the server as euro amounts with two decimals, computed in cents.
 */
import * as z from 'zod/mini';
import { checkPostcode } from '../checkout/postcodes.ts';
import { parseVatNumber } from '../checkout/vat-number.ts';
import { emailFormat, normalizeEmail } from './auth.ts';
import { euros, form, hasControl, headers, jsonObject, optionalText, query, report, request, requiredText, timestamp, type FormReader } from './common.ts';

export const CUSTOMER_TYPES = ['individual', 'organization'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Digits, spaces and the usual separators, with an optional leading +; 6 to 15 digits (E.164). */
const PHONE = /^\+?[0-9 ()./-]{6,24}$/;
const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** A country code the shop knows (the server asks its countries table). */
export type CountryCheck = (id: string) => Promise<boolean>;

export type CheckoutAddress = { street: string; houseNumber: string; postcode: string; city: string; country: string };
export type BillingAddress = CheckoutAddress & { firstname: string; lastname: string; company: string | null };

export type CheckoutInformation = {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  customerType: CustomerType;
  company: string | null;
  /** Normalised with its country prefix (BE0123456789), or null. */
  vatNumber: string | null;
  address: CheckoutAddress;
  /** Null: the same as the delivery address. */
  billingAddress: BillingAddress | null;
};

async function readAddress(f: FormReader, prefix: string, raw: unknown, countryExists: CountryCheck): Promise<CheckoutAddress> {
  const a = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const field = <S extends z.ZodMiniType>(name: string, schema: S, fallback: string): string => {
    const parsed = z.safeParse(schema, a[name]);
    if (parsed.success) return parsed.data as string;
    f.problem(`${prefix}.${name}`, parsed.error.issues[0]?.message ?? 'order.errors.required');
    return fallback;
  };
  const street = field('street', requiredText(100, 'order.errors.streetRequired'), '');
  const houseNumber = field('house_number', requiredText(20, 'order.errors.houseNumberRequired'), '');
  const country = field('country', requiredText(2, 'order.errors.countryRequired'), '').toUpperCase();
  const countryKnown = /^[A-Z]{2}$/.test(country) && (await countryExists(country));
  if (!f.has(`${prefix}.country`) && !countryKnown) f.problem(`${prefix}.country`, 'order.errors.countryUnknown');
  let postcode = field('postcode', requiredText(16, 'order.errors.postcodeRequired'), '');
  if (!f.has(`${prefix}.postcode`) && countryKnown) {
    const checked = checkPostcode(country, postcode);
    if (checked.ok) postcode = checked.value;
    else f.problem(`${prefix}.postcode`, 'order.errors.postcodeInvalid', { example: checked.example });
  }
  const city = field('city', requiredText(100, 'order.errors.cityRequired'), '');
  return { street, houseNumber, postcode, city, country };
}

/**
 * The shopper's details, as the information step saves them and the order repeats them. Read
 * in the order of the form; every problem is reported on its field (`address.postcode`).
 * A business customer gives a company; a VAT number is optional, but when given it must be a
 * valid EU VAT number (format and check digits) — whether it is registered is VIES's say,
 * asked by the server.
 */
export const informationFields = /* @__NO_SIDE_EFFECTS__ */ (countryExists: CountryCheck) => async (f: FormReader) => {
  const rawEmail = f.field('email', requiredText(254, 'order.errors.emailRequired'), '');
  const email = normalizeEmail(rawEmail);
  if (!f.has('email') && (!emailFormat.safeParse(email).success || (typeof f.raw.email === 'string' && hasControl(f.raw.email))))
    f.problem('email', 'order.errors.emailInvalid');
  const firstname = f.field('firstname', requiredText(100, 'order.errors.firstnameRequired'), '');
  const lastname = f.field('lastname', requiredText(100, 'order.errors.lastnameRequired'), '');
  const phone = f.field('phone', requiredText(24, 'order.errors.phoneRequired'), '');
  if (!f.has('phone') && (!PHONE.test(phone) || digitCount(phone) < 6 || digitCount(phone) > 15)) f.problem('phone', 'order.errors.phoneInvalid');
  const type = f.raw.customer_type ?? 'individual';
  const customerType: CustomerType = (CUSTOMER_TYPES as readonly unknown[]).includes(type) ? (type as CustomerType) : 'individual';
  if (!(CUSTOMER_TYPES as readonly unknown[]).includes(type)) f.problem('customer_type', 'order.errors.customerTypeInvalid');
  let company: string | null = null;
  let vatNumber: string | null = null;
  const address = await readAddress(f, 'address', f.raw.address, countryExists);
  if (customerType === 'organization') {
    company = f.field('company', requiredText(100, 'order.errors.companyRequired'), null);
    const rawVat = f.field('vat_number', optionalText(32), null);
    if (rawVat !== null) {
      const parsed = parseVatNumber(rawVat, f.has('address.country') ? undefined : address.country);
      if (parsed.ok) vatNumber = parsed.formatted;
      else f.problem('vat_number', parsed.reason === 'checksum' ? 'order.errors.vatNumberChecksum' : 'order.errors.vatNumberInvalid');
    }
  }
  let billingAddress: BillingAddress | null = null;
  const rawBilling = f.raw.billing_address;
  if (rawBilling !== undefined && rawBilling !== null) {
    if (typeof rawBilling !== 'object') f.problem('billing_address', 'order.errors.billingInvalid');
    else {
      const b = rawBilling as Record<string, unknown>;
      const own = (name: string, schema: z.ZodMiniType, fallback: string | null) => {
        const parsed = z.safeParse(schema, b[name]);
        if (parsed.success) return parsed.data as string | null;
        f.problem(`billing_address.${name}`, parsed.error.issues[0]?.message ?? 'order.errors.required');
        return fallback;
      };
      const billFirst = own('firstname', optionalText(100), null) ?? firstname;
      const billLast = own('lastname', optionalText(100), null) ?? lastname;
      const billCompany = own('company', optionalText(100), null) ?? company;
      billingAddress = {
        ...(await readAddress(f, 'billing_address', rawBilling, countryExists)),
        firstname: billFirst,
        lastname: billLast,
        company: billCompany,
      };
    }
  }
  return { email, firstname, lastname, phone, customerType, company, vatNumber, address, billingAddress } satisfies CheckoutInformation;
};

/** A method id as a form sends it: a short plain word. */
const methodId = /* @__NO_SIDE_EFFECTS__ */ (missingKey: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx): string => {
      if (typeof value !== 'string' || !/^[a-z0-9_-]{1,64}$/.test(value)) return report(ctx, missingKey);
      return value;
    }),
  );

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

// ---------------------------------------------------------------------------------------------
// Requests

/** GET /api/payment/methods?country=XX: the methods that take payments from that country (all when none given). */
export const paymentMethodsRequest = request({ query: query({ country: countryQuery }) });

/** GET /api/checkout/delivery-methods?country=XX. */
export const deliveryMethodsRequest = request({ query: query({ country: countryQuery }) });

/** POST /api/checkout/information with the shopper's details. */
export const informationRequestWith = /* @__NO_SIDE_EFFECTS__ */ (countryExists: CountryCheck) =>
  request({ body: jsonObject(form(informationFields(countryExists))) });

/** POST /api/checkout/delivery `{ delivery_method }`. */
export const deliveryRequest = request({
  body: jsonObject(z.object({ delivery_method: methodId('order.errors.deliveryMethodRequired') })),
});

/** POST /api/checkout/payment `{ payment_method }`. */
export const paymentRequest = request({
  body: jsonObject(z.object({ payment_method: methodId('order.errors.paymentMethodRequired') })),
});

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

export const TEST_PAYMENT_OUTCOMES = ['paid', 'failed', 'cancelled', 'expired'] as const;

/** POST /api/payments/test/{paymentId}/complete `{ status }`: what the test provider's hosted page does. */
export const testCompleteRequest = request({
  params: z.object({
    paymentId: z.pipe(
      z.optional(z.unknown()),
      z.transform((value, ctx): string => {
        if (typeof value !== 'string' || !/^tp_[A-Za-z0-9]{8,40}$/.test(value)) return report(ctx, 'order.errors.paymentNotFound', { params: { status: 404 } });
        return value;
      }),
    ),
  }),
  body: jsonObject(z.object({ status: z.enum(TEST_PAYMENT_OUTCOMES, { error: 'order.errors.paymentOutcomeInvalid' }) })),
});

// ---------------------------------------------------------------------------------------------
// Answers

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

const addressJson = z.strictObject({ street: z.string(), house_number: z.string(), postcode: z.string(), city: z.string(), country: z.string() });
export const informationJson = z.strictObject({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  customer_type: z.enum(CUSTOMER_TYPES),
  company: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  address: addressJson,
  billing_address: z.nullable(z.extend(addressJson, { firstname: z.string(), lastname: z.string(), company: z.nullable(z.string()) })),
});
export type InformationJson = z.infer<typeof informationJson>;

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
export const testCompleteAnswer = z.strictObject({ status: z.string(), redirect_url: z.string() });
