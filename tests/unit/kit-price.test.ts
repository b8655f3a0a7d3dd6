/**
 * A kit's price as configured on its page is what the cart charges (docs/cart.md, kits: prices):
 * the same arithmetic over the same parts, the default configuration included.
 */
import { describe, expect, it } from 'vitest';
import { defaultKitChoices, kitPrice } from '#src/lib/cart/kit-price.ts';
import { kitUnit } from '#src/lib/cart/totals.ts';

const steps = [
  {
    step: 1,
    quantityMin: 1,
    quantityMax: 1,
    optional: false,
    infinite: false,
    discountPercent: 0,
    products: [
      { id: 1, isDefault: false, priceCents: 5999 },
      { id: 2, isDefault: true, priceCents: 8679 },
    ],
  },
  { step: 2, quantityMin: 1, quantityMax: 1, optional: false, infinite: false, discountPercent: 10, products: [{ id: 3, isDefault: true, priceCents: 1239 }] },
  { step: 3, quantityMin: 0, quantityMax: 3, optional: true, infinite: false, discountPercent: 15, products: [{ id: 4, isDefault: false, priceCents: 413 }] },
];

describe('the price of a configured kit', () => {
  it('starts at the default configuration: each required step’s default at its minimum, optional steps empty', () => {
    expect(defaultKitChoices(steps)).toEqual([
      { priceCents: 8679, discountPercent: 0, pieces: 1 },
      { priceCents: 1239, discountPercent: 10, pieces: 1 },
    ]);
    // 8679 + round(1239 × 0.9) = 8679 + 1115; incl. 21 % per piece: 10502 + 1349.
    expect(kitPrice(defaultKitChoices(steps), 2100)).toEqual({ excl: 9794, incl: 11851 });
  });

  it('follows the choices with the cart’s own arithmetic, parts without pieces left out', () => {
    const choices = [
      { priceCents: 5999, discountPercent: 0, pieces: 1 },
      { priceCents: 1239, discountPercent: 10, pieces: 1 },
      { priceCents: 413, discountPercent: 15, pieces: 2 },
      { priceCents: 999, discountPercent: 0, pieces: 0 },
    ];
    const cart = kitUnit(
      [
        { priceCents: 5999, discountPercent: 0, quantity: 1 },
        { priceCents: 1239, discountPercent: 10, quantity: 1 },
        { priceCents: 413, discountPercent: 15, quantity: 2 },
      ],
      2100,
    );
    expect(kitPrice(choices, 2100)).toEqual(cart);
    expect(kitPrice(choices, 2100)).toEqual({ excl: 5999 + 1115 + 2 * 351, incl: 7259 + 1349 + 2 * 425 });
    // A business abroad with reverse charge: no VAT at all.
    expect(kitPrice(choices, 0)).toEqual({ excl: 7816, incl: 7816 });
  });
});
