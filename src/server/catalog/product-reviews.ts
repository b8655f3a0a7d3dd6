/**
 * Approved reviews of a product family for the product page: the star summary and the newest few, those
 * in the page's language first (docs/catalogue.md, reviews).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { bigint, int, numeric, timestamp } from '../db/decode.ts';

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

export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const summaryRow = z.object({ average: numeric.nullable(), total: bigint, r1: bigint, r2: bigint, r3: bigint, r4: bigint, r5: bigint });
const reviewRow = z.object({
  author: z.string(),
  rating: int,
  title: z.string().nullable(),
  body: z.string(),
  locale: z.string(),
  created_at: timestamp,
});

/** Reviews of the whole family: a colour variant is the same product to a reviewer. */
export async function reviewStats(db: Queryable, locale: Locale, productIds: readonly number[]): Promise<ReviewStats> {
  const ids = idList(productIds);
  const [summary, latest] = await Promise.all([
    rows(
      db,
      summaryRow,
      sql`
      SELECT round(avg(rating)::numeric, 1) AS average, count(*) AS total,
        count(*) FILTER (WHERE rating = 1) AS r1, count(*) FILTER (WHERE rating = 2) AS r2,
        count(*) FILTER (WHERE rating = 3) AS r3, count(*) FILTER (WHERE rating = 4) AS r4,
        count(*) FILTER (WHERE rating = 5) AS r5
      FROM product_reviews WHERE product_id IN (${ids}) AND status = 'approved'`,
    ),
    rows(
      db,
      reviewRow,
      sql`
      SELECT author, rating, title, body, locale, created_at FROM product_reviews WHERE product_id IN (${ids}) AND status = 'approved'
      ORDER BY (locale = ${locale}) DESC, created_at DESC, id DESC LIMIT ${LATEST_REVIEWS}`,
    ),
  ]);
  const s = summary[0];
  const count = s?.total ?? 0;
  return {
    average: count > 0 ? (s?.average ?? null) : null,
    count,
    distribution: ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: s?.[`r${stars}`] ?? 0 })),
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
