/**
 * Cart arithmetic in cents: line amounts with VAT rounded per unit, kit and bump prices, coupon
 * discounts, totals (docs/prices-and-vat.md, rounding).
 */
import { describe, expect, it } from 'vitest';
import { cartTotals, couponDiscount, kitUnit, lineAmounts, percentOff, type Amounts, type KitPart } from '#src/lib/cart/totals.ts';
import { withVat } from '#src/lib/vat.ts';

const NL = 2100;
const DE = 1900;
const GB = 0;

/** The BYO Raspberry Pi 5 kit in its default configuration: Pi (no discount), power 10 %, case 10 %, storage 5 %. */
const byoKit: KitPart[] = [
  { priceCents: 7269, discountPercent: 0, quantity: 1 },
  { priceCents: 1153, discountPercent: 10, quantity: 1 },
  { priceCents: 905, discountPercent: 10, quantity: 1 },
  { priceCents: 1070, discountPercent: 5, quantity: 1 },
];

/** The kitchen-sink cart: three sensors, a Pi, the kit and the cooler bump at 10 % off, at a given VAT rate. */
function kitchenSink(rateBp: number): Amounts[] {
  return [lineAmounts(244, 3, rateBp).total, lineAmounts(7269, 1, rateBp).total, kitUnit(byoKit, rateBp), lineAmounts(percentOff(492, 10), 1, rateBp).total];
}

const WELCOME10 = { type: 2, amount: 1000 } as const;
const FIVEOFF = { type: 1, amount: 500 } as const;

describe('lineAmounts', () => {
  it('prices a unit incl. VAT and multiplies', () => {
    expect(lineAmounts(1000, 3, NL)).toEqual({ unit: { excl: 1000, incl: 1210 }, unitTax: 210, total: { excl: 3000, incl: 3630 } });
  });

  it('rounds VAT per unit, so the line is exactly quantity × the unit price shown', () => {
    const line = lineAmounts(244, 3, NL); // 2.44 × 1.21 = 2.9524
    expect(line.unit.incl).toBe(295);
    expect(line.total.incl).toBe(885); // not round(732 × 1.21) = 886
    expect(line.unitTax).toBe(51);
  });

  it('rounds half a cent up', () => {
    expect(lineAmounts(50, 1, NL).unit.incl).toBe(61); // 60.5
    expect(withVat(2650, DE)).toBe(3154); // 3153.5
  });

  it('adds nothing at 0 % VAT', () => {
    expect(lineAmounts(244, 3, GB)).toEqual({ unit: { excl: 244, incl: 244 }, unitTax: 0, total: { excl: 732, incl: 732 } });
  });
});

describe('percentOff', () => {
  it('takes whole percents off and rounds to cents', () => {
    expect(percentOff(1999, 15)).toBe(1699); // 1699.15
    expect(percentOff(1153, 10)).toBe(1038); // 1037.7
    expect(percentOff(905, 10)).toBe(815); // 814.5 rounds up
  });

  it('leaves the price at 0 % and makes it free at 100 %', () => {
    expect(percentOff(1234, 0)).toBe(1234);
    expect(percentOff(1234, 100)).toBe(0);
  });
});

describe('kitUnit', () => {
  it('sums each part after its step discount', () => {
    expect(kitUnit(byoKit, GB)).toEqual({ excl: 10139, incl: 10139 });
  });

  it('sums the rounded incl. VAT piece prices the cart shows for each part', () => {
    expect(kitUnit(byoKit, NL)).toEqual({ excl: 10139, incl: 12268 }); // 87.95 + 12.56 + 9.86 + 12.31
    // three pieces of 2.44: 3 × 2.95 = 8.85, not round(7.32 × 1.21) = 8.86
    expect(kitUnit([{ priceCents: 244, discountPercent: 0, quantity: 3 }], NL)).toEqual({ excl: 732, incl: 885 });
    // the step discount is taken per piece, before VAT: 11.53 − 10 % = 10.38, × 1.21 = 12.56
    expect(kitUnit([{ priceCents: 1153, discountPercent: 10, quantity: 2 }], NL)).toEqual({ excl: 2076, incl: 2512 });
  });

  it('is free when it has no parts', () => {
    expect(kitUnit([], NL)).toEqual({ excl: 0, incl: 0 });
  });
});

describe('couponDiscount', () => {
  const subtotal = { excl: 18583, incl: 22484 };

  it('takes a percentage of the subtotal incl. VAT; its VAT share follows the cart', () => {
    expect(couponDiscount(WELCOME10, subtotal)).toEqual({ incl: 2248, excl: 1858 });
  });

  it('takes a fixed amount incl. VAT', () => {
    expect(couponDiscount(FIVEOFF, subtotal)).toEqual({ incl: 500, excl: 413 });
    expect(couponDiscount(FIVEOFF, { excl: 10000, incl: 10000 })).toEqual({ incl: 500, excl: 500 });
  });

  it('never gives more than the subtotal', () => {
    expect(couponDiscount(FIVEOFF, { excl: 244, incl: 295 })).toEqual({ incl: 295, excl: 244 });
    expect(couponDiscount({ type: 2, amount: 15_000 }, subtotal)).toEqual(subtotal);
    expect(couponDiscount({ type: 2, amount: 10_000 }, subtotal)).toEqual(subtotal);
  });

  it('gives nothing on an empty cart or for a negative amount', () => {
    expect(couponDiscount(FIVEOFF, { excl: 0, incl: 0 })).toEqual({ excl: 0, incl: 0 });
    expect(couponDiscount(WELCOME10, { excl: 0, incl: 0 })).toEqual({ excl: 0, incl: 0 });
    expect(couponDiscount({ type: 1, amount: -500 }, subtotal)).toEqual({ excl: 0, incl: 0 });
  });
});

describe('cartTotals on the kitchen-sink cart', () => {
  it('adds up the lines, with tax = total incl. − total excl. (NL 21 %)', () => {
    expect(cartTotals(kitchenSink(NL), [])).toEqual({
      subtotal: { excl: 18583, incl: 22484 },
      discount: { excl: 0, incl: 0 },
      total: { excl: 18583, incl: 22484 },
      tax: 3901,
    });
  });

  it('charges the German rate for Germany and no VAT outside the EU', () => {
    expect(cartTotals(kitchenSink(DE), []).total).toEqual({ excl: 18583, incl: 22112 });
    expect(cartTotals(kitchenSink(GB), [])).toMatchObject({ total: { excl: 18583, incl: 18583 }, tax: 0 });
  });

  it('lowers total and tax by a percentage coupon', () => {
    const lines = kitchenSink(NL);
    const totals = cartTotals(lines, [couponDiscount(WELCOME10, cartTotals(lines, []).subtotal)]);
    expect(totals).toEqual({
      subtotal: { excl: 18583, incl: 22484 },
      discount: { excl: 1858, incl: 2248 },
      total: { excl: 16725, incl: 20236 },
      tax: 3511,
    });
  });

  it('lowers total and tax by a fixed coupon', () => {
    const lines = kitchenSink(DE);
    const totals = cartTotals(lines, [couponDiscount(FIVEOFF, cartTotals(lines, []).subtotal)]);
    expect(totals).toMatchObject({ discount: { excl: 420, incl: 500 }, total: { excl: 18163, incl: 21612 }, tax: 3449 });
  });

  it('never goes below zero when the discounts exceed the subtotal', () => {
    const totals = cartTotals(
      [{ excl: 244, incl: 295 }],
      [
        { excl: 413, incl: 500 },
        { excl: 1000, incl: 1210 },
      ],
    );
    expect(totals).toEqual({ subtotal: { excl: 244, incl: 295 }, discount: { excl: 244, incl: 295 }, total: { excl: 0, incl: 0 }, tax: 0 });
  });

  it('keeps tax = total incl. − total excl. for every coupon on every cart', () => {
    for (const rate of [NL, DE, GB, 2700]) {
      for (const lines of [kitchenSink(rate), [lineAmounts(1, 1, rate).total], [lineAmounts(99_999, 999, rate).total]]) {
        const sub = cartTotals(lines, []).subtotal;
        for (const rule of [WELCOME10, FIVEOFF, { type: 2, amount: 3333 } as const, { type: 1, amount: 123_456 } as const]) {
          const t = cartTotals(lines, [couponDiscount(rule, sub)]);
          expect(t.tax).toBe(t.total.incl - t.total.excl);
          expect(t.total.incl).toBeGreaterThanOrEqual(0);
          expect(t.total.excl).toBeGreaterThanOrEqual(0);
          expect(t.total.excl).toBeLessThanOrEqual(t.total.incl);
          expect(t.discount.incl).toBeLessThanOrEqual(sub.incl);
        }
      }
    }
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([], [])).toEqual({ subtotal: { excl: 0, incl: 0 }, discount: { excl: 0, incl: 0 }, total: { excl: 0, incl: 0 }, tax: 0 });
  });
});
