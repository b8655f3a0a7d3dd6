/**
 * Reviews written from the account (docs/reviews.md, writing a review): a customer may review a
 * product family once they bought one of it in an order that is paid or later, once per family.
 * A review is stored pending and shown only when the shop approves it; the author shown is the
 * first name and the initial of the last name, as the demo and imported reviews have it.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PAID_OR_LATER } from '#src/lib/account/order-status.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { ReviewableJson } from '#src/lib/api/reviews.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '#src/lib/reviews.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { idRow, int, timestamp } from '../db/decode.ts';
import { localeFallback } from '../db/locale-order.ts';
import { ApiError } from '../http/api-error.ts';

export type NewReview = { productId: number; rating: number; title: string | null; body: string };

const paidOrLater = () =>
  sql.join(
    PAID_OR_LATER.map((s) => sql`${s}`),
    sql`, `,
  );

/** The family masters the customer bought in an order that is paid or later. */
const boughtFamilies = (customerId: number) => sql`
  SELECT DISTINCT coalesce(p.master_product_id, p.id) AS id FROM orders o
  JOIN order_items i ON i.order_id = o.id
  JOIN products p ON p.id = i.product_id
  WHERE o.customer_id = ${customerId} AND o.status IN (${paidOrLater()})`;

const reviewableRow = z.object({
  product_id: int,
  name: z.string().nullable(),
  slug: z.string().nullable(),
  review_id: int.nullable(),
  rating: int.nullable(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  status: z.string().nullable(),
  created_at: timestamp.nullable(),
});

const asStatus = (value: string | null): ReviewStatus =>
  (REVIEW_STATUSES as readonly (string | null)[]).includes(value) ? (value as ReviewStatus) : 'pending';

/** What the customer may review, with what they wrote, by product name. */
export async function reviewableProducts(db: Queryable, customerId: number, locale: Locale): Promise<ReviewableJson[]> {
  const found = await rows(
    db,
    reviewableRow,
    sql`
    WITH bought AS (${boughtFamilies(customerId)})
    SELECT b.id AS product_id, t.name, t.slug, r.id AS review_id, r.rating, r.title, r.body, r.status, r.created_at
    FROM bought b
    LEFT JOIN LATERAL (SELECT name, slug FROM product_translations pt WHERE pt.product_id = b.id
                       ORDER BY array_position(${localeFallback(locale)}, pt.locale) LIMIT 1) t ON true
    LEFT JOIN product_reviews r ON r.product_id = b.id AND r.customer_id = ${customerId}
    ORDER BY t.name, b.id`,
  );
  return found.map((r) => ({
    product_id: r.product_id,
    name: r.name ?? '',
    slug: r.slug,
    review:
      r.review_id === null
        ? null
        : {
            id: r.review_id,
            rating: r.rating ?? 0,
            title: r.title,
            body: r.body ?? '',
            status: asStatus(r.status),
            created_at: (r.created_at ?? new Date(0)).toISOString(),
          },
  }));
}

const familyRow = z.object({ id: int });
const authorRow = z.object({ firstname: z.string(), lastname: z.string() });

/** "Sanne van den Berg" → "Sanne v." : a first name and an initial, never the whole name. */
export function authorName(firstname: string, lastname: string): string {
  const initial = lastname.trim().charAt(0).toUpperCase();
  return [firstname.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/**
 * Stores the customer's review of a product as pending. 404 for a product that is not for sale,
 * 403 for one the customer has not bought (paid or later), 409 for a second review of the family.
 */
export async function writeReview(db: Queryable, customerId: number, review: NewReview, locale: Locale): Promise<void> {
  const master = await rows(db, familyRow, sql`SELECT coalesce(master_product_id, id) AS id FROM products WHERE id = ${review.productId} AND is_active`);
  const productId = master[0]?.id;
  if (productId === undefined) throw new ApiError(404, 'reviews.errors.productNotFound', { field: 'product_id' });
  const bought = await rows(db, familyRow, sql`SELECT id FROM (${boughtFamilies(customerId)}) b WHERE b.id = ${productId}`);
  if (bought.length === 0) throw new ApiError(403, 'reviews.errors.notBought', { field: 'product_id' });
  const [author] = await rows(db, authorRow, sql`SELECT firstname, lastname FROM customers WHERE id = ${customerId}`);
  // The unique index on (customer, product) decides between two sends at once: one row, one 409.
  const inserted = await rows(
    db,
    idRow,
    sql`
    INSERT INTO product_reviews (product_id, customer_id, author, rating, title, body, locale, status)
    VALUES (${productId}, ${customerId}, ${authorName(author?.firstname ?? '', author?.lastname ?? '')}, ${review.rating}, ${review.title}, ${review.body}, ${locale}, 'pending')
    ON CONFLICT (customer_id, product_id) DO NOTHING RETURNING id`,
  );
  if (inserted.length === 0) throw new ApiError(409, 'reviews.errors.already', { field: 'product_id' });
}
