/**
 * Stock moves of orders: taken when an order is placed, given back when it ends unpaid. Both lock
 * the product rows in one fixed order (by id) before they change them, so two transactions that
 * touch the same products queue instead of deadlocking.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';

const stockRow = z.object({ id: int, stock: int });

/** A list of ids as one array parameter, so the statement's text is the same for any list. */
const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/** Locks the products (by id) and answers their stock. */
export async function lockStock(tx: Queryable, productIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const locked = await rows(tx, stockRow, sql`SELECT id, stock FROM products WHERE id = ANY(${intArray(ids)}::int[]) ORDER BY id FOR UPDATE`);
  return new Map(locked.map((r) => [r.id, r.stock]));
}

/** Changes stock by `delta` per product (negative takes); the rows must be locked by lockStock first. */
export async function changeStock(tx: Queryable, delta: ReadonlyMap<number, number>): Promise<void> {
  const ids = [...delta.keys()];
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE products p SET stock = p.stock + d.delta, updated_at = now()
    FROM unnest(${intArray(ids)}::int[], ${intArray(ids.map((id) => delta.get(id)!))}::int[]) AS d(id, delta)
    WHERE p.id = d.id`);
}

const pieceRow = z.object({ product_id: int, quantity: int });

/** The pieces an order took from stock, per product (kit parts counted per piece). */
export async function orderPieces(tx: Queryable, orderId: number): Promise<Map<number, number>> {
  const found = await rows(
    tx,
    pieceRow,
    sql`
    WITH pieces AS (
      SELECT i.product_id, i.quantity FROM order_items i
        WHERE i.order_id = ${orderId} AND i.composite_data IS NULL AND i.product_id IS NOT NULL
      UNION ALL
      SELECT (part->>'productId')::int, (part->>'quantity')::int * i.quantity FROM order_items i, jsonb_array_elements(i.composite_data) part
        WHERE i.order_id = ${orderId} AND i.composite_data IS NOT NULL
    )
    SELECT product_id, sum(quantity)::int AS quantity FROM pieces WHERE product_id IN (SELECT id FROM products) GROUP BY product_id`,
  );
  return new Map(found.map((r) => [r.product_id, r.quantity]));
}
