/**
 * The shop owner's moderation of product reviews (docs/reviews.md, moderation): the pending ones,
 * oldest first, and a decision per review. A decision is one conditional UPDATE on a pending
 * review, so a review decided twice (two owners at once) keeps the first decision.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { idRow, int, timestamp } from '../db/decode.ts';

export type PendingReview = {
  id: number;
  productId: number;
  product: string;
  author: string;
  rating: number;
  title: string | null;
  body: string;
  locale: string;
  createdAt: Date;
};

const pendingRow = z.object({
  id: int,
  product_id: int,
  product: z.string().nullable(),
  author: z.string(),
  rating: int,
  title: z.string().nullable(),
  body: z.string(),
  locale: z.string(),
  created_at: timestamp,
});

export async function pendingReviews(db: Queryable): Promise<PendingReview[]> {
  const found = await rows(
    db,
    pendingRow,
    sql`
    SELECT r.id, r.product_id, p.sku || ' ' || coalesce(t.name, '') AS product, r.author, r.rating, r.title, r.body, r.locale, r.created_at
    FROM product_reviews r JOIN products p ON p.id = r.product_id
    LEFT JOIN product_translations t ON t.product_id = r.product_id AND t.locale = 'nl'
    WHERE r.status = 'pending' ORDER BY r.created_at, r.id`,
  );
  return found.map((r) => ({
    id: r.id,
    productId: r.product_id,
    product: r.product ?? '',
    author: r.author,
    rating: r.rating,
    title: r.title,
    body: r.body,
    locale: r.locale,
    createdAt: r.created_at,
  }));
}

/** Approves or rejects a pending review; false when there is no pending review with that id. */
export async function decideReview(db: Queryable, id: number, decision: 'approved' | 'rejected'): Promise<boolean> {
  const changed = await rows(
    db,
    idRow,
    sql`UPDATE product_reviews SET status = ${decision}, moderated_at = now() WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  return changed.length > 0;
}
