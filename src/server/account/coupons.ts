/**
 * A customer's personal coupons (coupons.customer_id) with their state as the cart would judge
 * them now (src/lib/cart/coupons.ts): a withdrawn coupon is not listed; the minimum order value
 * depends on a cart, so it is shown, not judged.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { couponProblem } from '#src/lib/cart/coupons.ts';
import type { CouponState, PersonalCouponJson } from '#src/lib/account/types.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int, timestamp } from '../db/decode.ts';
import { euros, isoOrNull } from './money.ts';

const couponRow = z.object({
  id: int,
  code: z.string(),
  type: int,
  amount: int,
  min_order_cents: int,
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  usage_limit: int.nullable(),
  times_used: int,
  customer_id: int,
  is_active: z.boolean(),
});

export async function personalCoupons(db: Queryable, customerId: number, now = new Date()): Promise<PersonalCouponJson[]> {
  const found = await rows(
    db,
    couponRow,
    sql`
    SELECT id, code, type, amount, min_order_cents, starts_at, ends_at, usage_limit, times_used, customer_id, is_active
    FROM coupons WHERE customer_id = ${customerId} AND is_active ORDER BY ends_at DESC NULLS FIRST, id`,
  );
  return found.map((c) => {
    const problem = couponProblem(
      {
        isActive: c.is_active,
        startsAt: c.starts_at,
        endsAt: c.ends_at,
        usageLimit: c.usage_limit,
        timesUsed: c.times_used,
        minOrderCents: c.min_order_cents,
        customerId: c.customer_id,
      },
      // Any cart large enough: the minimum is a condition of a cart, not of the coupon itself.
      { now, subtotalInclCents: Math.max(c.min_order_cents, 0), customerId },
    );
    const state: CouponState = problem === 'not_started' || problem === 'expired' || problem === 'used_up' ? problem : 'valid';
    const type = c.type === 1 ? 1 : 2;
    return {
      id: c.id,
      code: c.code,
      type,
      amount: type === 1 ? euros(c.amount) : c.amount / 100,
      min_order: euros(c.min_order_cents),
      starts_at: isoOrNull(c.starts_at),
      ends_at: isoOrNull(c.ends_at),
      uses_left: c.usage_limit === null ? null : Math.max(0, c.usage_limit - c.times_used),
      state,
    };
  });
}
