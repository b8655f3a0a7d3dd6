/**
 * Pages of reviews for the reviews screen and the two public reads (docs/reviews.md): shop
 * reviews (1–10) and the approved reviews of a product family (1–5), newest first, with the
 * average of all of them to one decimal. The answers depend on nothing but the URL (no language
 * ordering, no login), which is what lets them be cached 6 hours by anyone.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ReviewJson, ReviewsAnswer } from '#src/lib/api/reviews.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { jsonPart, jsonRows, readParts } from '../db/json-parts.ts';
import { intArrayParam } from '../db/sql-arrays.ts';
import { bigint, int, numeric, timestamp } from '../db/decode.ts';
import { ApiError } from '../http/api-error.ts';

export type Paging = { page: number; perPage: number };

const summaryRow = z.object({ average: numeric.nullable(), total: bigint });
const reviewRow = z.object({
  id: int,
  author: z.string(),
  rating: int,
  title: z.string().nullable(),
  body: z.string(),
  locale: z.string(),
  created_at: timestamp,
});
const reviewRows = z.array(reviewRow);
const familyRow = z.object({ id: int });

const toJson = (r: z.output<typeof reviewRow>): ReviewJson => ({
  id: r.id,
  author: r.author,
  rating: r.rating,
  title: r.title,
  body: r.body,
  locale: r.locale,
  created_at: r.created_at.toISOString(),
});

/** The average and total of the list and one page of it, in one statement (../db/json-parts.ts). */
async function page(db: Queryable, from: SQL, where: SQL, paging: Paging): Promise<ReviewsAnswer> {
  const offset = (paging.page - 1) * paging.perPage;
  const { summary, found } = await readParts(db, {
    summary: jsonPart(
      sql`SELECT row_to_json(s) FROM (SELECT round(avg(rating)::numeric, 1) AS average, count(*) AS total FROM ${from} WHERE ${where}) s`,
      summaryRow,
    ),
    found: jsonPart(
      jsonRows(sql`SELECT id, author, rating, title, body, locale, created_at FROM ${from} WHERE ${where}
        ORDER BY created_at DESC, id DESC LIMIT ${paging.perPage} OFFSET ${offset}`),
      reviewRows,
    ),
  });
  const total = summary.total;
  return {
    reviews: {
      total,
      data: found.map(toJson),
      current_page: paging.page,
      last_page: Math.max(1, Math.ceil(total / paging.perPage)),
      per_page: paging.perPage,
    },
    average_rating: total > 0 ? (summary.average ?? 0) : 0,
  };
}

/** A page of shop reviews (they come from the review site, so every one is shown). */
export async function shopReviewPage(db: Queryable, paging: Paging): Promise<ReviewsAnswer> {
  return page(db, sql`shop_reviews`, sql`true`, paging);
}

/**
 * The ids of a product's family (its master and the master's variants); 404 for a product that
 * does not exist or is not for sale, exactly as for an id that cannot be one.
 */
export async function productFamily(db: Queryable, productId: number): Promise<number[]> {
  const found = await rows(
    db,
    familyRow,
    sql`
    WITH m AS (SELECT coalesce(master_product_id, id) AS id FROM products WHERE id = ${productId} AND is_active)
    SELECT p.id FROM products p JOIN m ON p.id = m.id OR p.master_product_id = m.id ORDER BY p.id`,
  );
  if (found.length === 0) throw new ApiError(404, 'reviews.errors.productNotFound');
  return found.map((r) => r.id);
}

/**
 * A page of a product family's approved reviews: a colour variant is the same product to a
 * reviewer. With `rating` (1–5) only the reviews of that many stars: the total, the paging and
 * the average are then those of the filtered list.
 */
export async function productReviewPage(db: Queryable, productId: number, paging: Paging, rating: number | null = null): Promise<ReviewsAnswer> {
  return familyReviewPage(db, await productFamily(db, productId), paging, rating);
}

/** As {@link productReviewPage}, for a family already known (the product page has it). */
export async function familyReviewPage(db: Queryable, familyIds: readonly number[], paging: Paging, rating: number | null = null): Promise<ReviewsAnswer> {
  const stars = rating === null ? sql`` : sql` AND rating = ${rating}`;
  return page(db, sql`product_reviews`, sql`product_id = ANY(${intArrayParam(familyIds)}) AND status = 'approved'${stars}`, paging);
}

/**
 * How long any cache may keep a review read: 6 hours, the review store's cache in the browser.
 * The answers depend on the URL only (not the host, the language or a cookie), so a shared
 * cache may keep them too (docs/http-edge.md, how answers are marked).
 */
export const REVIEWS_CACHE_CONTROL = 'public, max-age=21600';
