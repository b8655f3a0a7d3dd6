/**
 * An order's amounts in integer cents, the way the cart computes them (src/lib/cart/totals.ts):
 * a unit's price incl. VAT rounded to cents, lines as quantity × unit, a coupon's discount given
 * incl. VAT with its VAT share following the order's own ratio, shipping taxed at the order's
 * rate. The stored columns then always agree: total = subtotal − discount + shipping + tax.
 */
import { couponDiscount, lineAmounts, type Amounts, type CouponRule } from '../cart/totals.ts';
import { withVat } from '../vat.ts';

export type OrderLineInput = { unitExclCents: number; quantity: number };

export type OrderTotals = {
  subtotal: Amounts;
  discount: Amounts;
  shipping: Amounts;
  /** VAT of the whole order. */
  tax: number;
  /** What is paid, incl. VAT. */
  total: number;
};

/**
 * @example orderTotals([{ unitExclCents: 1000, quantity: 2 }], 2100, { shippingExclCents: 409 })
 * // subtotal { excl: 2000, incl: 2420 }, shipping { excl: 409, incl: 495 }, total 2915, tax 506
 */
export function orderTotals(lines: readonly OrderLineInput[], rateBp: number, options: { shippingExclCents: number; coupon?: CouponRule | null }): OrderTotals {
  const subtotal = { excl: 0, incl: 0 };
  for (const line of lines) {
    const amounts = lineAmounts(line.unitExclCents, line.quantity, rateBp);
    subtotal.excl += amounts.total.excl;
    subtotal.incl += amounts.total.incl;
  }
  const discount = options.coupon ? couponDiscount(options.coupon, subtotal) : { excl: 0, incl: 0 };
  const shipping = { excl: options.shippingExclCents, incl: withVat(options.shippingExclCents, rateBp) };
  const total = subtotal.incl - discount.incl + shipping.incl;
  const tax = total - (subtotal.excl - discount.excl + shipping.excl);
  return { subtotal, discount, shipping, tax, total };
}
