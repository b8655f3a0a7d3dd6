/**
 * A customer's personal coupons (coupons.customer_id) with their state as the cart would judge
 * them now (src/lib/cart/coupons.ts): a withdrawn coupon is not listed; the minimum order value
 * depends on a cart, so it is shown, not judged.
 */
import { sql } from 'drizzle-orm';
import { couponProblem } from '../../lib/cart/coupons.ts';
import type { CouponState, PersonalCouponJson } from '../../lib/account/types.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { euros, isoOrNull } from './money.ts';

type CouponRow = {
  id: number; code: string; type: number; amount: number; min_order_cents: number; starts_at: string | Date | null;
  ends_at: string | Date | null; usage_limit: number | null; times_used: number; customer_id: number; is_active: boolean;
};

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

export async function personalCoupons(db: Queryable, customerId: number, now = new Date()): Promise<PersonalCouponJson[]> {
  const found = await rows<CouponRow>(db, sql`
    SELECT id, code, type, amount, min_order_cents, starts_at, ends_at, usage_limit, times_used, customer_id, is_active
    FROM coupons WHERE customer_id = ${customerId} AND is_active ORDER BY ends_at DESC NULLS FIRST, id`);
  return found.map((c) => {
    const problem = couponProblem(
      { isActive: c.is_active, startsAt: date(c.starts_at), endsAt: date(c.ends_at), usageLimit: c.usage_limit, timesUsed: c.times_used, minOrderCents: c.min_order_cents, customerId: c.customer_id },
      // Any cart large enough: the minimum is a condition of a cart, not of the coupon itself.
      { now, subtotalInclCents: Math.max(c.min_order_cents, 0), customerId },
    );
    const state: CouponState = problem === 'not_started' || problem === 'expired' || problem === 'used_up' ? problem : 'valid';
    const type = c.type === 1 ? 1 : 2;
    return {
      id: c.id, code: c.code, type, amount: type === 1 ? euros(c.amount) : c.amount / 100, min_order: euros(c.min_order_cents),
      starts_at: isoOrNull(c.starts_at), ends_at: isoOrNull(c.ends_at),
      uses_left: c.usage_limit === null ? null : Math.max(0, c.usage_limit - c.times_used), state,
    };
  });
}
