/**
 * The rules of a composite kit's steps (docs/catalogue.md and docs/cart.md, kits: each step's
 * min/max quantity and optional flag). Pure: the server checks every add and every change of a part
 * with these, and tells the cart page how far each part may go.
 */
import type { Parts } from './lines.ts';

export type KitStepRule = {
  step: number;
  quantityMin: number;
  quantityMax: number;
  optional: boolean;
  /** No upper limit but {@link MAX_STEP_PIECES}; quantityMax is only a suggestion then. */
  infinite: boolean;
  /** Choices in display order; the first marked default is the preselected one. */
  products: { id: number; isDefault: boolean }[];
};

/** A step without an upper limit still takes at most this many pieces per kit. */
export const MAX_STEP_PIECES = 99;

export type KitProblem =
  | { kind: 'unknown_part'; productId: number }
  | { kind: 'too_few'; step: number; min: number }
  | { kind: 'too_many'; step: number; max: number }
  | { kind: 'empty' };

export type PlacedPart = { step: number; productId: number; quantity: number };

/** The step a part belongs to: the first step that offers it. */
function stepOf(steps: readonly KitStepRule[], productId: number): KitStepRule | undefined {
  return steps.find((s) => s.products.some((p) => p.id === productId));
}

function stepLimit(step: KitStepRule): number {
  return step.infinite ? MAX_STEP_PIECES : Math.min(step.quantityMax, MAX_STEP_PIECES);
}

/**
 * Checks a kit's parts against its steps; on success the parts in step order.
 * @example checkKit(steps, new Map([[12, 1]])) // { ok: true, parts: [{ step: 1, productId: 12, quantity: 1 }] }
 */
export function checkKit(steps: readonly KitStepRule[], parts: Parts): { ok: true; parts: PlacedPart[] } | { ok: false; problem: KitProblem } {
  const placed: PlacedPart[] = [];
  for (const [productId, quantity] of parts) {
    const step = stepOf(steps, productId);
    if (!step) return { ok: false, problem: { kind: 'unknown_part', productId } };
    placed.push({ step: step.step, productId, quantity });
  }
  if (placed.length === 0) return { ok: false, problem: { kind: 'empty' } };
  for (const step of steps) {
    const pieces = placed.filter((p) => p.step === step.step).reduce((n, p) => n + p.quantity, 0);
    if (pieces === 0 && step.optional) continue;
    if (pieces < step.quantityMin) return { ok: false, problem: { kind: 'too_few', step: step.step, min: step.quantityMin } };
    if (pieces > stepLimit(step)) return { ok: false, problem: { kind: 'too_many', step: step.step, max: stepLimit(step) } };
  }
  const order = (p: PlacedPart) => {
    const step = steps.find((s) => s.step === p.step);
    return step ? step.products.findIndex((c) => c.id === p.productId) : 0;
  };
  placed.sort((a, b) => a.step - b.step || order(a) - order(b));
  return { ok: true, parts: placed };
}

/**
 * The kit as preselected on its page: each required step's default choice (or its first) at
 * the step's minimum; optional steps empty.
 */
export function defaultKitParts(steps: readonly KitStepRule[]): Parts {
  const parts: Parts = new Map();
  for (const step of steps) {
    if (step.optional) continue;
    const choice = step.products.find((p) => p.isDefault) ?? step.products[0];
    if (choice) parts.set(choice.id, (parts.get(choice.id) ?? 0) + Math.max(1, step.quantityMin));
  }
  return parts;
}

export type PartBounds = { minAllowed: number; maxAllowed: number; canRemove: boolean };

/**
 * How far one part's pieces may go while its step stays valid, the other parts unchanged.
 * @example partBounds({ step: 1, quantityMin: 1, quantityMax: 3, optional: false, infinite: false, products: [] }, 2, 0) // { minAllowed: 1, maxAllowed: 3, canRemove: false }
 */
export function partBounds(step: KitStepRule, quantity: number, stepPieces: number): PartBounds {
  const others = stepPieces - quantity;
  return {
    minAllowed: Math.max(1, step.quantityMin - others),
    maxAllowed: Math.max(quantity, stepLimit(step) - others),
    canRemove: others >= step.quantityMin || (step.optional && others === 0),
  };
}
