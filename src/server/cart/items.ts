/**
 * Adding, changing, removing and clearing cart lines (docs/api.md, cart). Each runs in the cart's
 * write transaction (./transaction.ts) and answers the cart afterwards with the analytics event the
 * change calls for.
 */
import { lineKey } from '#src/lib/cart/lines.ts';
import type { CartItemJson, CartJson, GtmEvent } from '#src/lib/cart/types.ts';
import { createHash } from 'node:crypto';
import { CartError, InputError } from './errors.ts';
import type { ProductFacts } from './facts.ts';
import { gtmEvent } from './gtm.ts';
import { chooseKitParts, kitDemand } from './kits.ts';
import { assertLineQuantity, assertRoomForLine, assertStock, remainingStock } from './limits.ts';
import { addToLine, deleteAllLines, deleteLine, rememberRequestKey, setLineQuantity, type StoredLine } from './repository.ts';
import { writeCart, type CartContext, type Written } from './transaction.ts';

export type AddInput = {
  productId: number;
  quantity: number;
  /** "" for a plain product; a kit's parts "[id,id,…]" (empty: the kit's default parts). */
  options: string;
  /** Idempotency-Key of a request the browser may retry. */
  requestKey: string | null;
};

export type CartChange = Omit<Written<unknown>, 'result'> & { gtm: GtmEvent | null; remainingStock?: number };

const requestHash = (productId: number, quantity: number, options: string) => createHash('sha256').update(`${productId}|${quantity}|${options}`).digest('hex');

const lineJson = (cart: CartJson, id: number): CartItemJson | undefined => cart.items.find((i) => i.id === id);

export async function addToCart(ctx: CartContext, input: AddInput): Promise<CartChange> {
  type Added = { key: string; applied: boolean; stockLeft: (lines: readonly StoredLine[]) => number };
  const written = await writeCart<Added>(ctx, { create: true, missing: 'add', products: [input.productId] }, async ({ tx, cart, before }) => {
    const product = before.products.get(input.productId);
    if (!product?.active) throw new CartError(404, 'productNotFound');
    if (product.hasVariants) throw new CartError(422, 'chooseVariant', { field: 'productId' });
    let options = '';
    let parts: StoredLine['parts'] = null;
    let needed: Map<number, number>;
    let facts: Map<number, ProductFacts>;
    let stockLeft: Added['stockLeft'];
    if (product.isComposite) {
      const kit = await chooseKitParts(tx, ctx, product.id, input.options);
      ({ options, parts, facts } = kit);
      needed = kitDemand(kit.parts, input.quantity);
      stockLeft = (lines) =>
        Math.min(
          ...kit.parts.map((p) => {
            const part = kit.facts.get(p.productId);
            return part ? Math.floor(remainingStock(lines, part) / p.quantity) : 0;
          }),
        );
    } else {
      if (input.options !== '') throw new CartError(422, 'noOptions', { field: 'options' });
      needed = new Map([[product.id, input.quantity]]);
      facts = new Map([[product.id, product]]);
      stockLeft = (lines) => remainingStock(lines, product);
    }
    const key = lineKey({ product_id: product.id, options });
    if (input.requestKey) {
      const seen = await rememberRequestKey(tx, cart.id, input.requestKey, requestHash(product.id, input.quantity, options));
      // A retried request (same Idempotency-Key) was applied already: answer without adding again.
      if (seen === 'repeat') return { changed: false, result: { key, applied: false, stockLeft } };
      if (seen === 'conflict') throw new InputError({ 'Idempotency-Key': ['was already used for another request'] });
    }
    assertStock(before.lines, needed, facts);
    const existing = before.lines.find((l) => l.bumpId === null && lineKey({ product_id: l.productId, options: l.options }) === key);
    if (existing) assertLineQuantity(existing.quantity + input.quantity);
    else {
      assertLineQuantity(input.quantity);
      assertRoomForLine(before.lines);
    }
    await addToLine(tx, cart.id, { productId: product.id, quantity: input.quantity, options, parts, bumpId: null });
    return { changed: true, result: { key, applied: true, stockLeft } };
  });
  const added = written.result;
  const line = added?.applied ? written.cart.items.find((i) => i.bump_id === null && lineKey(i) === added.key) : undefined;
  return {
    cart: written.cart,
    after: written.after,
    token: written.token,
    gtm: line ? gtmEvent('add_to_cart', [{ line, quantity: input.quantity }]) : null,
    remainingStock: added?.stockLeft(written.after.lines),
  };
}

function findLine(lines: readonly StoredLine[], itemId: number): StoredLine {
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw new CartError(404, 'itemNotFound');
  return line;
}

/** Sets a line's quantity (1 … MAX_LINE_QUANTITY), within stock when it grows. */
export async function updateQuantity(ctx: CartContext, itemId: number, quantity: number): Promise<CartChange> {
  type Updated = { delta: number; line: CartItemJson | undefined };
  const written = await writeCart<Updated>(ctx, { create: false, missing: 'itemNotFound' }, async ({ tx, before, beforeJson }) => {
    const line = findLine(before.lines, itemId);
    if (line.quantity === quantity) return { changed: false };
    if (line.bumpId !== null) throw new CartError(422, 'bumpQuantity', { field: 'quantity' });
    assertLineQuantity(quantity);
    const delta = quantity - line.quantity;
    // A withdrawn product may leave the cart or shrink there, never grow.
    if (delta > 0 && !before.products.get(line.productId)?.active) throw new CartError(409, 'productNotFound');
    assertStock(before.lines, line.parts ? kitDemand(line.parts, delta) : new Map([[line.productId, delta]]), before.products);
    await setLineQuantity(tx, itemId, quantity);
    return { changed: true, result: { delta, line: lineJson(beforeJson(), itemId) } };
  });
  const { result } = written;
  const line = lineJson(written.cart, itemId) ?? result?.line;
  const gtm = !result || !line ? null : gtmEvent(result.delta > 0 ? 'add_to_cart' : 'remove_from_cart', [{ line, quantity: Math.abs(result.delta) }]);
  return { cart: written.cart, after: written.after, token: written.token, gtm };
}

export async function removeItem(ctx: CartContext, itemId: number): Promise<CartChange> {
  const written = await writeCart<CartItemJson | undefined>(ctx, { create: false, missing: 'itemNotFound' }, async ({ tx, before, beforeJson }) => {
    findLine(before.lines, itemId);
    const removed = lineJson(beforeJson(), itemId);
    await deleteLine(tx, itemId);
    return { changed: true, result: removed };
  });
  const line = written.result;
  return {
    cart: written.cart,
    after: written.after,
    token: written.token,
    gtm: line ? gtmEvent('remove_from_cart', [{ line, quantity: line.quantity }]) : null,
  };
}

/** Empties the cart (lines and coupons); a missing or empty cart stays as it is. */
export async function clearCart(ctx: CartContext): Promise<CartChange> {
  const written = await writeCart<CartItemJson[]>(ctx, { create: false, missing: 'empty' }, async ({ tx, cart, before, beforeJson }) => {
    if (before.lines.length === 0 && before.coupons.length === 0) return { changed: false };
    const removed = beforeJson().items;
    await deleteAllLines(tx, cart.id);
    return { changed: true, result: removed };
  });
  const removed = written.result ?? [];
  return {
    cart: written.cart,
    after: written.after,
    token: written.token,
    gtm: removed.length
      ? gtmEvent(
          'remove_from_cart',
          removed.map((line) => ({ line, quantity: line.quantity })),
        )
      : null,
  };
}
