/**
 * Composite kits in the cart: choosing parts when a kit is added (the parts sent, or the kit's
 * default configuration when none are), and removing or changing one part of a kit line
 * (remove/update-composite-sub-product; docs/cart.md, kits). Every change is checked against the
 * kit's step rules and the parts' stock; a kit line whose parts come to equal another line's merges
 * into it.
 */
import { checkKit, defaultKitParts, type KitProblem, type PlacedPart } from '#src/lib/cart/composite.ts';
import { parseParts, partsOptions, type Parts } from '#src/lib/cart/lines.ts';
import { CartError } from './errors.ts';
import { kitSteps, productFacts, type KitStep, type ProductFacts } from './facts.ts';
import { assertLineQuantity, assertStock } from './limits.ts';
import { deleteLine, setLineParts, setLineQuantity, type StoredLine } from './repository.ts';
import { writeCart, type CartContext, type Written } from './transaction.ts';
import type { Queryable } from '../db/client.ts';

export function kitProblemError(problem: KitProblem, steps: readonly KitStep[]): CartError {
  const title = (step: number) => steps.find((s) => s.step === step)?.title ?? String(step);
  switch (problem.kind) {
    case 'unknown_part':
      return new CartError(422, 'kitUnknownPart', { field: 'options', data: { product_id: problem.productId } });
    case 'too_few':
      return new CartError(422, 'kitTooFew', { field: 'options', params: { step: title(problem.step), min: problem.min } });
    case 'too_many':
      return new CartError(422, 'kitTooMany', { field: 'options', params: { step: title(problem.step), max: problem.max } });
    case 'empty':
      return new CartError(422, 'kitEmpty', { field: 'options' });
  }
}

export type ChosenKit = { options: string; parts: PlacedPart[]; facts: Map<number, ProductFacts> };

/**
 * The parts of a kit being added: `options` as sent ("[id,id,…]", one id per piece) or, when
 * empty, the kit's default configuration. Throws 422 for parts the kit does not offer, steps
 * out of their limits and parts no longer sold.
 */
export async function chooseKitParts(tx: Queryable, ctx: CartContext, kitId: number, options: string): Promise<ChosenKit> {
  const steps = (await kitSteps(tx, ctx.locale, [kitId])).get(kitId) ?? [];
  const parsed = options === '' ? defaultKitParts(steps) : parseParts(options);
  if (!parsed) throw new CartError(422, 'kitUnknownPart', { field: 'options' });
  const checked = checkKit(steps, parsed);
  if (!checked.ok) throw kitProblemError(checked.problem, steps);
  const facts = await productFacts(tx, ctx.locale, parsed.keys());
  for (const id of parsed.keys()) {
    const part = facts.get(id);
    if (!part?.active) throw new CartError(422, 'kitPartUnavailable', { field: 'options', params: { name: part?.name ?? String(id) } });
  }
  return { options: partsOptions(parsed), parts: checked.parts, facts };
}

/** Pieces of each part that `kits` more of these kits need. */
export function kitDemand(parts: readonly PlacedPart[], kits: number): Map<number, number> {
  const demand = new Map<number, number>();
  for (const part of parts) demand.set(part.productId, (demand.get(part.productId) ?? 0) + part.quantity * kits);
  return demand;
}

/** Gives a kit line new parts; merges it into another line of the same kit with exactly those parts. */
async function repartLine(tx: Queryable, lines: readonly StoredLine[], line: StoredLine, parts: PlacedPart[]): Promise<void> {
  const map: Parts = new Map(parts.map((p) => [p.productId, p.quantity]));
  const options = partsOptions(map);
  const twin = lines.find((l) => l.id !== line.id && l.productId === line.productId && l.options === options);
  if (twin) {
    const merged = twin.quantity + line.quantity;
    assertLineQuantity(merged);
    await setLineQuantity(tx, twin.id, merged);
    await deleteLine(tx, line.id);
  } else {
    await setLineParts(tx, line.id, options, parts);
  }
}

function kitLine(lines: readonly StoredLine[], itemId: number): StoredLine & { parts: PlacedPart[] } {
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw new CartError(404, 'itemNotFound');
  if (!line.parts) throw new CartError(422, 'notAKit', { field: 'itemId' });
  return line as StoredLine & { parts: PlacedPart[] };
}

/** Sets one part of a kit line to `quantity` pieces per kit (0 removes it), within its step's rules and stock. */
export function changeKitPart(ctx: CartContext, itemId: number, partId: number, quantity: number): Promise<Written> {
  return writeCart(ctx, { create: false, missing: 'itemNotFound' }, async ({ tx, before }) => {
    const line = kitLine(before.lines, itemId);
    const current = line.parts.find((p) => p.productId === partId);
    if (!current) throw new CartError(404, 'partNotInKit');
    if (current.quantity === quantity) return { changed: false };
    const steps = before.steps.get(line.productId) ?? [];
    const parts = line.parts.map((p) => (p.productId === partId ? { ...p, quantity } : p)).filter((p) => p.quantity > 0);
    const checked = checkKit(steps, new Map(parts.map((p) => [p.productId, p.quantity])));
    if (!checked.ok) {
      if (quantity === 0) {
        const step = steps.find((s) => s.step === current.step);
        throw new CartError(422, 'kitPartRequired', { params: { step: step?.title ?? String(current.step), min: step?.quantityMin ?? 1 } });
      }
      throw kitProblemError(checked.problem, steps);
    }
    assertStock(before.lines, new Map([[partId, (quantity - current.quantity) * line.quantity]]), before.products);
    await repartLine(tx, before.lines, line, checked.parts);
    return { changed: true };
  });
}
