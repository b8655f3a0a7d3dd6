/**
 * Adding, changing, removing and clearing cart lines (docs/api.md, cart). Each runs in the cart's
 * write transaction (./transaction.ts) and answers the cart afterwards with the analytics event the
 * change calls for.
 */
import { lineKey } from '#src/lib/cart/lines.ts';
import type { CartItemJson, CartJson, GtmEvent } from '#src/lib/cart/types.ts';
import { hash } from 'node:crypto';
import { CartError, InputError } from './errors.ts';
import type { ProductFacts } from './facts.ts';
import { gtmEvent } from './gtm.ts';
import { chooseKitParts, kitDemand } from './kits.ts';
import { assertLineQuantity, assertRoomForLine, assertStock, remainingStock } from './limits.ts';
import { addToLineTouching, deleteAllLines, deleteLineTouching, setLineQuantityTouching, type StoredLine } from './repository.ts';
import { writeCart, type CartContext, type Outcome, type WriteScope, type Written } from './transaction.ts';

export type AddInput = {
  productId: number;
  quantity: number;
  /** "" for a plain product; a kit's parts "[id,id,…]" (empty: the kit's default parts). */
  options: string;
  /** Idempotency-Key of a request the browser may retry. */
  requestKey: string | null;
};

export type CartChange = Omit<Written<unknown>, 'result'> & { gtm: GtmEvent | null; remainingStock?: number };

/** What an Idempotency-Key is recorded with: the request it came with. */
export const requestHash = (productId: number, quantity: number, options: string) => hash('sha256', `${productId}|${quantity}|${options}`);

/**
 * The read added the product, but the code's checks refuse the add: the read's checks are less
 * strict than the code's (./repository.ts, eagerAddParts), a fault to fix, never an answer.
 */
const disagreement = (cause: unknown) => new Error('the cart read added a product that the checks of an add refuse', { cause });

const lineJson = (cart: CartJson, id: number): CartItemJson | undefined => cart.items.find((i) => i.id === id);

type Added = { key: string; applied: boolean; stockLeft: (lines: readonly StoredLine[]) => number };

/** The add's decision and, unless the read made it already (`before.added`), its write. */
async function addLine(input: AddInput, { tx, cart, before, ctx }: WriteScope): Promise<Outcome<Added>> {
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
  let requestKey: { key: string; hash: string } | null = null;
  if (input.requestKey) {
    // Looked up with the cart (./state.ts); the write's version guard (or the lock) keeps it
    // from being recorded meanwhile.
    const hash = requestHash(product.id, input.quantity, options);
    // A retried request (same Idempotency-Key) was applied already: answer without adding again.
    if (before.requestHash === hash) return { changed: false, result: { key, applied: false, stockLeft } };
    if (before.requestHash !== null) throw new InputError({ 'Idempotency-Key': ['was already used for another request'] });
    requestKey = { key: input.requestKey, hash };
  }
  assertStock(before.lines, needed, facts);
  const existing = before.lines.find((l) => l.bumpId === null && lineKey({ product_id: l.productId, options: l.options }) === key);
  if (existing) assertLineQuantity(existing.quantity + input.quantity);
  else {
    assertLineQuantity(input.quantity);
    assertRoomForLine(before.lines);
  }
  const line = { productId: product.id, quantity: input.quantity, options, parts, bumpId: null };
  // The read made the add itself when the cart allowed it; otherwise this write makes it.
  const added = before.added ?? (await addToLineTouching(tx, cart, ctx.locale, line, requestKey));
  const result = { key, applied: true, stockLeft };
  // A kit's steps and parts are not in the state before (./state.ts): its cart is read again.
  if (product.isComposite) return { changed: true, result, after: { version: added.version } };
  const lines = before.lines.some((l) => l.id === added.id)
    ? before.lines.map((l) => (l.id === added.id ? { ...l, quantity: added.quantity } : l))
    : inLineOrder([...before.lines, { ...line, id: added.id, quantity: added.quantity }]);
  return { changed: true, result, after: { version: added.version, lines } };
}

export async function addToCart(ctx: CartContext, input: AddInput): Promise<CartChange> {
  // A plain product's add is tried by the statement that reads the cart (docs/cart.md, round
  // trips of a write); a kit's parts are chosen here first, so a kit is added by a write of its own.
  const eagerAdd =
    input.options === ''
      ? {
          productId: input.productId,
          quantity: input.quantity,
          requestKey: input.requestKey ? { key: input.requestKey, hash: requestHash(input.productId, input.quantity, '') } : null,
        }
      : undefined;
  const writeOptions = { create: true, missing: 'add', products: [input.productId], requestKey: input.requestKey, unlocked: true, eagerAdd } as const;
  const written = await writeCart<Added>(ctx, writeOptions, async (scope) => {
    const outcome = await addLine(input, scope).catch((error: unknown) => {
      throw scope.before.added ? disagreement(error) : error;
    });
    if (scope.before.added && !outcome.changed) throw disagreement(null);
    return outcome;
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

/** Lines in the order the database reads them (./state.ts): by product, then by id. */
const inLineOrder = (lines: StoredLine[]): StoredLine[] => lines.sort((a, b) => a.productId - b.productId || a.id - b.id);

function findLine(lines: readonly StoredLine[], itemId: number): StoredLine {
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw new CartError(404, 'itemNotFound');
  return line;
}

/** Sets a line's quantity (1 … MAX_LINE_QUANTITY), within stock when it grows. */
export async function updateQuantity(ctx: CartContext, itemId: number, quantity: number): Promise<CartChange> {
  type Updated = { delta: number; line: CartItemJson | undefined };
  const written = await writeCart<Updated>(ctx, { create: false, missing: 'itemNotFound', unlocked: true }, async ({ tx, cart, before, beforeJson }) => {
    const line = findLine(before.lines, itemId);
    if (line.quantity === quantity) return { changed: false };
    if (line.bumpId !== null) throw new CartError(422, 'bumpQuantity', { field: 'quantity' });
    assertLineQuantity(quantity);
    const delta = quantity - line.quantity;
    // A withdrawn product may leave the cart or shrink there, never grow.
    if (delta > 0 && !before.products.get(line.productId)?.active) throw new CartError(409, 'productNotFound');
    assertStock(before.lines, line.parts ? kitDemand(line.parts, delta) : new Map([[line.productId, delta]]), before.products);
    const version = await setLineQuantityTouching(tx, cart, ctx.locale, itemId, quantity);
    const lines = before.lines.map((l) => (l.id === itemId ? { ...l, quantity } : l));
    return { changed: true, result: { delta, line: lineJson(beforeJson(), itemId) }, after: { version, lines } };
  });
  const { result } = written;
  const line = lineJson(written.cart, itemId) ?? result?.line;
  const gtm = !result || !line ? null : gtmEvent(result.delta > 0 ? 'add_to_cart' : 'remove_from_cart', [{ line, quantity: Math.abs(result.delta) }]);
  return { cart: written.cart, after: written.after, token: written.token, gtm };
}

export async function removeItem(ctx: CartContext, itemId: number): Promise<CartChange> {
  const written = await writeCart<CartItemJson | undefined>(
    ctx,
    { create: false, missing: 'itemNotFound', unlocked: true },
    async ({ tx, cart, before, beforeJson }) => {
      findLine(before.lines, itemId);
      const removed = lineJson(beforeJson(), itemId);
      const version = await deleteLineTouching(tx, cart, ctx.locale, itemId);
      // Fewer lines offer no order bump the state before did not know (./state.ts).
      return { changed: true, result: removed, after: { version, lines: before.lines.filter((l) => l.id !== itemId) } };
    },
  );
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
