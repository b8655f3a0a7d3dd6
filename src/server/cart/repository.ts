/**
 * The cart's own rows: finding, creating and locking a cart, and its lines. A write either runs
 * in one transaction that first locks the cart row (SELECT … FOR UPDATE), so two requests
 * changing the same cart queue behind each other, or is one statement guarded by the version it
 * read (the *Touching writes), so a request that came between makes it read again instead of
 * losing an update (docs/cart.md, round trips of a write); the unique index on
 * (cart, product, options) makes a duplicate line impossible either way.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { PlacedPart } from '#src/lib/cart/composite.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows, rows } from '../db/query.ts';
import { bigint, int } from '../db/decode.ts';
import { unauthenticated } from '../auth/session.ts';
import { CART_TTL_DAYS } from './token.ts';

export type CartOwner = { kind: 'guest'; tokenHash: string } | { kind: 'customer'; customerId: number };

export type CartRow = { id: string; version: number; customerId: number | null };

export type StoredLine = {
  id: number;
  productId: number;
  quantity: number;
  options: string;
  /** A kit's parts in step order; null for other lines. */
  parts: PlacedPart[] | null;
  bumpId: number | null;
};

/** A cart as the database keeps it; `version` is int8. */
export const cartDbRow = z.object({ id: z.string(), version: bigint, customer_id: int.nullable() });
export type CartDbRow = z.output<typeof cartDbRow>;
export const toCart = (r: CartDbRow): CartRow => ({ id: r.id, version: r.version, customerId: r.customer_id });

const idRow = z.object({ id: int });
const versionRow = z.object({ version: bigint });
const cartIdRow = z.object({ id: z.string() });

/** A guest cart unchanged for the TTL is gone, even before the purge removes its rows. */
export function ownerCondition(owner: CartOwner) {
  return owner.kind === 'guest'
    ? sql`token_hash = ${owner.tokenHash} AND updated_at > now() - make_interval(days => ${CART_TTL_DAYS})`
    : sql`customer_id = ${owner.customerId}`;
}

/**
 * The owner's cart, locked until the transaction ends; null when there is none. Cart writes
 * commit durably like every other write (docs/cart.md, durable writes): a click the shopper saw
 * confirmed survives a database crash.
 */
export async function lockCart(tx: Queryable, owner: CartOwner): Promise<CartRow | null> {
  const found = await preparedRows(tx, cartDbRow, sql`SELECT id, version, customer_id FROM carts WHERE ${ownerCondition(owner)} FOR UPDATE`);
  return found[0] ? toCart(found[0]) : null;
}

/**
 * A new cart for the owner, locked. A customer's cart is unique: a concurrent creation yields the
 * same row. A customer whose account was deleted since the call's login was checked has none:
 * the key-share lock waits for a deletion under way and then finds no row (401, as logged out).
 */
export async function createCart(tx: Queryable, owner: CartOwner, locale: Locale): Promise<CartRow> {
  if (owner.kind === 'customer') {
    const alive = await rows(tx, idRow, sql`SELECT id FROM customers WHERE id = ${owner.customerId} FOR KEY SHARE`);
    if (alive.length === 0) throw unauthenticated();
  }
  const created =
    owner.kind === 'guest'
      ? await rows(
          tx,
          cartDbRow,
          sql`
        INSERT INTO carts (token_hash, locale) VALUES (${owner.tokenHash}, ${locale}) RETURNING id, version, customer_id`,
        )
      : await rows(
          tx,
          cartDbRow,
          sql`
        INSERT INTO carts (customer_id, locale) VALUES (${owner.customerId}, ${locale})
        ON CONFLICT (customer_id) DO UPDATE SET updated_at = now() RETURNING id, version, customer_id`,
        );
  const row = created[0];
  if (!row) throw new Error('creating a cart returned no row');
  return toCart(row);
}

/** Adds pieces to the line with this product and options, creating it when missing. */
export async function addToLine(
  tx: Queryable,
  cartId: string,
  line: { productId: number; quantity: number; options: string; parts: PlacedPart[] | null; bumpId: number | null },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO cart_items (cart_id, product_id, quantity, options, composite_data, bump_id)
    VALUES (${cartId}, ${line.productId}, ${line.quantity}, ${line.options}, ${line.parts === null ? null : JSON.stringify(line.parts)}::jsonb, ${line.bumpId})
    ON CONFLICT (cart_id, product_id, options) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`);
}

export async function setLineQuantity(tx: Queryable, lineId: number, quantity: number): Promise<void> {
  await tx.execute(sql`UPDATE cart_items SET quantity = ${quantity} WHERE id = ${lineId}`);
}

/**
 * A write guarded by the cart's version found another version: the cart changed since it was
 * read. Only an unlocked write meets it; it reads the cart again (./transaction.ts).
 */
export class StaleCart extends Error {
  constructor(cartId: string) {
    super(`cart ${cartId} changed since it was read`);
  }
}

/** The cart a write read, at the version it read: the write applies only to that version. */
export type ReadCart = Pick<CartRow, 'id' | 'version'>;

/**
 * Marks a change of the cart (version + 1, updated now, in this language), as a part of the
 * statement that writes the change: one round trip instead of two (docs/cart.md, round trips of
 * a write). Only when the cart is still at the version the write read (and `condition` holds):
 * the statement's other parts take their rows from this one, so a cart changed meanwhile gets no
 * change at all and the statement answers no row. Answers the new version as `version`. The
 * cart is a row already read, or (the add read with the cart, ./state.ts) the id and version
 * the same statement reads.
 */
function touchCart(cart: ReadCart | { id: SQL; version: SQL }, locale: Locale, condition: SQL = sql``) {
  return sql`UPDATE carts SET version = version + 1, updated_at = now(), locale = ${locale}
    WHERE id = ${cart.id} AND version = ${cart.version}${condition} RETURNING version`;
}

type NewLine = { productId: number; quantity: number; options: string; parts: PlacedPart[] | null; bumpId: number | null };

/**
 * The parts of a statement that add pieces to a line (creating it when missing) and record the
 * request key, each only for the row of `touched` (the cart's guarded update): `line` answers
 * the line's id and quantity afterwards.
 */
function addLineParts(cartId: string | SQL, line: NewLine, requestKey: { key: string; hash: string } | null): SQL {
  return sql`line AS (
      INSERT INTO cart_items (cart_id, product_id, quantity, options, composite_data, bump_id)
      SELECT ${cartId}::uuid, ${line.productId}::int, ${line.quantity}::int, ${line.options}::text,
        ${line.parts === null ? null : JSON.stringify(line.parts)}::jsonb, ${line.bumpId}::int FROM touched
      ON CONFLICT (cart_id, product_id, options) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
      RETURNING id, quantity),
    request AS (
      INSERT INTO cart_request_keys (cart_id, key, request_hash)
      SELECT ${cartId}::uuid, ${requestKey?.key ?? null}::text, ${requestKey?.hash ?? null}::text FROM touched
      WHERE ${requestKey?.key ?? null}::text IS NOT NULL
      ON CONFLICT DO NOTHING)`;
}

export const addedRow = z.object({ id: int, quantity: int, version: bigint });
export type AddedLine = z.output<typeof addedRow>;

/**
 * Adds pieces to the line with this product and options (creating it when missing), records
 * the request key when there is one, and marks the change, in one statement. Answers the line's
 * id and quantity afterwards and the cart's new version. The version guard means the key cannot
 * have been recorded since it was looked up.
 */
export async function addToLineTouching(
  db: Queryable,
  cart: ReadCart,
  locale: Locale,
  line: NewLine,
  requestKey: { key: string; hash: string } | null,
): Promise<AddedLine> {
  const [row] = await preparedRows(
    db,
    addedRow,
    sql`
    WITH touched AS (${touchCart(cart, locale)}),
    ${addLineParts(cart.id, line, requestKey)}
    SELECT line.id, line.quantity, touched.version FROM line, touched`,
  );
  if (!row) throw new StaleCart(cart.id);
  return row;
}

/** An add of a plain product that the statement reading the cart may make at once (./state.ts). */
export type EagerAdd = { productId: number; quantity: number; requestKey: { key: string; hash: string } | null };

/**
 * The parts of the statement that reads the owner's cart (`c`, ./state.ts) which add a plain
 * product in that same statement: the add costs one round trip instead of two (docs/cart.md,
 * round trips of a write). The add applies only when every check the code makes of an add
 * passes on the cart as the statement reads it (a product that can be added on its own, the
 * stock, the line's quantity, the number of lines, an unused request key) and the cart is still
 * at the version read. These checks must be at least as strict as the code's (./items.ts, which
 * decides): when the add did not apply, the code decides on the same reading and writes with
 * addToLineTouching or answers the error. `added` answers the line and the new version.
 */
export function eagerAddParts(add: EagerAdd, locale: Locale, limits: { maxLineQuantity: number; maxLines: number }): SQL {
  const cartId = sql`(SELECT id FROM c)`;
  const existing = sql`cart_items e WHERE e.cart_id = ${cartId} AND e.product_id = ${add.productId} AND e.options = '' AND e.bump_id IS NULL`;
  // Pieces of the product the cart holds, as the code counts them: its own lines and kits' parts.
  const demand = sql`(SELECT coalesce(sum(ci.quantity), 0) FROM cart_items ci
      WHERE ci.cart_id = ${cartId} AND ci.composite_data IS NULL AND ci.product_id = ${add.productId})
    + (SELECT coalesce(sum((part->>'quantity')::int * ci.quantity), 0) FROM cart_items ci, jsonb_array_elements(ci.composite_data) part
      WHERE ci.cart_id = ${cartId} AND ci.composite_data IS NOT NULL AND (part->>'productId')::int = ${add.productId})`;
  const keyUnused =
    add.requestKey === null ? sql`` : sql` AND NOT EXISTS (SELECT 1 FROM cart_request_keys WHERE cart_id = ${cartId} AND key = ${add.requestKey.key})`;
  const line: NewLine = { productId: add.productId, quantity: add.quantity, options: '', parts: null, bumpId: null };
  return sql`add_ok AS (
      SELECT 1 FROM products p LEFT JOIN products m ON m.id = p.master_product_id
      WHERE p.id = ${add.productId} AND p.is_active AND (p.master_product_id IS NULL OR coalesce(m.is_active, false))
        AND NOT p.is_composite
        AND NOT EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id AND v.is_active)
        AND EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id)
        AND ${demand} + ${add.quantity} <= greatest(p.stock, 0)
        AND CASE WHEN EXISTS (SELECT 1 FROM ${existing})
          THEN (SELECT e.quantity FROM ${existing}) + ${add.quantity} <= ${limits.maxLineQuantity}
          ELSE ${add.quantity} <= ${limits.maxLineQuantity} AND (SELECT count(*) FROM cart_items WHERE cart_id = ${cartId}) < ${limits.maxLines}
        END${keyUnused}),
    touched AS (${touchCart({ id: cartId, version: sql`(SELECT version FROM c)` }, locale, sql` AND EXISTS (SELECT 1 FROM add_ok)`)}),
    ${addLineParts(cartId, line, add.requestKey)}`;
}

/** Sets a line's quantity and marks the change, in one statement; answers the new version. */
export async function setLineQuantityTouching(db: Queryable, cart: ReadCart, locale: Locale, lineId: number, quantity: number): Promise<number> {
  const [row] = await preparedRows(
    db,
    versionRow,
    sql`
    WITH touched AS (${touchCart(cart, locale)}),
    line AS (UPDATE cart_items SET quantity = ${quantity} WHERE id = ${lineId} AND cart_id = ${cart.id} AND EXISTS (SELECT 1 FROM touched))
    SELECT version FROM touched`,
  );
  if (!row) throw new StaleCart(cart.id);
  return row.version;
}

/** Removes a line and marks the change, in one statement; answers the new version. */
export async function deleteLineTouching(db: Queryable, cart: ReadCart, locale: Locale, lineId: number): Promise<number> {
  const [row] = await preparedRows(
    db,
    versionRow,
    sql`
    WITH touched AS (${touchCart(cart, locale)}),
    line AS (DELETE FROM cart_items WHERE id = ${lineId} AND cart_id = ${cart.id} AND EXISTS (SELECT 1 FROM touched))
    SELECT version FROM touched`,
  );
  if (!row) throw new StaleCart(cart.id);
  return row.version;
}

/** Gives a kit line other parts (its options change with them). */
export async function setLineParts(tx: Queryable, lineId: number, options: string, parts: PlacedPart[]): Promise<void> {
  await tx.execute(sql`UPDATE cart_items SET options = ${options}, composite_data = ${JSON.stringify(parts)}::jsonb WHERE id = ${lineId}`);
}

export async function deleteLine(tx: Queryable, lineId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM cart_items WHERE id = ${lineId}`);
}

/** Empties the cart: its lines and its coupons. */
export async function deleteAllLines(tx: Queryable, cartId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM cart_items WHERE cart_id = ${cartId}`);
  await tx.execute(sql`DELETE FROM cart_adjustments WHERE cart_id = ${cartId}`);
}

/** One coupon at a time: applying a coupon replaces the one before. */
export async function replaceCoupon(tx: Queryable, cartId: string, couponId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM cart_adjustments WHERE cart_id = ${cartId} AND coupon_id <> ${couponId}`);
  await tx.execute(sql`INSERT INTO cart_adjustments (cart_id, coupon_id) VALUES (${cartId}, ${couponId}) ON CONFLICT DO NOTHING`);
}

/** True when the coupon was on the cart. */
export async function removeCoupon(tx: Queryable, cartId: string, couponId: number): Promise<boolean> {
  const removed = await rows(tx, idRow, sql`DELETE FROM cart_adjustments WHERE cart_id = ${cartId} AND coupon_id = ${couponId} RETURNING id`);
  return removed.length > 0;
}

export async function setCartCountry(tx: Queryable, cartId: string, country: string): Promise<void> {
  await tx.execute(sql`UPDATE carts SET country_id = ${country} WHERE id = ${cartId}`);
}

/** Removes guest carts past their TTL and request keys older than a day; returns how many carts went. */
export async function purgeExpired(db: Queryable): Promise<number> {
  await db.execute(sql`DELETE FROM cart_request_keys WHERE created_at < now() - interval '1 day'`);
  const removed = await rows(
    db,
    cartIdRow,
    sql`
    DELETE FROM carts WHERE customer_id IS NULL AND updated_at < now() - make_interval(days => ${CART_TTL_DAYS}) RETURNING id`,
  );
  return removed.length;
}
