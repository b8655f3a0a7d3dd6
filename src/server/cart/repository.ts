/**
 * The cart's own rows: finding, creating and locking a cart, and its lines. A write either runs
 * in one transaction that first locks the cart row (SELECT … FOR UPDATE), so two requests
 * changing the same cart queue behind each other, or is one statement guarded by the version it
 * read (the *Touching writes), so a request that came between makes it read again instead of
 * losing an update (docs/cart.md, round trips of a write); the unique index on
 * (cart, product, options) makes a duplicate line impossible either way.
 */
import { sql } from 'drizzle-orm';
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
 * a write). Only when the cart is still at the version the write read: the statement's other
 * parts take their rows from this one, so a cart changed meanwhile gets no change at all and the
 * statement answers no row. Answers the new version as `version`.
 */
function touchCart(cart: ReadCart, locale: Locale) {
  return sql`UPDATE carts SET version = version + 1, updated_at = now(), locale = ${locale}
    WHERE id = ${cart.id} AND version = ${cart.version} RETURNING version`;
}

const addedRow = z.object({ id: int, quantity: int, version: bigint });

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
  line: { productId: number; quantity: number; options: string; parts: PlacedPart[] | null; bumpId: number | null },
  requestKey: { key: string; hash: string } | null,
): Promise<{ id: number; quantity: number; version: number }> {
  const [row] = await preparedRows(
    db,
    addedRow,
    sql`
    WITH touched AS (${touchCart(cart, locale)}),
    line AS (
      INSERT INTO cart_items (cart_id, product_id, quantity, options, composite_data, bump_id)
      SELECT ${cart.id}::uuid, ${line.productId}::int, ${line.quantity}::int, ${line.options}::text,
        ${line.parts === null ? null : JSON.stringify(line.parts)}::jsonb, ${line.bumpId}::int FROM touched
      ON CONFLICT (cart_id, product_id, options) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
      RETURNING id, quantity),
    request AS (
      INSERT INTO cart_request_keys (cart_id, key, request_hash)
      SELECT ${cart.id}::uuid, ${requestKey?.key ?? null}::text, ${requestKey?.hash ?? null}::text FROM touched
      WHERE ${requestKey?.key ?? null}::text IS NOT NULL
      ON CONFLICT DO NOTHING)
    SELECT line.id, line.quantity, touched.version FROM line, touched`,
  );
  if (!row) throw new StaleCart(cart.id);
  return row;
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
