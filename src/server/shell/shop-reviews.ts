/** Shop review summary for the shell and structured data (docs/catalogue.md, reviews). */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { bigint, numeric } from '../db/decode.ts';
import { ttlCache } from '../cache.ts';

const summaryRow = z.object({ average: numeric.nullable(), total: bigint });

export type ReviewSummary = { average: number; total: number };

export async function loadShopReviewSummary(db: Queryable): Promise<ReviewSummary> {
  const result = await rows(
    db,
    summaryRow,
    sql`
    SELECT round(avg(rating)::numeric, 1) AS average, count(*) AS total FROM shop_reviews`,
  );
  const row = result[0];
  return { average: row?.average ?? 0, total: row?.total ?? 0 };
}

const summaryCache = ttlCache<'all', ReviewSummary>(10 * 60_000, async () => loadShopReviewSummary(await db()));

/** Average (1–10, one decimal) and count of shop reviews; zeros when the fetch fails (docs/errors.md). */
export async function shopReviewSummary(): Promise<ReviewSummary> {
  try {
    return await summaryCache.get('all');
  } catch (err) {
    console.error('[reviews] summary failed:', (err as Error).message);
    return { average: 0, total: 0 };
  }
}
