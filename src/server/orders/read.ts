/**
 * An order as it was placed, read back (docs/checkout.md, reading an order): for the shopper who
 * placed it (the order's own secret, sent as X-Order-Token or kept in a cookie by the
 * confirmation page) or the customer it belongs to. Anyone else gets the same 404 as for an
 * order that does not exist. Everything shown comes from the order's snapshot, never from
 * today's catalogue.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { eurosOf as euros } from '#src/lib/money.ts';
import { withVat } from '#src/lib/vat.ts';
import { orderStatus, PAID_OR_LATER } from '#src/lib/account/order-status.ts';
import type { OrderJson, SummaryJson } from '#src/lib/api/checkout.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { fixedText, int, timestamp } from '../db/decode.ts';
import type { OrderAddress, VatRow } from '../db/schema.ts';
import { hashAccessToken } from './place.ts';
import { MAX_FAILED_PAYMENTS } from './payments.ts';

const addressJson = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullish(),
  street: z.string(),
  houseNumber: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryId: z.string(),
  phone: z.string().nullish(),
});

const orderRow = z.object({
  id: int,
  number: z.string(),
  customer_id: int.nullable(),
  email: z.string(),
  status: z.string(),
  shop: z.string(),
  locale: z.string(),
  country_id: fixedText,
  subtotal_cents: int,
  discount_cents: int,
  shipping_cents: int,
  tax_cents: int,
  total_cents: int,
  coupon_code: z.string().nullable(),
  billing_address: addressJson,
  shipping_address: addressJson,
  placed_at: timestamp,
  phone: z.string().nullable(),
  customer_type: z.string(),
  company: z.string().nullable(),
  vat_number: z.string().nullable(),
  vat_check: z.enum(['valid', 'invalid', 'unavailable']).nullable(),
  reverse_charge: z.boolean(),
  vat_rows: z.array(z.object({ rateBp: int, baseCents: int, vatCents: int })).nullable(),
  delivery_method_id: z.string().nullable(),
  delivery_method_name: z.string().nullable(),
  payment_method_id: z.string().nullable(),
  expires_at: timestamp.nullable(),
  paid_at: timestamp.nullable(),
  invoice_number: z.string().nullable(),
  invoiced_at: timestamp.nullable(),
  invoice_customer_number: z.string().nullable(),
  failed_payments: int,
  access_token_hashes: z.array(z.string()),
  payment_status: z.string().nullable(),
});

const part = z.object({ productId: int, name: z.string(), sku: z.string().optional(), quantity: int });
const lineRow = z.object({
  product_id: int.nullable(),
  sku: z.string(),
  name: z.string(),
  quantity: int,
  unit_price_cents: int,
  unit_price_incl_cents: int,
  tax_rate_bp: int,
  composite_data: z.array(part).nullable().catch(null),
  image: z.string().nullable(),
});

export type StoredOrder = Omit<z.output<typeof orderRow>, 'billing_address' | 'shipping_address' | 'vat_rows'> & {
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  vatRows: VatRow[];
  lines: z.output<typeof lineRow>[];
};

const address = (a: z.output<typeof addressJson>): OrderAddress => ({
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company ?? null,
  street: a.street,
  houseNumber: a.houseNumber,
  postcode: a.postcode,
  city: a.city,
  countryId: a.countryId,
  phone: a.phone ?? null,
});

/** The order with this number, with its lines and latest payment's status; null when there is none. */
export async function loadOrder(db: Queryable, number: string): Promise<StoredOrder | null> {
  const [order] = await rows(
    db,
    orderRow,
    sql`
    SELECT o.id, o.number, o.customer_id, o.email, o.status, o.shop, o.locale, o.country_id, o.subtotal_cents, o.discount_cents,
      o.shipping_cents, o.tax_cents, o.total_cents, o.coupon_code, o.billing_address, o.shipping_address, o.placed_at, o.phone,
      o.customer_type, o.company, o.vat_number, o.vat_check, o.reverse_charge, o.vat_rows, o.delivery_method_id,
      o.delivery_method_name, o.payment_method_id, o.expires_at, o.paid_at, o.invoice_number, o.invoiced_at, o.invoice_customer_number, o.failed_payments,
      o.access_token_hashes,
      (SELECT p.status FROM payments p WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1) AS payment_status
    FROM orders o WHERE o.number = ${number}`,
  );
  if (!order) return null;
  const lines = await rows(
    db,
    lineRow,
    sql`
    SELECT i.product_id, i.sku, i.name, i.quantity, i.unit_price_cents, i.unit_price_incl_cents, i.tax_rate_bp, i.composite_data,
      (SELECT m.url FROM product_media m WHERE m.product_id = i.product_id ORDER BY m.position, m.id LIMIT 1) AS image
    FROM order_items i WHERE i.order_id = ${order.id} ORDER BY i.id`,
  );
  const { billing_address, shipping_address, vat_rows, ...rest } = order;
  const rateBp = lines[0]?.tax_rate_bp ?? 0;
  return {
    ...rest,
    billingAddress: address(billing_address),
    shippingAddress: address(shipping_address),
    vatRows: vat_rows ?? [{ rateBp, baseCents: order.total_cents - order.tax_cents, vatCents: order.tax_cents }],
    lines,
  };
}

/** The order with this id (the webhook knows ids). */
export async function loadOrderById(db: Queryable, id: number): Promise<StoredOrder | null> {
  const [found] = await rows(db, z.object({ number: z.string() }), sql`SELECT number FROM orders WHERE id = ${id}`);
  return found ? loadOrder(db, found.number) : null;
}

/** Whether the caller may read the order: its secret, or the login of the customer it belongs to. */
export function mayRead(order: StoredOrder, token: string | null, customerId: number | null): boolean {
  if (customerId !== null && order.customer_id === customerId) return true;
  return token !== null && order.access_token_hashes.includes(hashAccessToken(token));
}

export function orderSummaryJson(order: StoredOrder): SummaryJson {
  const rateBp = order.vatRows[0]?.rateBp ?? order.lines[0]?.tax_rate_bp ?? 0;
  const subtotalIncl = order.lines.reduce((sum, l) => sum + l.unit_price_incl_cents * l.quantity, 0);
  const shippingIncl = withVat(order.shipping_cents, rateBp);
  const discountIncl = Math.max(0, subtotalIncl + shippingIncl - order.total_cents);
  return {
    country: order.country_id,
    reverse_charge: order.reverse_charge,
    vat_check: order.vat_check,
    lines: order.lines.map((l) => ({
      product_id: l.product_id ?? 0,
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      image: l.image,
      unit_price: euros(l.unit_price_cents),
      unit_price_with_tax: euros(l.unit_price_incl_cents),
      total: euros(l.unit_price_cents * l.quantity),
      total_with_tax: euros(l.unit_price_incl_cents * l.quantity),
      parts: (l.composite_data ?? []).map((p) => ({ name: p.name, quantity: p.quantity })),
    })),
    coupon: order.coupon_code ? { code: order.coupon_code, discount: euros(order.discount_cents), discount_with_tax: euros(discountIncl) } : null,
    subtotal: euros(order.subtotal_cents),
    subtotal_with_tax: euros(subtotalIncl),
    discount: euros(order.discount_cents),
    discount_with_tax: euros(discountIncl),
    shipping: order.delivery_method_id
      ? { method: order.delivery_method_id, name: order.delivery_method_name ?? '', price: euros(order.shipping_cents), price_with_tax: euros(shippingIncl) }
      : null,
    vat: order.vatRows.map((r) => ({ rate: r.rateBp / 100, base: euros(r.baseCents), amount: euros(r.vatCents) })),
    total: euros(order.total_cents),
    total_without_tax: euros(order.total_cents - order.tax_cents),
    total_tax: euros(order.tax_cents),
    delivery: null,
  };
}

/** GA4's purchase event of a paid order, for the data layer (pushed once by the confirmation page). */
function purchaseEvent(order: StoredOrder) {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: 'EUR',
      value: euros(order.total_cents),
      tax: euros(order.tax_cents),
      shipping: euros(withVat(order.shipping_cents, order.vatRows[0]?.rateBp ?? 0)),
      coupon: order.coupon_code ?? undefined,
      items: order.lines.map((l) => ({ item_id: l.sku, item_name: l.name, price: euros(l.unit_price_incl_cents), quantity: l.quantity })),
    },
  };
}

/**
 * The order as its API and pages show it. `invoiceUrl` is where its invoice is downloaded by
 * this caller (null until it is paid).
 */
export function orderJson(order: StoredOrder, invoiceUrl: string | null): OrderJson {
  const status = orderStatus(order.status);
  const paid = PAID_OR_LATER.includes(status);
  return {
    number: order.number,
    status,
    placed_at: order.placed_at.toISOString(),
    email: order.email,
    locale: order.locale,
    reverse_charge: order.reverse_charge,
    payment_method: order.payment_method_id,
    payment_status: order.payment_status,
    // A shopper who left the provider's page may start again; a second payment that is also paid is flagged for a refund.
    can_pay: status === 'pending' && order.failed_payments < MAX_FAILED_PAYMENTS,
    summary: orderSummaryJson(order),
    invoice_url: paid && order.invoice_number ? invoiceUrl : null,
    ...(paid ? { gtm_event: purchaseEvent(order) } : {}),
  };
}
