/**
 * The account's orders (docs/adr/0011-account.md): the paged list and one order with its lines,
 * addresses, totals and tracking. Money leaves the server as euro amounts with two decimals,
 * computed in cents. An id in a path that cannot be one answers like an order that does not
 * exist (404).
 */
import * as z from 'zod/mini';
import { ORDER_STATUSES } from '#src/lib/account/order-status.ts';
import { euros, id, objectId, pagingQuery, request, timestamp } from '../common.ts';

export const ORDERS_PER_PAGE = 10;
export const MAX_ORDERS_PER_PAGE = 50;

/** GET /api/account/orders/{id}. */
export const orderRequest = request({ params: z.object({ id: objectId('account.errors.orderNotFound') }) });

/** GET /api/account/orders?page=&per_page=: whole numbers in range (both named when both are wrong). */
export const ordersRequest = request({ query: pagingQuery(ORDERS_PER_PAGE, MAX_ORDERS_PER_PAGE) });

export const orderSummary = z.strictObject({
  id,
  number: z.string(),
  placed_at: timestamp,
  status: z.enum(ORDER_STATUSES),
  /** What was paid, incl. VAT. */
  total: euros,
  /** Pieces over all lines. */
  item_count: z.int(),
});

/** GET /api/account/orders: a page of orders, newest first. */
export const ordersAnswer = z.strictObject({
  orders: z.array(orderSummary),
  current_page: z.int(),
  last_page: z.int(),
  per_page: z.int(),
  total: z.int(),
});

export const orderAddress = z.strictObject({
  firstname: z.string(),
  lastname: z.string(),
  company: z.nullable(z.string()),
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
  phone: z.nullable(z.string()),
});

export const orderLine = z.strictObject({
  id,
  /** Null once the product left the catalogue; the line keeps its own name and SKU. */
  product_id: z.nullable(id),
  sku: z.string(),
  name: z.string(),
  /** The product's slug in the request's language, when it is still in the catalogue. */
  slug: z.nullable(z.string()),
  image: z.nullable(z.string()),
  quantity: z.int(),
  /** Unit price excl. and incl. VAT, and the VAT rate in percent. */
  price: euros,
  price_with_tax: euros,
  tax_rate: z.number(),
  total: euros,
  total_with_tax: euros,
});

export const order = z.strictObject({
  ...orderSummary.shape,
  country_id: z.string(),
  lines: z.array(orderLine),
  billing_address: orderAddress,
  shipping_address: orderAddress,
  /** Amounts excl. VAT unless the name says with_tax; total = subtotal − discount + shipping + tax. */
  subtotal: euros,
  subtotal_with_tax: euros,
  discount: euros,
  shipping: euros,
  tax: euros,
  coupon_code: z.nullable(z.string()),
  tracking_url: z.nullable(z.string()),
  /** Where its invoice PDF is downloaded; null until the order is paid. */
  invoice_url: z.nullable(z.string()),
});

/** GET /api/account/orders/{id}: one order with lines, addresses, totals and tracking. */
export const orderAnswer = z.strictObject({ order });

export type OrderSummaryJson = z.infer<typeof orderSummary>;
export type OrderListJson = z.infer<typeof ordersAnswer>;
export type OrderAddressJson = z.infer<typeof orderAddress>;
export type OrderLineJson = z.infer<typeof orderLine>;
export type OrderJson = z.infer<typeof order>;
