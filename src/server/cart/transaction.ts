/**
 * The frame of every cart write: finds (or creates) the caller's cart, hands the operation the
 * cart as it is, marks a change with a new version, and answers with the cart as it is
 * afterwards. Either one transaction that locks the cart first, or (for the writes that change
 * the cart in one statement guarded by its version) a read and that statement.
 */
import { isReverseCharge, vatRateBp, type VatContext } from '#src/lib/vat.ts';
import type { Translate } from '#src/lib/i18n.ts';
import type { Locale, Shop } from '#src/lib/locales.ts';
import type { CartJson } from '#src/lib/cart/types.ts';
import type { Queryable } from '../db/client.ts';
import type { Session } from '../auth/tokens.ts';
import { db } from '../database.ts';
import { CartError, type CartErrorKey } from './errors.ts';
import { createCart, StaleCart, type CartOwner, type CartRow, type EagerAdd, type StoredLine } from './repository.ts';
import { EMPTY_STATE, loadState, type LoadedState, type StateOptions } from './state.ts';
import { newCartToken } from './token.ts';
import { purgeExpiredCartsSometimes } from './purge.ts';
import { withDelivery } from './delivery.ts';
import { cartJson, type CartState, type ViewContext } from './view.ts';

export type CartContext = {
  locale: Locale;
  shop: Shop;
  t: Translate;
  vat: VatContext;
  /** Whose cart; a guest without a (valid) cookie has none until a write creates one. */
  owner: CartOwner | null;
  now?: Date;
};

/**
 * The context of a shopper's request: a logged-in customer's cart (by the login), else the
 * guest's of the cart cookie. VAT follows the page's region; a customer the shop validated as a
 * business in that country (not the home country) sees it without VAT (reverse charge). The
 * region is the browser's say (a cookie): the cart shows prices by it, the checkout recomputes
 * everything from the delivery address.
 */
export function shopperContext(
  base: { locale: Locale; shop: Shop; t: Translate; region: string },
  session: Session | null,
  guestTokenHash: string | null,
): CartContext {
  return {
    locale: base.locale,
    shop: base.shop,
    t: base.t,
    vat: { country: base.region, validatedBusiness: session?.businessCountries.includes(base.region) ?? false },
    owner: session ? { kind: 'customer', customerId: session.customerId } : guestTokenHash ? { kind: 'guest', tokenHash: guestTokenHash } : null,
  };
}

export type WriteScope = {
  /** Where the operation reads and writes: the locked transaction, or the database for an unlocked write. */
  tx: Queryable;
  cart: CartRow;
  before: LoadedState;
  /** The cart's answer as it was before the operation (computed on first use). */
  beforeJson: () => CartJson;
  ctx: CartContext;
};

export type Written<R = undefined> = {
  cart: CartJson;
  after: CartState;
  /** A new guest cart's token, for the cookie. */
  token: string | null;
  /** What the operation handed back. */
  result: R | undefined;
};

export type Outcome<R> = {
  changed: boolean;
  result?: R;
  /**
   * The operation raised the cart's version itself, in the statement that wrote its change
   * (./repository.ts, touchCart). With `lines`, the cart's lines afterwards, the answer is priced
   * from the state before with these lines, without reading the cart again: only for changes
   * whose answer needs no facts the state before lacks (docs/cart.md, round trips of a write).
   * Otherwise the cart is read again after the change (and touched then, unless touched here).
   */
  after?: { version: number; lines?: StoredLine[] };
};

export function viewContext(ctx: CartContext): ViewContext {
  return {
    locale: ctx.locale,
    shop: ctx.shop,
    t: ctx.t,
    country: ctx.vat.country,
    rateBp: vatRateBp(ctx.vat),
    reverseCharge: isReverseCharge(ctx.vat),
    customerId: ctx.owner?.kind === 'customer' ? ctx.owner.customerId : null,
    now: ctx.now ?? new Date(),
  };
}

/**
 * The caller's cart; null when a cookie names a cart that no longer exists (a not-found answer
 * empties the browser's copy: docs/cart.md, lifecycle).
 */
export async function readCartState(ctx: CartContext): Promise<CartState | null> {
  if (!ctx.owner) return EMPTY_STATE;
  const state = await loadState(await db(), { owner: ctx.owner }, ctx.locale);
  return state ?? (ctx.owner.kind === 'customer' ? EMPTY_STATE : null);
}

/** A cart's state after the write that holds its lock (or just changed it); it exists. */
async function mustLoad(tx: Queryable, cart: CartRow, locale: Locale, options: StateOptions): Promise<LoadedState> {
  const state = await loadState(tx, { cart }, locale, options);
  if (!state) throw new Error(`cart ${cart.id} vanished during a write`);
  return state;
}

/** How often an unlocked write reads a cart that keeps changing under it before it takes the lock. */
const UNLOCKED_ATTEMPTS = 3;

/**
 * Runs a cart write. Without a cart, `create` makes one (a guest gets a new token); otherwise
 * `missing` is the 404 to answer, or 'empty' to answer the empty cart and change nothing.
 * `products` are read with the cart, for an operation that adds them, and `requestKey` is looked
 * up with it.
 *
 * `unlocked`: the operation writes its change in one statement guarded by the version it read
 * (the *Touching writes of ./repository.ts), so an existing cart is read and written without a
 * transaction: two statements instead of four (docs/cart.md, round trips of a write). A write
 * that finds the cart changed since its read (StaleCart) changed nothing and reads again; after
 * UNLOCKED_ATTEMPTS, and whenever a cart must be created or is missing, the write runs in the
 * locked transaction. `eagerAdd` (with `unlocked`): the unlocked read makes this add itself when
 * the cart allows it (./state.ts), one statement for the whole write; the operation finds it in
 * `before.added` and must come to the same decision.
 */
export async function writeCart<R = undefined>(
  ctx: CartContext,
  options: {
    create: boolean;
    missing: CartErrorKey | 'empty';
    products?: readonly number[];
    requestKey?: string | null;
    unlocked?: boolean;
    eagerAdd?: EagerAdd;
  },
  operation: (scope: WriteScope) => Promise<Outcome<R>>,
): Promise<Written<R>> {
  const read = { products: options.products, requestKey: options.requestKey };
  const conn = await db();
  let written: Written<R> | null = null;
  for (let attempt = 0; options.unlocked && ctx.owner && !written && attempt < UNLOCKED_ATTEMPTS; attempt++) {
    const before = await loadState(conn, { owner: ctx.owner }, ctx.locale, { ...read, add: options.eagerAdd });
    if (!before?.cart) break;
    try {
      written = await apply(conn, before.cart, before, ctx, operation, { token: null, unlocked: true });
    } catch (error) {
      if (!(error instanceof StaleCart)) throw error;
    }
  }
  written ??= await conn.transaction(async (tx): Promise<Written<R>> => {
    // The cart is locked by the statement that reads it: one round trip (docs/cart.md, round
    // trips of a write). A lock that waited for another write reads the cart again.
    let found = ctx.owner ? await loadState(tx, { owner: ctx.owner, lock: true }, ctx.locale, read) : null;
    if (found?.stale && found.cart) found = await mustLoad(tx, found.cart, ctx.locale, read);
    if (found?.cart) return apply(tx, found.cart, found, ctx, operation, { token: null, unlocked: false });
    if (!options.create) {
      if (options.missing === 'empty') return { cart: cartJson(EMPTY_STATE, viewContext(ctx)), after: EMPTY_STATE, token: null, result: undefined };
      throw new CartError(404, options.missing);
    }
    let owner = ctx.owner;
    let token: string | null = null;
    if (owner?.kind !== 'customer') {
      const fresh = newCartToken();
      token = fresh.token;
      owner = { kind: 'guest', tokenHash: fresh.hash };
    }
    const cart = await createCart(tx, owner, ctx.locale);
    return apply(tx, cart, await mustLoad(tx, cart, ctx.locale, read), ctx, operation, { token, unlocked: false });
  });
  if (written.token) purgeExpiredCartsSometimes();
  return { ...written, cart: await withDelivery(written.cart, viewContext(ctx)) };
}

/**
 * Runs the operation on the cart as read (`before`) and answers the cart afterwards: priced from
 * the state before with the lines the write answered, or read again.
 */
async function apply<R>(
  db: Queryable,
  cart: CartRow,
  before: LoadedState,
  ctx: CartContext,
  operation: (scope: WriteScope) => Promise<Outcome<R>>,
  { token, unlocked }: { token: string | null; unlocked: boolean },
): Promise<Written<R>> {
  let beforeJson: CartJson | undefined;
  const view = viewContext(ctx);
  const outcome = await operation({ tx: db, cart, before, ctx, beforeJson: () => (beforeJson ??= cartJson(before, view)) });
  const { changed, result } = outcome;
  if (!changed) return { cart: beforeJson ?? cartJson(before, view), after: before, token, result };
  // Without a lock only a write guarded by the version is safe, and it raised the version itself.
  if (unlocked && !outcome.after) throw new Error('an unlocked cart write must raise the version in its guarded statement');
  const after: CartState = outcome.after?.lines
    ? { ...before, cart: { ...cart, version: outcome.after.version }, lines: outcome.after.lines }
    : await mustLoad(db, cart, ctx.locale, { touch: !outcome.after });
  return { cart: cartJson(after, view), after, token, result };
}
