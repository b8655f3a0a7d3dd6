/**
 * What a kit costs as configured on its page (docs/cart.md, kits: prices): the same arithmetic the
 * cart charges (`kitUnit`: each piece after its step's discount, incl. VAT summed from the rounded
 * piece prices), so the price the buy box shows is the amount the cart gets. Pure: the page
 * renders the default configuration's price with it, the browser every choice after that.
 */
import { defaultKitParts, type KitStepRule } from './composite.ts';
import { kitUnit, type Amounts } from './totals.ts';

/** One chosen part: its price excl. VAT before the step discount, the discount, how many pieces. */
export type KitChoice = { priceCents: number; discountPercent: number; pieces: number };

/**
 * @example kitPrice([{ priceCents: 1000, discountPercent: 10, pieces: 2 }], 2100) // { excl: 1800, incl: 2178 }
 */
export function kitPrice(choices: readonly KitChoice[], rateBp: number): Amounts {
  return kitUnit(
    choices.filter((c) => c.pieces > 0).map((c) => ({ priceCents: c.priceCents, discountPercent: c.discountPercent, quantity: c.pieces })),
    rateBp,
  );
}

type PricedStep = Omit<KitStepRule, 'products'> & { discountPercent: number; products: { id: number; isDefault: boolean; priceCents: number }[] };

/** The choices of the kit's default configuration (the one its page preselects and a card adds). */
export function defaultKitChoices(steps: readonly PricedStep[]): KitChoice[] {
  const parts = defaultKitParts(steps);
  return steps.flatMap((step) =>
    step.products.flatMap((p) => {
      const pieces = parts.get(p.id) ?? 0;
      return pieces > 0 ? [{ priceCents: p.priceCents, discountPercent: step.discountPercent, pieces }] : [];
    }),
  );
}
