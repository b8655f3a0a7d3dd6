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
import { bigint, int } from '../db/decode.ts';
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
import { MAX_LINE_QUANTITY, MAX_LINES } from './limits.ts';
import {
  addedRow,
  cartDbRow,
  eagerAddParts,
  ownerCondition,
  toCart,
  type AddedLine,
  type CartOwner,
  type CartRow,
  type EagerAdd,
  type StoredLine,
} from './repository.ts';
import type { CartState } from './view.ts';

export const EMPTY_STATE: CartState = { cart: null, lines: [], products: new Map(), steps: new Map(), bumps: [], coupons: [] };

/** A state and what the write that read it needs besides. */
export type LoadedState = CartState & {
  /** The hash the asked request key was first used with on this cart; null when it is new (or none was asked). */
  requestHash: string | null;
  /**
   * Read with a lock (`{ owner, lock: true }`) that had to wait for another write, which
   * changed the cart meanwhile: the lock answers the cart row as that write left it, but the
   * rest of the statement saw the cart before it (PostgreSQL reads a whole statement as of its
   * start). Such a state must be read again; the lock is held by then (./transaction.ts).
   */
  stale: boolean;
  /** The add the statement made itself (`add`); null when it did not apply, or none was asked. */
  added: AddedLine | null;
};

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
  /** The cart's version as the statement's snapshot saw it (only asked with a lock). */
  seen_version: bigint.nullable().optional(),
  /** The hash a request key was first used with on this cart (only asked with a key). */
  request_hash: z.string().nullable().optional(),
  /** The line and version of the add the statement made (only asked with `add`). */
  added: addedRow.nullable().optional(),
});

export type StateTarget =
  /**
   * The owner's cart (a read); none when the owner has no cart. With `lock`, a write's first
   * statement: the cart row is locked (FOR UPDATE) as it is read, see `stale`.
   */
  | { owner: CartOwner; lock?: boolean }
  /** A cart already found (and locked) by a write. */
  | { cart: CartRow };

export type StateOptions = {
  /** Marks a change first: version + 1, updated now, in this language. */
  touch?: boolean;
  /**
   * Products to know about besides the cart's own (one being added), with the order bumps they
   * trigger and those bumps' products, so the cart after the add can be priced without reading
   * it again (./transaction.ts).
   */
  products?: readonly number[];
  /** An Idempotency-Key to look up on this cart (./items.ts). */
  requestKey?: string | null;
  /**
   * A plain product's add to make in this same statement when the owner's cart (read without a
   * lock) allows it: one round trip for the whole add (./repository.ts, eagerAddParts).
   */
  add?: EagerAdd;
};

function cartSelect(target: StateTarget, locale: Locale, touch: boolean): SQL {
  if ('owner' in target) return sql`SELECT id, version, customer_id FROM carts WHERE ${ownerCondition(target.owner)}${target.lock ? sql` FOR UPDATE` : sql``}`;
  if (touch) {
    return sql`UPDATE carts SET version = version + 1, updated_at = now(), locale = ${locale}
      WHERE id = ${target.cart.id} RETURNING id, version, customer_id`;
  }
  return sql`SELECT id, version, customer_id FROM carts WHERE id = ${target.cart.id}`;
}

export async function loadState(db: Queryable, target: StateTarget, locale: Locale, options: StateOptions = {}): Promise<LoadedState | null> {
  const cartId = sql`(SELECT id FROM c)`;
  const items = sql`cart_items WHERE cart_id = ${cartId}`;
  // One array parameter, so the statement's text (and its prepared plan) is the same for any list.
  const extraIds = sql`SELECT unnest(${`{${(options.products ?? []).map(Number).join(',')}}`}::int[])`;
  const ownProducts = sql`SELECT product_id FROM ${items} AND bump_id IS NULL UNION ${extraIds}`;
  const kits = sql`SELECT product_id FROM ${items} AND composite_data IS NOT NULL`;
  const parts = sql`SELECT (part->>'productId')::int FROM cart_items ci, jsonb_array_elements(ci.composite_data) part
    WHERE ci.cart_id = ${cartId} AND ci.composite_data IS NOT NULL`;
  const offered = sql`SELECT product_id FROM order_bumps WHERE is_active AND (trigger_product_id IS NULL OR trigger_product_id IN (${ownProducts}))`;
  const involved = sql`SELECT product_id FROM ${items} UNION ${parts} UNION ${offered} UNION ${extraIds}`;
  // Every change of a cart raises its version under its lock, so an unchanged version means no
  // write came between the statement's start and the lock.
  const seenVersion =
    'owner' in target && target.lock
      ? sql`,
      (SELECT version FROM carts WHERE id = ${cartId}) AS seen_version`
      : sql``;
  // The few ids as one array: estimated as a handful of rows, so the products are found by their
  // key. Asked as the union itself, the estimate of a kit's parts (a hundred per line) made
  // PostgreSQL read every product at 100 000 products (docs/cart.md, round trips of a write).
  const involvedIds = sql`SELECT unnest(ARRAY(${involved}))`;
  const requestHash =
    options.requestKey == null
      ? sql``
      : sql`,
      (SELECT request_hash FROM cart_request_keys WHERE cart_id = ${cartId} AND key = ${options.requestKey}) AS request_hash`;
  // The add's parts read the cart's version from `c`: only a read of the owner's cart, unlocked.
  const eager = options.add && 'owner' in target && !target.lock ? options.add : null;
  const eagerParts = eager
    ? sql`,
    ${eagerAddParts(eager, locale, { maxLineQuantity: MAX_LINE_QUANTITY, maxLines: MAX_LINES })}`
    : sql``;
  const added = eager
    ? sql`,
      (SELECT row_to_json(a) FROM (SELECT line.id, line.quantity, touched.version FROM line, touched) a) AS added`
    : sql``;
  const [row] = await preparedRows(
    db,
    stateRow,
    sql`
    WITH c AS (${cartSelect(target, locale, options.touch ?? false)})${eagerParts}
    SELECT
      (SELECT row_to_json(c) FROM c) AS cart,
      (SELECT coalesce(json_agg(x ORDER BY x.product_id, x.id), '[]')
         FROM (SELECT id, product_id, quantity, options, composite_data, bump_id FROM ${items}) x) AS lines,
      (SELECT coalesce(json_agg(x ORDER BY x.kit_id, x.step, x.position, x.product_id), '[]') FROM (${stepRowsSql(kits)}) x) AS steps,
      (SELECT coalesce(json_agg(x ORDER BY x.position, x.id), '[]') FROM (${bumpRowsSql(ownProducts)}) x) AS bumps,
      (SELECT coalesce(json_agg(x ORDER BY x.applied), '[]') FROM (${cartCouponRowsSql(cartId)}) x) AS coupons,
      (SELECT coalesce(json_agg(x), '[]') FROM (${productRowsSql(locale, involvedIds)}) x) AS products${seenVersion}${requestHash}${added}`,
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
    requestHash: row.request_hash ?? null,
    stale: row.seen_version !== undefined && row.seen_version !== row.cart.version,
    added: row.added ?? null,
  };
}
