/**
 * The "was" price a shop may strike through beside a product's price (docs/prices-and-vat.md,
 * was-prices): the lowest price the product had in the 30 days before its current price started,
 * read from `price_history`, which a trigger on products writes on every price change. A list
 * price someone typed in (`products.original_price_cents`) is never shown as a was-price: EU law
 * (the Omnibus directive) allows only this reference price.
 *
 * A history row is valid from its `valid_from` until the next row's; the rows of one instant
 * (two changes in one transaction) were never seen but the last, so only the last counts. The
 * prices that overlap the 30 days are the one valid when they began and those that started
 * inside them. The answer is null when there is none, or when it is not above the current price.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The days before the current price whose lowest price is the reference. */
export const REFERENCE_DAYS = 30;

/**
 * A LATERAL subquery answering one column, `reference_price_cents`, for the product `productId`
 * names (a column of the outer query, e.g. `p.id`); no row when there is no reference, so join
 * it with `LEFT JOIN LATERAL ${referencePrice(sql`p.id`)} rp ON true`. Three probes of the
 * (product_id, valid_from) index per product, whatever the length of its history.
 */
export function referencePrice(productId: SQL): SQL {
  const windowStart = sql.raw(`cur.valid_from - interval '${REFERENCE_DAYS} days'`);
  return sql`(
    SELECT min(w.price_cents) AS reference_price_cents
    FROM (SELECT h.price_cents, h.valid_from FROM price_history h WHERE h.product_id = ${productId}
          ORDER BY h.valid_from DESC, h.id DESC LIMIT 1) cur
    CROSS JOIN LATERAL (
      (SELECT h.price_cents FROM price_history h WHERE h.product_id = ${productId} AND h.valid_from <= ${windowStart}
       ORDER BY h.valid_from DESC, h.id DESC LIMIT 1)
      UNION ALL
      (SELECT DISTINCT ON (h.valid_from) h.price_cents FROM price_history h
       WHERE h.product_id = ${productId} AND h.valid_from > ${windowStart} AND h.valid_from < cur.valid_from
       ORDER BY h.valid_from, h.id DESC)
    ) w
    GROUP BY cur.price_cents
    HAVING min(w.price_cents) > cur.price_cents
  )`;
}
