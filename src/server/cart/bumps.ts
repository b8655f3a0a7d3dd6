/**
 * Order bumps (docs/cart.md, order bumps; add/remove-order-bump-product with bump_id): one piece of
 * the offered product at the bump's discount, on a line of its own ("bump:{id}") so it never merges
 * with the same product added at full price. The discount holds while the offer does: when its
 * trigger product leaves the cart the line stays, at the normal price.
 */
import { CartError } from './errors.ts';
import { bumpById, productFacts } from './facts.ts';
import { gtmEvent, type EventLine } from './gtm.ts';
import { assertRoomForLine, assertStock } from './limits.ts';
import { addToLine, deleteLine } from './repository.ts';
import { writeCart, type CartContext } from './transaction.ts';
import type { CartChange } from './items.ts';
import { eligibleBumps } from './view.ts';

export const bumpOptions = (bumpId: number) => `bump:${bumpId}`;

export async function addOrderBump(ctx: CartContext, productId: number, bumpId: number): Promise<CartChange> {
  const written = await writeCart<boolean>(ctx, { create: false, missing: 'bumpNotFound' }, async ({ tx, cart, before }) => {
    const bump = await bumpById(tx, ctx.locale, bumpId);
    // The same rule as the offers the cart shows (./view.ts eligibleBumps).
    const offered = bump?.isActive && eligibleBumps({ lines: before.lines, bumps: [bump] }).length === 1;
    if (!bump || !offered || bump.productId !== productId) throw new CartError(404, 'bumpNotFound');
    if (before.lines.some((l) => l.bumpId === bumpId)) return { changed: false };
    const product = (await productFacts(tx, ctx.locale, [productId])).get(productId);
    if (!product?.active) throw new CartError(404, 'bumpNotFound');
    assertStock(before.lines, new Map([[productId, 1]]), new Map([[productId, product]]));
    assertRoomForLine(before.lines);
    await addToLine(tx, cart.id, { productId, quantity: 1, options: bumpOptions(bumpId), parts: null, bumpId });
    return { changed: true, result: true };
  });
  const line = written.result ? written.cart.items.find((i) => i.bump_id === bumpId) : undefined;
  return { cart: written.cart, after: written.after, token: written.token, gtm: line ? gtmEvent('add_to_cart', [{ line, quantity: 1 }]) : null };
}

/** Takes a bump's line out of the cart; removing one that is not there changes nothing. */
export async function removeOrderBump(ctx: CartContext, productId: number, bumpId: number): Promise<CartChange> {
  const written = await writeCart<EventLine>(ctx, { create: false, missing: 'empty' }, async ({ tx, before, beforeJson }) => {
    const line = before.lines.find((l) => l.bumpId === bumpId && l.productId === productId);
    if (!line) return { changed: false };
    const json = beforeJson().items.find((i) => i.id === line.id);
    await deleteLine(tx, line.id);
    return { changed: true, result: json ? { line: json, quantity: json.quantity } : undefined };
  });
  return { cart: written.cart, after: written.after, token: written.token, gtm: written.result ? gtmEvent('remove_from_cart', [written.result]) : null };
}
