/**
 * What the customer left in the shop, for the data export: reviews, favourites, the cart with
 * a checkout not finished yet, and personal coupons. Product names come in the page's language.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '#src/lib/reviews.ts';
import type { AccountExportJson } from '#src/lib/api/account.ts';
import type { Queryable } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { fixedText, int, timestamp } from '#src/server/db/decode.ts';
import { localeFallback } from '#src/server/db/locale-order.ts';
import { readDraft } from '#src/server/checkout/draft.ts';
import { euros, iso, isoOrNull } from '../money.ts';

type Export = AccountExportJson;

/** The product's name in the page's language (or the fallback's), for a product id column `col`. */
const productName = (col: SQL, locale: Locale) => sql`(
  SELECT t.name FROM product_translations t WHERE t.product_id = ${col}
  ORDER BY array_position(${localeFallback(locale)}, t.locale) LIMIT 1)`;

const reviewRow = z.object({
  product_id: int,
  sku: z.string().nullable(),
  name: z.string().nullable(),
  author: z.string(),
  rating: int,
  title: z.string().nullable(),
  body: z.string(),
  locale: z.string(),
  status: z.string(),
  created_at: timestamp,
  moderated_at: timestamp.nullable(),
});

const reviewStatus = (value: string): ReviewStatus => ((REVIEW_STATUSES as readonly string[]).includes(value) ? (value as ReviewStatus) : 'pending');

export async function reviews(db: Queryable, customerId: number, locale: Locale): Promise<Export['reviews']> {
  const found = await rows(
    db,
    reviewRow,
    sql`
    SELECT r.product_id, p.sku, ${productName(sql.raw('r.product_id'), locale)} AS name, r.author, r.rating, r.title, r.body, r.locale,
      r.status, r.created_at, r.moderated_at
    FROM product_reviews r LEFT JOIN products p ON p.id = r.product_id
    WHERE r.customer_id = ${customerId} ORDER BY r.created_at, r.id`,
  );
  return found.map((r) => ({
    product_id: r.product_id,
    sku: r.sku,
    name: r.name,
    author: r.author,
    rating: r.rating,
    title: r.title,
    body: r.body,
    locale: r.locale,
    status: reviewStatus(r.status),
    written_at: iso(r.created_at),
    moderated_at: isoOrNull(r.moderated_at),
  }));
}

const favoriteRow = z.object({ product_id: int, sku: z.string().nullable(), name: z.string().nullable(), created_at: timestamp });

export async function favorites(db: Queryable, customerId: number, locale: Locale): Promise<Export['favorites']> {
  const found = await rows(
    db,
    favoriteRow,
    sql`
    SELECT f.product_id, p.sku, ${productName(sql.raw('f.product_id'), locale)} AS name, f.created_at
    FROM favorites f LEFT JOIN products p ON p.id = f.product_id
    WHERE f.customer_id = ${customerId} ORDER BY f.created_at DESC, f.id DESC`,
  );
  return found.map((f) => ({ product_id: f.product_id, sku: f.sku, name: f.name, added_at: iso(f.created_at) }));
}

const cartRow = z.object({
  id: z.string(),
  country_id: fixedText.nullable(),
  locale: z.string(),
  updated_at: timestamp,
  coupons: z.array(z.string()),
  draft: z.unknown(),
});
const cartLineRow = z.object({
  product_id: int,
  sku: z.string().nullable(),
  name: z.string().nullable(),
  quantity: int,
  composite_data: z
    .array(z.object({ productId: int, quantity: int }))
    .nullable()
    .catch(null),
});

export async function cart(db: Queryable, customerId: number, locale: Locale): Promise<Export['cart']> {
  const [found] = await rows(
    db,
    cartRow,
    sql`
    SELECT c.id, c.country_id, c.locale, c.updated_at,
      COALESCE((SELECT array_agg(k.code ORDER BY k.code) FROM cart_adjustments a JOIN coupons k ON k.id = a.coupon_id WHERE a.cart_id = c.id), '{}') AS coupons,
      (SELECT d.data FROM checkout_drafts d WHERE d.cart_id = c.id) AS draft
    FROM carts c WHERE c.customer_id = ${customerId}`,
  );
  if (!found) return null;
  const lines = await rows(
    db,
    cartLineRow,
    sql`
    SELECT i.product_id, p.sku, ${productName(sql.raw('i.product_id'), locale)} AS name, i.quantity, i.composite_data
    FROM cart_items i LEFT JOIN products p ON p.id = i.product_id
    WHERE i.cart_id = ${found.id} ORDER BY i.id`,
  );
  const draft = found.draft === null ? null : readDraft(found.draft);
  return {
    country_id: found.country_id,
    locale: found.locale,
    updated_at: iso(found.updated_at),
    lines: lines.map((l) => ({
      product_id: l.product_id,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      parts: (l.composite_data ?? []).map((p) => ({ product_id: p.productId, quantity: p.quantity })),
    })),
    coupons: found.coupons,
    checkout: draft && { information: draft.information, delivery_method: draft.deliveryMethod, payment_method: draft.paymentMethod },
  };
}

const couponRow = z.object({
  code: z.string(),
  type: int,
  amount: int,
  min_order_cents: int,
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  usage_limit: int.nullable(),
  times_used: int,
  is_active: z.boolean(),
});

/** Every personal coupon, withdrawn ones too (the account's coupons screen lists only the usable ones). */
export async function coupons(db: Queryable, customerId: number): Promise<Export['coupons']> {
  const found = await rows(
    db,
    couponRow,
    sql`
    SELECT code, type, amount, min_order_cents, starts_at, ends_at, usage_limit, times_used, is_active
    FROM coupons WHERE customer_id = ${customerId} ORDER BY id`,
  );
  return found.map((c) => {
    const type = c.type === 1 ? 1 : 2;
    return {
      code: c.code,
      type,
      amount: type === 1 ? euros(c.amount) : c.amount / 100,
      min_order: euros(c.min_order_cents),
      starts_at: isoOrNull(c.starts_at),
      ends_at: isoOrNull(c.ends_at),
      usage_limit: c.usage_limit,
      times_used: c.times_used,
      active: c.is_active,
    };
  });
}
