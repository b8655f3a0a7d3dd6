/**
 * Approved reviews of a product family for the product page: the star summary and the newest few, those
 * in the page's language first (docs/catalogue.md, reviews).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { bigint, int, numeric, timestamp } from '../db/decode.ts';
import { jsonPart, jsonRows } from '../db/json-parts.ts';
import { intArrayParam } from '../db/sql-arrays.ts';

const LATEST_REVIEWS = 3;

export type ProductReview = { author: string; rating: number; title: string | null; body: string; locale: string; createdAt: string };

export type ReviewStats = {
  /** 1–5, one decimal; null without reviews. */
  average: number | null;
  count: number;
  /** Five entries, 5 stars first. */
  distribution: { stars: number; count: number }[];
  /** The newest few, those in the page language first. */
  latest: ProductReview[];
};

const summaryRow = z.object({ average: numeric.nullable(), total: bigint, r1: bigint, r2: bigint, r3: bigint, r4: bigint, r5: bigint });
const reviewRow = z.object({
  author: z.string(),
  rating: int,
  title: z.string().nullable(),
  body: z.string(),
  locale: z.string(),
  created_at: timestamp,
});
const reviewRows = z.array(reviewRow);

/**
 * Reviews of the whole family (a colour variant is the same product to a reviewer): the star
 * summary and the newest few, as two parts of the product page's statement (../db/json-parts.ts).
 */
export function reviewStatsParts(locale: Locale, productIds: readonly number[]) {
  const ids = intArrayParam(productIds);
  return {
    reviewSummary: jsonPart(
      sql`
      SELECT row_to_json(s) FROM (
        SELECT round(avg(rating)::numeric, 1) AS average, count(*) AS total,
          count(*) FILTER (WHERE rating = 1) AS r1, count(*) FILTER (WHERE rating = 2) AS r2,
          count(*) FILTER (WHERE rating = 3) AS r3, count(*) FILTER (WHERE rating = 4) AS r4,
          count(*) FILTER (WHERE rating = 5) AS r5
        FROM product_reviews WHERE product_id = ANY(${ids}) AND status = 'approved') s`,
      summaryRow,
    ),
    latestReviews: jsonPart(
      jsonRows(sql`
      SELECT author, rating, title, body, locale, created_at FROM product_reviews WHERE product_id = ANY(${ids}) AND status = 'approved'
      ORDER BY (locale = ${locale}) DESC, created_at DESC, id DESC LIMIT ${LATEST_REVIEWS}`),
      reviewRows,
    ),
  };
}

/** The summary and latest reviews as the product page shows them. */
export function toReviewStats(summary: z.output<typeof summaryRow>, latest: z.output<typeof reviewRow>[]): ReviewStats {
  const count = summary.total;
  return {
    average: count > 0 ? summary.average : null,
    count,
    distribution: ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: summary[`r${stars}`] })),
    latest: latest.map((r) => ({
      author: r.author,
      rating: r.rating,
      title: r.title,
      body: r.body,
      locale: r.locale,
      createdAt: r.created_at.toISOString(),
    })),
  };
}
