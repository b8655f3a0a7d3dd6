/**
 * The order's states and the only moves between them (docs/checkout.md, order states), enforced
 * here and nowhere else:
 *
 *   pending (awaiting payment) → paid → processing → shipped → delivered
 *   pending → cancelled | expired | failed      (stock and coupon use go back, exactly once)
 *   paid | processing | shipped | delivered → refunded
 *
 * A move is one conditional UPDATE (`WHERE status IN (…the states it may come from)`), so of
 * two racing moves exactly one happens, and an order never moves backwards: a late or repeated
 * webhook finds the order already past the state it would set and changes nothing.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { OrderStatus } from '#src/lib/account/order-status.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { changeStock, lockStock, orderPieces } from './stock.ts';

export const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled', 'expired', 'failed'],
  paid: ['processing', 'refunded'],
  processing: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  expired: [],
  failed: [],
  refunded: [],
};

/** The states an order ends in without being paid: what it took is given back. */
export const UNPAID_ENDS: readonly OrderStatus[] = ['cancelled', 'expired', 'failed'];

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => MOVES[from].includes(to);

/** The states from which `to` may be reached. */
export const sourcesOf = (to: OrderStatus): OrderStatus[] => (Object.keys(MOVES) as OrderStatus[]).filter((from) => canMove(from, to));

const movedRow = z.object({ id: int });

/**
 * Moves an order to `to` when its current state allows it; answers whether it moved. Ending an
 * unpaid order releases its stock and coupon use in the same transaction, so the release happens
 * exactly when the move does.
 */
export async function moveOrder(tx: Queryable, orderId: number, to: OrderStatus): Promise<boolean> {
  const from = sourcesOf(to);
  if (from.length === 0) return false;
  const stamps = to === 'paid' ? sql`, paid_at = now()` : UNPAID_ENDS.includes(to) ? sql`, closed_at = now()` : sql``;
  const moved = await rows(
    tx,
    movedRow,
    sql`UPDATE orders SET status = ${to}, updated_at = now()${stamps}
      WHERE id = ${orderId} AND status IN (${sql.join(
        from.map((s) => sql`${s}`),
        sql`, `,
      )}) RETURNING id`,
  );
  if (moved.length === 0) return false;
  if (UNPAID_ENDS.includes(to)) await releaseReservation(tx, orderId);
  return true;
}

/**
 * Gives back what a placed order took: its pieces to stock (kit parts per piece) and one use of
 * each of its coupons. Only moveOrder calls it, right after the move that ends the order.
 */
async function releaseReservation(tx: Queryable, orderId: number): Promise<void> {
  const pieces = await orderPieces(tx, orderId);
  await lockStock(tx, [...pieces.keys()]);
  await changeStock(tx, pieces);
  await tx.execute(sql`
    UPDATE coupons SET times_used = greatest(times_used - 1, 0)
    WHERE code = ANY (SELECT unnest(string_to_array(coupon_code, ', ')) FROM orders WHERE id = ${orderId})`);
}
