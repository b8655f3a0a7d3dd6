/**
 * A customer's orders as the account shows them: a page of summaries (newest first) and one
 * order with its lines, addresses, totals and tracking. Every query is scoped to the customer,
 * so another customer's order reads exactly like one that does not exist.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { orderStatus } from '#src/lib/account/order-status.ts';
import type { OrderAddressJson, OrderJson, OrderLineJson, OrderListJson, OrderSummaryJson } from '#src/lib/account/types.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { bigint, countRow, fixedText, int, timestamp } from '../db/decode.ts';
import { euros, iso } from './money.ts';

export const ORDERS_PER_PAGE = 10;
export const MAX_ORDERS_PER_PAGE = 50;

const summaryRow = z.object({ id: int, number: z.string(), placed_at: timestamp, status: z.string(), total_cents: int, item_count: bigint });

const summary = (r: z.output<typeof summaryRow>): OrderSummaryJson => ({
  id: r.id,
  number: r.number,
  placed_at: iso(r.placed_at),
  status: orderStatus(r.status),
  total: euros(r.total_cents),
  item_count: r.item_count,
});

const SUMMARY_COLUMNS = sql`o.id, o.number, o.placed_at, o.status, o.total_cents,
  COALESCE((SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0) AS item_count`;

export async function listOrders(db: Queryable, customerId: number, page: number, perPage = ORDERS_PER_PAGE): Promise<OrderListJson> {
  const [counted] = await rows(db, countRow, sql`SELECT count(*) AS n FROM orders WHERE customer_id = ${customerId}`);
  const total = counted?.n ?? 0;
  const found = await rows(
    db,
    summaryRow,
    sql`
    SELECT ${SUMMARY_COLUMNS} FROM orders o WHERE o.customer_id = ${customerId}
    ORDER BY o.placed_at DESC, o.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  return { orders: found.map(summary), current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** An address as the order keeps it (jsonb, camelCase keys). */
const orderAddress = z.object({
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

const orderRow = summaryRow.extend({
  country_id: fixedText,
  subtotal_cents: int,
  discount_cents: int,
  shipping_cents: int,
  tax_cents: int,
  coupon_code: z.string().nullable(),
  tracking_url: z.string().nullable(),
  invoice_number: z.string().nullable(),
  billing_address: orderAddress,
  shipping_address: orderAddress,
});

const lineRow = z.object({
  id: int,
  product_id: int.nullable(),
  sku: z.string(),
  name: z.string(),
  quantity: int,
  unit_price_cents: int,
  unit_price_incl_cents: int,
  tax_rate_bp: int,
  slug: z.string().nullable(),
  image: z.string().nullable(),
});

const address = (a: z.output<typeof orderAddress>): OrderAddressJson => ({
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company ?? null,
  street: a.street,
  house_number: a.houseNumber,
  postcode: a.postcode,
  city: a.city,
  country_id: a.countryId,
  phone: a.phone ?? null,
});

const line = (r: z.output<typeof lineRow>): OrderLineJson => ({
  id: r.id,
  product_id: r.product_id,
  sku: r.sku,
  name: r.name,
  slug: r.slug,
  image: r.image,
  quantity: r.quantity,
  price: euros(r.unit_price_cents),
  price_with_tax: euros(r.unit_price_incl_cents),
  tax_rate: r.tax_rate_bp / 100,
  total: euros(r.unit_price_cents * r.quantity),
  total_with_tax: euros(r.unit_price_incl_cents * r.quantity),
});

/** One of the customer's orders; null when it does not exist or is someone else's. */
export async function orderDetail(db: Queryable, customerId: number, orderId: number, locale: Locale): Promise<OrderJson | null> {
  const [order] = await rows(
    db,
    orderRow,
    sql`
    SELECT ${SUMMARY_COLUMNS}, o.country_id, o.subtotal_cents, o.discount_cents, o.shipping_cents, o.tax_cents,
      o.coupon_code, o.tracking_url, o.invoice_number, o.billing_address, o.shipping_address
    FROM orders o WHERE o.id = ${orderId} AND o.customer_id = ${customerId}`,
  );
  if (!order) return null;
  const lines = await rows(
    db,
    lineRow,
    sql`
    SELECT i.id, i.product_id, i.sku, i.name, i.quantity, i.unit_price_cents, i.unit_price_incl_cents, i.tax_rate_bp,
      (SELECT t.slug FROM product_translations t WHERE t.product_id = i.product_id AND t.locale = ${locale}) AS slug,
      (SELECT m.url FROM product_media m WHERE m.product_id = i.product_id ORDER BY m.position, m.id LIMIT 1) AS image
    FROM order_items i WHERE i.order_id = ${order.id} ORDER BY i.id`,
  );
  return {
    ...summary(order),
    country_id: order.country_id,
    lines: lines.map(line),
    billing_address: address(order.billing_address),
    shipping_address: address(order.shipping_address),
    subtotal: euros(order.subtotal_cents),
    subtotal_with_tax: euros(lines.reduce((sum, l) => sum + l.unit_price_incl_cents * l.quantity, 0)),
    discount: euros(order.discount_cents),
    shipping: euros(order.shipping_cents),
    tax: euros(order.tax_cents),
    coupon_code: order.coupon_code,
    tracking_url: order.tracking_url,
    invoice_url: order.invoice_number ? `/api/account/orders/${order.id}/invoice` : null,
  };
}
