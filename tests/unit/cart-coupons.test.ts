/** When a coupon applies, and the first reason it does not (docs/cart.md, coupons; one message per reason). */
import { describe, expect, it } from 'vitest';
import { couponProblem, normalizeCouponCode, type CouponFacts } from '#src/lib/cart/coupons.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

/** A coupon that applies to anyone, any time, on any cart. */
const open: CouponFacts = { isActive: true, startsAt: null, endsAt: null, usageLimit: null, timesUsed: 0, minOrderCents: 0, customerId: null };

/** The seeded coupons as facts (see src/server/db/seed/data/misc.ts). */
const seeded = {
  WELCOME10: open,
  MIN50: { ...open, minOrderCents: 5000 },
  EXPIRED2024: { ...open, startsAt: new Date('2024-01-01T00:00:00Z'), endsAt: new Date('2024-12-31T23:59:59Z') },
  FUTURE2030: { ...open, startsAt: new Date('2030-01-01T00:00:00Z') },
  LIMITED: { ...open, usageLimit: 10, timesUsed: 10 },
  INACTIVE: { ...open, isActive: false },
} satisfies Record<string, CouponFacts>;

/** Every problem at once: the order of the checks decides which one is reported. */
const hopeless: CouponFacts = {
  isActive: false,
  customerId: 42,
  startsAt: new Date('2030-01-01T00:00:00Z'),
  endsAt: new Date('2020-01-01T00:00:00Z'),
  usageLimit: 1,
  timesUsed: 1,
  minOrderCents: 100_000,
};

const guestCart = (subtotalInclCents = 10_000, now = NOW) => ({ now, subtotalInclCents, customerId: null });

describe('couponProblem on the seeded coupons', () => {
  it.each([
    ['WELCOME10', null],
    ['MIN50', 'min_order'],
    ['EXPIRED2024', 'expired'],
    ['FUTURE2030', 'not_started'],
    ['LIMITED', 'used_up'],
    ['INACTIVE', 'unknown'],
  ] as const)('%s on a €20 cart: %s', (code, problem) => {
    expect(couponProblem(seeded[code], guestCart(2000))).toBe(problem);
  });
});

describe('couponProblem order', () => {
  it('reports problems in order: unknown, not started, expired, used up, minimum', () => {
    let facts = { ...hopeless };
    expect(couponProblem(facts, guestCart())).toBe('unknown'); // inactive
    facts = { ...facts, isActive: true };
    expect(couponProblem(facts, guestCart())).toBe('unknown'); // another customer's
    facts = { ...facts, customerId: null };
    expect(couponProblem(facts, guestCart())).toBe('not_started');
    facts = { ...facts, startsAt: null };
    expect(couponProblem(facts, guestCart())).toBe('expired');
    facts = { ...facts, endsAt: null };
    expect(couponProblem(facts, guestCart())).toBe('used_up');
    facts = { ...facts, usageLimit: null };
    expect(couponProblem(facts, guestCart())).toBe('min_order');
    facts = { ...facts, minOrderCents: 0 };
    expect(couponProblem(facts, guestCart())).toBeNull();
  });
});

describe('couponProblem rules', () => {
  it('answers a personal coupon only for its own customer; to anyone else it is unknown', () => {
    const personal = { ...open, customerId: 7 };
    expect(couponProblem(personal, { now: NOW, subtotalInclCents: 1000, customerId: 7 })).toBeNull();
    expect(couponProblem(personal, { now: NOW, subtotalInclCents: 1000, customerId: 8 })).toBe('unknown');
    expect(couponProblem(personal, guestCart())).toBe('unknown');
  });

  it('is valid from its start instant up to and including its end instant', () => {
    const window = { ...open, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2026-01-31T23:59:59Z') };
    expect(couponProblem(window, guestCart(1000, new Date('2025-12-31T23:59:59.999Z')))).toBe('not_started');
    expect(couponProblem(window, guestCart(1000, new Date('2026-01-01T00:00:00Z')))).toBeNull();
    expect(couponProblem(window, guestCart(1000, new Date('2026-01-31T23:59:59Z')))).toBeNull();
    expect(couponProblem(window, guestCart(1000, new Date('2026-01-31T23:59:59.001Z')))).toBe('expired');
  });

  it('is used up once used as often as its limit allows', () => {
    expect(couponProblem({ ...open, usageLimit: 10, timesUsed: 9 }, guestCart())).toBeNull();
    expect(couponProblem({ ...open, usageLimit: 10, timesUsed: 10 }, guestCart())).toBe('used_up');
    expect(couponProblem({ ...open, usageLimit: 10, timesUsed: 11 }, guestCart())).toBe('used_up');
    expect(couponProblem({ ...open, usageLimit: 0, timesUsed: 0 }, guestCart())).toBe('used_up');
  });

  it('needs a subtotal incl. VAT of at least the minimum, to the cent', () => {
    expect(couponProblem(seeded.MIN50, guestCart(4999))).toBe('min_order');
    expect(couponProblem(seeded.MIN50, guestCart(5000))).toBeNull();
    expect(couponProblem(seeded.MIN50, guestCart(0))).toBe('min_order');
    expect(couponProblem(open, guestCart(0))).toBeNull();
  });
});

describe('normalizeCouponCode', () => {
  it('matches codes case-insensitively and without any spaces', () => {
    expect(normalizeCouponCode(' welcome 10 ')).toBe('WELCOME10');
    expect(normalizeCouponCode('Five\tOff\n')).toBe('FIVEOFF');
    expect(normalizeCouponCode('MIN50')).toBe('MIN50');
  });

  it('drops control and invisible characters the database would refuse or no code holds', () => {
    expect(normalizeCouponCode('WEL\u0000COME10')).toBe('WELCOME10');
    expect(normalizeCouponCode('\u200bwelcome10\ud800')).toBe('WELCOME10');
  });

  it('turns a blank code into the empty code', () => {
    expect(normalizeCouponCode('')).toBe('');
    expect(normalizeCouponCode('   ')).toBe('');
  });
});
