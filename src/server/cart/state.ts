/**
 * Loads everything a cart's answer needs in one query: the cart row, its lines, the steps of its
 * kits, the order bumps it may offer, its coupons, and the facts of every product involved
 * (lines, kit parts, offered bumps, and any the caller is about to add). Each part is a JSON
 * array built by the database, ordered explicitly. A write marks its change (new version, time,
 * language) in the same statement that reads the cart afterwards. One round trip instead of
 * six matters: round trips were most of the CPU a cart call cost.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import {
  bumpRow,
  bumpRowsSql,
  cartCouponRowsSql,
  couponRow,
  productRow,
  productRowsSql,
  stepRow,
  stepRowsSql,
  toBumps,
  toCoupon,
  toKitSteps,
  toProductFacts,
} from './facts.ts';
import { cartDbRow, ownerCondition, toCart, type CartOwner, type CartRow, type StoredLine } from './repository.ts';
import type { CartState } from './view.ts';

export const EMPTY_STATE: CartState = { cart: null, lines: [], products: new Map(), steps: new Map(), bumps: [], coupons: [] };

const placedPart = z.object({ step: int, productId: int, quantity: int });

const lineRow = z.object({
  id: int,
  product_id: int,
  quantity: int,
  options: z.string(),
  composite_data: z.array(placedPart).nullable(),
  bump_id: int.nullable(),
});

/** The one row of the state query: every part is a JSON array built by the database. */
const stateRow = z.object({
  cart: cartDbRow.nullable(),
  lines: z.array(lineRow),
  steps: z.array(stepRow),
  bumps: z.array(bumpRow),
  coupons: z.array(couponRow),
  products: z.array(productRow),
});

export type StateTarget =
  /** The owner's cart (a read); none when the owner has no cart. */
  | { owner: CartOwner }
  /** A cart already found (and locked) by a write. */
  | { cart: CartRow };

export type StateOptions = {
  /** Marks a change first: version + 1, updated now, in this language. */
  touch?: boolean;
  /** Products to know about besides the cart's own (one being added). */
  products?: readonly number[];
};

function cartSelect(target: StateTarget, locale: Locale, touch: boolean): SQL {
  if ('owner' in target) return sql`SELECT id, version, customer_id FROM carts WHERE ${ownerCondition(target.owner)}`;
  if (touch) {
    return sql`UPDATE carts SET version = version + 1, updated_at = now(), locale = ${locale}
      WHERE id = ${target.cart.id} RETURNING id, version, customer_id`;
  }
  return sql`SELECT id, version, customer_id FROM carts WHERE id = ${target.cart.id}`;
}

export async function loadState(db: Queryable, target: StateTarget, locale: Locale, options: StateOptions = {}): Promise<CartState | null> {
  const cartId = sql`(SELECT id FROM c)`;
  const items = sql`cart_items WHERE cart_id = ${cartId}`;
  const ownProducts = sql`SELECT product_id FROM ${items} AND bump_id IS NULL`;
  const kits = sql`SELECT product_id FROM ${items} AND composite_data IS NOT NULL`;
  const parts = sql`SELECT (part->>'productId')::int FROM cart_items ci, jsonb_array_elements(ci.composite_data) part
    WHERE ci.cart_id = ${cartId} AND ci.composite_data IS NOT NULL`;
  const offered = sql`SELECT product_id FROM order_bumps WHERE is_active AND (trigger_product_id IS NULL OR trigger_product_id IN (${ownProducts}))`;
  // One array parameter, so the statement's text (and its prepared plan) is the same for any list.
  const extra = sql` UNION SELECT unnest(${`{${(options.products ?? []).map(Number).join(',')}}`}::int[])`;
  const involved = sql`SELECT product_id FROM ${items} UNION ${parts} UNION ${offered}${extra}`;
  const [row] = await preparedRows(
    db,
    stateRow,
    sql`
    WITH c AS (${cartSelect(target, locale, options.touch ?? false)})
    SELECT
      (SELECT row_to_json(c) FROM c) AS cart,
      (SELECT coalesce(json_agg(x ORDER BY x.product_id, x.id), '[]')
         FROM (SELECT id, product_id, quantity, options, composite_data, bump_id FROM ${items}) x) AS lines,
      (SELECT coalesce(json_agg(x ORDER BY x.kit_id, x.step, x.position, x.product_id), '[]') FROM (${stepRowsSql(kits)}) x) AS steps,
      (SELECT coalesce(json_agg(x ORDER BY x.position, x.id), '[]') FROM (${bumpRowsSql(ownProducts)}) x) AS bumps,
      (SELECT coalesce(json_agg(x ORDER BY x.applied), '[]') FROM (${cartCouponRowsSql(cartId)}) x) AS coupons,
      (SELECT coalesce(json_agg(x), '[]') FROM (${productRowsSql(locale, involved)}) x) AS products`,
  );
  if (!row?.cart) return null;
  return {
    cart: toCart(row.cart),
    lines: row.lines.map(
      (r) =>
        ({
          id: r.id,
          productId: r.product_id,
          quantity: r.quantity,
          options: r.options,
          parts: r.composite_data,
          bumpId: r.bump_id,
        }) satisfies StoredLine,
    ),
    steps: toKitSteps(row.steps, locale),
    bumps: toBumps(row.bumps, locale),
    coupons: row.coupons.map(toCoupon),
    products: toProductFacts(row.products, locale),
  };
}
