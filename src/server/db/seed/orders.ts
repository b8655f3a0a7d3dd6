/**
 * Seeds the demo customers' orders with their lines (data/orders.ts), the product downloads
 * (data/downloads.ts) and the personal coupons. Prices come from the catalogue specs, VAT from
 * src/lib/vat.ts by destination (a validated business address abroad: reverse charge), totals
 * from src/lib/account/totals.ts, so every stored amount agrees with the others.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client.ts';
import * as s from '../schema.ts';
import { vatRateBp, withVat } from '#src/lib/vat.ts';
import { orderTotals } from '#src/lib/account/totals.ts';
import { DEMO_CUSTOMERS, type DemoAddress, type DemoCustomer } from './data/customers.ts';
import { DEMO_ORDERS, FREE_SHIPPING_FROM_INCL_CENTS, GUEST_SHOPPER, PERSONAL_COUPONS, SHIPPING_EXCL_CENTS, type DemoOrder } from './data/orders.ts';
import { COUPONS } from './data/misc.ts';
import { DOWNLOADS, downloadPath } from './data/downloads.ts';
import { renderDocument } from '#src/server/media/documents.ts';
import type { ProductSpec } from './catalog.ts';
import { daysBefore } from './util.ts';

type Insert = (name: 'orders' | 'order_items' | 'product_downloads' | 'coupons', table: PgTable, rows: object[]) => Promise<void>;

export type OrderSeedContext = { insert: Insert; customerIds: Map<string, number>; products: readonly ProductSpec[] };

type Shopper = Pick<DemoCustomer, 'firstname' | 'lastname' | 'addresses'>;

function orderAddress(c: Shopper, a: DemoAddress): s.OrderAddress {
  return {
    firstname: c.firstname,
    lastname: c.lastname,
    company: a.company ?? null,
    street: a.street,
    houseNumber: a.houseNumber,
    postcode: a.postcode,
    city: a.city,
    countryId: a.countryId,
    phone: a.phone ?? null,
  };
}

/** Numbers count up with the date: FR-{year}-{six digits}. */
function orderNumbers(orders: readonly DemoOrder[]): Map<DemoOrder, string> {
  const byDate = [...orders].sort((a, b) => b.daysAgo - a.daysAgo);
  return new Map(byDate.map((o, i) => [o, `FR-${daysBefore(o.daysAgo).getUTCFullYear()}-${String(1001 + i * 7).padStart(6, '0')}`]));
}

export async function seedOrders(tx: Queryable, { insert, customerIds, products }: OrderSeedContext): Promise<void> {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const product = (sku: string) => {
    const p = bySku.get(sku);
    if (!p) throw new Error(`Seed data: unknown SKU ${sku} in an order`);
    return p;
  };
  const customerOf = (email: string): Shopper => {
    const c = [...DEMO_CUSTOMERS, GUEST_SHOPPER].find((d) => d.email === email);
    if (!c) throw new Error(`Seed data: no shopper ${email} for an order`);
    return c;
  };
  const customerId = (email: string) => {
    const id = customerIds.get(email);
    if (id === undefined) throw new Error(`Seed data: no demo customer ${email}`);
    return id;
  };
  const numbers = orderNumbers(DEMO_ORDERS);
  const planned = DEMO_ORDERS.map((o) => {
    const customer = customerOf(o.email);
    const address = customer.addresses[o.address];
    if (!address) throw new Error(`Seed data: ${o.email} has no address ${o.address}`);
    const rateBp = vatRateBp({ country: address.countryId, validatedBusiness: address.validated === true && !!address.vatNumber });
    const lines = o.lines.map(([sku, quantity]) => ({ unitExclCents: product(sku).priceCents, quantity }));
    const coupon = o.coupon ? (COUPONS.find((c) => c.code === o.coupon) ?? null) : null;
    if (o.coupon && !coupon) throw new Error(`Seed data: unknown coupon ${o.coupon}`);
    const freeShipping = lines.reduce((sum, l) => sum + withVat(l.unitExclCents, rateBp) * l.quantity, 0) >= FREE_SHIPPING_FROM_INCL_CENTS;
    const totals = orderTotals(lines, rateBp, { shippingExclCents: freeShipping ? 0 : (SHIPPING_EXCL_CENTS[address.countryId] ?? 0), coupon });
    const placedAt = daysBefore(o.daysAgo);
    const billing = orderAddress(customer, address);
    const row = {
      number: numbers.get(o) as string,
      customerId: o.guest ? null : customerId(o.email),
      email: o.email,
      status: o.status,
      shop: o.shop,
      locale: o.locale,
      countryId: address.countryId,
      subtotalCents: totals.subtotal.excl,
      discountCents: totals.discount.excl,
      shippingCents: totals.shipping.excl,
      taxCents: totals.tax,
      totalCents: totals.total,
      couponCode: o.coupon ?? null,
      billingAddress: billing,
      shippingAddress: billing,
      trackingUrl: o.trackingUrl ?? null,
      placedAt,
      createdAt: placedAt,
      updatedAt: daysBefore(Math.max(0, o.daysAgo - 2)),
    };
    return { order: o, rateBp, row };
  });
  await insert(
    'orders',
    s.orders,
    planned.map((p) => p.row),
  );
  const ids = new Map((await tx.select({ id: s.orders.id, number: s.orders.number }).from(s.orders)).map((r) => [r.number, r.id]));
  await insert(
    'order_items',
    s.orderItems,
    planned.flatMap(({ order, rateBp, row }) =>
      order.lines.map(([sku, quantity]) => {
        const p = product(sku);
        return {
          orderId: ids.get(row.number) as number,
          productId: p.id,
          sku,
          name: p.name[order.locale],
          quantity,
          unitPriceCents: p.priceCents,
          unitPriceInclCents: withVat(p.priceCents, rateBp),
          taxRateBp: rateBp,
        };
      }),
    ),
  );
  await insert(
    'coupons',
    s.coupons,
    PERSONAL_COUPONS.map((c) => ({
      code: c.code,
      type: c.type,
      amount: c.amount,
      minOrderCents: c.minOrderCents ?? 0,
      startsAt: c.startsAt ? new Date(c.startsAt) : null,
      endsAt: c.endsAt ? new Date(c.endsAt) : null,
      usageLimit: c.usageLimit ?? null,
      timesUsed: c.timesUsed ?? 0,
      customerId: customerId(c.email),
      createdAt: daysBefore(200),
    })),
  );
}

/** The products' downloadable files (manuals, datasheets): catalogue data, seeded with or without demo customers. */
export async function seedDownloads({ insert, products }: Omit<OrderSeedContext, 'customerIds'>): Promise<void> {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  await insert(
    'product_downloads',
    s.productDownloads,
    DOWNLOADS.map((d, position) => {
      const p = bySku.get(d.sku);
      if (!p) throw new Error(`Seed data: unknown SKU ${d.sku} in a download`);
      const file = renderDocument({ sku: d.sku, kind: d.kind, title: d.title.en, filename: d.file });
      return { productId: p.id, title: d.title, url: downloadPath(d), kind: d.kind, position, sizeBytes: file.body.length };
    }),
  );
}
