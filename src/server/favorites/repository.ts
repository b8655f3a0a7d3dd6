/**
 * The favourites' SQL (table `favorites`: customer_id, product_id unique). Product facts come
 * from the cart's catalogue reader (../cart/facts.ts), so names fall back current locale → nl →
 * en → de (docs/catalogue.md) and pictures fall back to the master's the same way everywhere.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { countRow, idRow } from '../db/decode.ts';
import { unauthenticated } from '../auth/session.ts';
import { productRow, productRowsSql, toProductFacts, type ProductFacts } from '../cart/facts.ts';

const intArray = (ids: readonly number[]): SQL =>
  ids.length
    ? sql`ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`
    : sql`ARRAY[]::integer[]`;

/** Active, and for a variant its master is active too (the cart's rule for what can be sold). */
const ACTIVE = sql`p.is_active AND (p.master_product_id IS NULL OR EXISTS (SELECT 1 FROM products m WHERE m.id = p.master_product_id AND m.is_active))`;

/** A customer's favourites that are on sale, newest first. */
export async function customerFavorites(db: Queryable, customerId: number, locale: Locale): Promise<ProductFacts[]> {
  const found = await rows(
    db,
    productRow,
    sql`
    SELECT p.* FROM (${productRowsSql(locale, sql`SELECT product_id FROM favorites WHERE customer_id = ${customerId}`)}) p
    JOIN favorites f ON f.customer_id = ${customerId} AND f.product_id = p.id
    WHERE p.active
    ORDER BY f.created_at DESC, f.id DESC`,
  );
  return [...toProductFacts(found, locale).values()];
}

/** Facts of the given products that are on sale, in the order given (unknown ids are left out). */
export async function productsOnSale(db: Queryable, ids: readonly number[], locale: Locale): Promise<ProductFacts[]> {
  if (ids.length === 0) return [];
  const facts = toProductFacts(await rows(db, productRow, productRowsSql(locale, sql`SELECT unnest(${intArray(ids)})`)), locale);
  return ids.flatMap((id) => {
    const f = facts.get(id);
    return f?.active ? [f] : [];
  });
}

/** Holds the customer's row until the transaction ends, so one customer's favourites change one call at a time. */
export async function lockCustomer(tx: Queryable, customerId: number): Promise<void> {
  const locked = await rows(tx, idRow, sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`);
  // Deleted since the call's login was checked: as logged out (docs/accounts.md, your data).
  if (locked.length === 0) throw unauthenticated();
}

export async function countFavorites(tx: Queryable, customerId: number): Promise<number> {
  const found = await rows(tx, countRow, sql`SELECT count(*) AS n FROM favorites WHERE customer_id = ${customerId}`);
  return found[0]?.n ?? 0;
}

/**
 * Adds the products of `ids` that are on sale and not yet favourites, at most `room` of them
 * (the first of the list win); the first id becomes the newest. Answers how many were added.
 */
export async function insertFavorites(tx: Queryable, customerId: number, ids: readonly number[], room: number): Promise<number> {
  if (ids.length === 0 || room <= 0) return 0;
  const added = await rows(
    tx,
    idRow,
    sql`
    WITH wanted AS (
      SELECT p.id, x.n FROM unnest(${intArray(ids)}) WITH ORDINALITY AS x(id, n)
      JOIN products p ON p.id = x.id
      WHERE ${ACTIVE} AND NOT EXISTS (SELECT 1 FROM favorites f WHERE f.customer_id = ${customerId} AND f.product_id = p.id)
      ORDER BY x.n LIMIT ${room}
    )
    INSERT INTO favorites (customer_id, product_id)
    SELECT ${customerId}, id FROM wanted ORDER BY n DESC
    ON CONFLICT (customer_id, product_id) DO NOTHING
    RETURNING id`,
  );
  return added.length;
}

/** Removes the given favourites, or all of them when `ids` is null; answers how many went. */
export async function deleteFavorites(tx: Queryable, customerId: number, ids: readonly number[] | null): Promise<number> {
  const removed = await rows(
    tx,
    idRow,
    ids === null
      ? sql`DELETE FROM favorites WHERE customer_id = ${customerId} RETURNING id`
      : sql`DELETE FROM favorites WHERE customer_id = ${customerId} AND product_id = ANY(${intArray(ids)}) RETURNING id`,
  );
  return removed.length;
}
