/**
 * Cart arithmetic in integer cents (docs/prices-and-vat.md, rounding): line amounts, kit and bump
 * unit prices, coupon discounts and the cart totals. Pure; the server is the only one that uses it
 * to answer, because it never trusts a price from a browser.
 *
 * VAT: one unit's price incl. VAT is rounded to whole cents, and a line is quantity × that unit
 * price, so a line always equals what its unit price times its quantity shows. Tax is the sum
 * of the with-tax amounts minus the without-tax amounts. A discount is given incl. VAT and its
 * VAT share follows the cart's own ratio, so the discounted total and its tax stay consistent
 * (the taxable base shrinks with the discount, as EU VAT requires).
 */
import { withVat } from '../vat.ts';

export type Amounts = { excl: number; incl: number };

export type LineAmounts = {
  unit: Amounts;
  /** VAT of one unit. */
  unitTax: number;
  total: Amounts;
};

/**
 * @example lineAmounts(1000, 3, 2100) // unit { excl: 1000, incl: 1210 }, total { excl: 3000, incl: 3630 }
 */
export function lineAmounts(unitExclCents: number, quantity: number, rateBp: number): LineAmounts {
  const incl = withVat(unitExclCents, rateBp);
  return {
    unit: { excl: unitExclCents, incl },
    unitTax: incl - unitExclCents,
    total: { excl: unitExclCents * quantity, incl: incl * quantity },
  };
}

/**
 * A price after a whole-percent discount, rounded to cents.
 * @example percentOff(1999, 15) // 1699
 */
export function percentOff(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}

export type KitPart = { priceCents: number; discountPercent: number; quantity: number };

/**
 * One kit's unit price: each part's piece price after its step discount, times its pieces;
 * incl. VAT summed from the rounded piece prices the cart shows for each part.
 * @example kitUnit([{ priceCents: 1000, discountPercent: 10, quantity: 2 }], 2100) // { excl: 1800, incl: 2178 }
 */
export function kitUnit(parts: readonly KitPart[], rateBp: number): Amounts {
  let excl = 0;
  let incl = 0;
  for (const part of parts) {
    const piece = percentOff(part.priceCents, part.discountPercent);
    excl += piece * part.quantity;
    incl += withVat(piece, rateBp) * part.quantity;
  }
  return { excl, incl };
}

/** A coupon's rule: type 1 takes `amount` cents incl. VAT off, type 2 `amount` basis points (1000 = 10 %). */
export type CouponRule = { type: 1 | 2; amount: number };

/**
 * The discount a coupon gives on a subtotal, never more than the subtotal.
 * @example couponDiscount({ type: 2, amount: 1000 }, { excl: 10000, incl: 12100 }) // { incl: 1210, excl: 1000 }
 * @example couponDiscount({ type: 1, amount: 500 }, { excl: 300, incl: 363 }) // { incl: 363, excl: 300 }
 */
export function couponDiscount(rule: CouponRule, subtotal: Amounts): Amounts {
  if (subtotal.incl <= 0) return { excl: 0, incl: 0 };
  const wanted = rule.type === 1 ? rule.amount : Math.round((subtotal.incl * rule.amount) / 10_000);
  const incl = Math.min(Math.max(0, wanted), subtotal.incl);
  const excl = Math.min(Math.round((incl * subtotal.excl) / subtotal.incl), subtotal.excl);
  return { excl, incl };
}

export type CartTotals = {
  subtotal: Amounts;
  discount: Amounts;
  total: Amounts;
  tax: number;
};

/**
 * @example cartTotals([{ excl: 1000, incl: 1210 }], [{ excl: 2000, incl: 2420 }]) // total { excl: 0, incl: 0 }, tax 0
 */
export function cartTotals(lines: readonly Amounts[], discounts: readonly Amounts[]): CartTotals {
  const subtotal = sum(lines);
  const wanted = sum(discounts);
  const discount = { excl: Math.min(wanted.excl, subtotal.excl), incl: Math.min(wanted.incl, subtotal.incl) };
  const total = { excl: Math.max(0, subtotal.excl - discount.excl), incl: Math.max(0, subtotal.incl - discount.incl) };
  return { subtotal, discount, total, tax: Math.max(0, total.incl - total.excl) };
}

function sum(list: readonly Amounts[]): Amounts {
  let excl = 0;
  let incl = 0;
  for (const a of list) {
    excl += a.excl;
    incl += a.incl;
  }
  return { excl, incl };
}
