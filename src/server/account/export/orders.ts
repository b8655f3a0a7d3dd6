/**
 * The orders part of the customer's data export: every order placed with the account, with its
 * addresses, amounts, invoice and lines.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderStatus } from '#src/lib/account/order-status.ts';
import type { AccountExportJson } from '#src/lib/api/account.ts';
import type { Queryable } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { int, timestamp } from '#src/server/db/decode.ts';
import { euros, iso, isoOrNull } from '../money.ts';

type Export = AccountExportJson;

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

const part = z.object({ name: z.string(), quantity: int });

const orderRow = z.object({
  number: z.string(),
  status: z.string(),
  placed_at: timestamp,
  paid_at: timestamp.nullable(),
  shop: z.string(),
  locale: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  customer_type: z.string(),
  company: z.string().nullable(),
  vat_number: z.string().nullable(),
  billing_address: orderAddress,
  shipping_address: orderAddress,
  delivery_method_name: z.string().nullable(),
  payment_method_id: z.string().nullable(),
  coupon_code: z.string().nullable(),
  subtotal_cents: int,
  discount_cents: int,
  shipping_cents: int,
  tax_cents: int,
  total_cents: int,
  tracking_url: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoiced_at: timestamp.nullable(),
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      quantity: int,
      unit_price_cents: int,
      unit_price_incl_cents: int,
      tax_rate_bp: int,
      composite_data: z.array(part).nullable().catch(null),
    }),
  ),
});

const address = (a: z.output<typeof orderAddress>) => ({
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

export async function orders(db: Queryable, customerId: number): Promise<Export['orders']> {
  const found = await rows(
    db,
    orderRow,
    sql`
    SELECT o.number, o.status, o.placed_at, o.paid_at, o.shop, o.locale, o.email, o.phone, o.customer_type, o.company, o.vat_number,
      o.billing_address, o.shipping_address, o.delivery_method_name, o.payment_method_id, o.coupon_code, o.subtotal_cents,
      o.discount_cents, o.shipping_cents, o.tax_cents, o.total_cents, o.tracking_url, o.invoice_number, o.invoiced_at,
      COALESCE((SELECT json_agg(json_build_object('sku', i.sku, 'name', i.name, 'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents,
          'unit_price_incl_cents', i.unit_price_incl_cents, 'tax_rate_bp', i.tax_rate_bp, 'composite_data', i.composite_data) ORDER BY i.id)
        FROM order_items i WHERE i.order_id = o.id), '[]') AS lines
    FROM orders o WHERE o.customer_id = ${customerId} ORDER BY o.placed_at DESC, o.id DESC`,
  );
  return found.map((o) => ({
    number: o.number,
    status: orderStatus(o.status),
    placed_at: iso(o.placed_at),
    paid_at: isoOrNull(o.paid_at),
    shop: o.shop,
    locale: o.locale,
    email: o.email,
    phone: o.phone,
    customer_type: o.customer_type,
    company: o.company,
    vat_number: o.vat_number,
    billing_address: address(o.billing_address),
    shipping_address: address(o.shipping_address),
    delivery_method: o.delivery_method_name,
    payment_method: o.payment_method_id,
    coupon_code: o.coupon_code,
    subtotal: euros(o.subtotal_cents),
    discount: euros(o.discount_cents),
    shipping: euros(o.shipping_cents),
    tax: euros(o.tax_cents),
    total: euros(o.total_cents),
    tracking_url: o.tracking_url,
    invoice: o.invoice_number ? { number: o.invoice_number, date: iso(o.invoiced_at ?? o.paid_at ?? o.placed_at) } : null,
    lines: o.lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      price: euros(l.unit_price_cents),
      price_with_tax: euros(l.unit_price_incl_cents),
      tax_rate: l.tax_rate_bp / 100,
      parts: (l.composite_data ?? []).map((p) => ({ name: p.name, quantity: p.quantity })),
    })),
  }));
}
