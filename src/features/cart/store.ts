/**
 * The cart store (docs/cart.md, in the browser), persisted under the local-storage key `cart` so it
 * survives reloads and other tabs see every change (the persistent atom follows `storage` events).
 *
 * Model: `$cartServer` is the last cart the server answered; `$cartPending` are this tab's
 * changes on their way. What the shopper sees is the one laid over the other
 * (src/features/cart/optimistic.ts), so a failure needs no hand-made undo: its operation is dropped
 * and the view shows the server's cart again. Every request goes through one queue, so answers
 * arrive in the order the clicks were made and a later answer never loses an earlier change.
 *
 * This module is what every page needs (the header badge, adding to the cart, keeping the copy
 * fresh); the changes made in the drawer and on the cart page live in ./cart-actions.ts, loaded
 * with those islands (docs/README.md, JavaScript budget). An add raises the quantity of the same
 * line at once or shows a `temp_` line. Lost connections are retried (every call is safe to repeat:
 * adds carry an Idempotency-Key), and the shopper is told what happened in `$cartNotice`.
 */
import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { apiCall, requestKey, usable, type ApiFailure, type ApiResult } from '../http/api.ts';
import { onAuthChange } from '../auth/store.ts';
import { pushToDataLayer } from '../shared/data-layer.ts';
import { normalizeOptions } from '#src/lib/cart/lines.ts';
import { cartView, type CartLine, type LinePreview, type PendingOp } from './optimistic.ts';

export type { PendingOp };
import { fill } from '#src/lib/text.ts';
import type { CartJson, CartReadAnswer, CartWriteAnswer } from '#src/lib/cart/types.ts';

export type CartResult = { success: true; message?: string; remainingStock?: number } | { success: false; message: string; status?: number };

export type CartNotice = { seq: number; kind: 'info' | 'error'; text: string };

/** Texts the store shows; the page passes them in its language (`configureCart`). */
export type CartMessages = {
  fetch: string;
  add: string;
  update: string;
  remove: string;
  clear: string;
  applyCoupon: string;
  removeCoupon: string;
  addBump: string;
  removeBump: string;
  removeSub: string;
  updateSub: string;
  itemNotFound: string;
  alreadyDeleting: string;
  inProgress: string;
  network: string;
  added: string;
  removed: string;
  restored: string;
  retrying: string;
};

/** The default messages (docs/errors.md, cart), used until the page configures its language. */
const ENGLISH: CartMessages = {
  fetch: 'Failed to fetch cart',
  add: 'Failed to add item to cart',
  update: 'Failed to update quantity',
  remove: 'Failed to remove item',
  clear: 'Failed to clear cart',
  applyCoupon: 'Failed to apply coupon',
  removeCoupon: 'Failed to remove coupon',
  addBump: 'Failed to add order bump',
  removeBump: 'Failed to remove order bump',
  removeSub: 'Failed to remove composite sub-product',
  updateSub: 'Failed to update composite sub-product',
  itemNotFound: 'Item not found',
  alreadyDeleting: 'Already deleting',
  inProgress: 'Operation in progress',
  network: 'No connection to the shop. Please try again.',
  added: '{{name}} was added to your cart.',
  removed: '{{name}} was removed from your cart.',
  restored: '{{name}} could not be removed and is back in your cart.',
  retrying: 'No connection; trying again…',
};

let messages: CartMessages = ENGLISH;

/** The texts in the page's language (./cart-actions.ts reads them too). */
export const cartMessage = (key: keyof CartMessages): string => messages[key];

export function configureCart(options: { messages?: Partial<CartMessages> }): void {
  messages = { ...ENGLISH, ...options.messages };
}

/**
 * A cart read leniently (docs/browser-state.md): anything that is not an object with `items`
 * and `adjustments` arrays and a numeric `total` is no cart. A stored copy is read so, and so is
 * every answer: one without a cart is a failed call (`usable`).
 */
function readCart(value: unknown): CartJson | null {
  if (typeof value !== 'object' || value === null) return null;
  const cart = value as Partial<CartJson>;
  if (!Array.isArray(cart.items) || !Array.isArray(cart.adjustments) || typeof cart.total !== 'number') return null;
  // A copy written before `ref` and `owner` existed reads as an unknown cart of unknown owner.
  const ref = typeof cart.ref === 'string' ? cart.ref : null;
  const owner = cart.owner === 'guest' || cart.owner === 'customer' ? cart.owner : null;
  return { ...cart, ref, owner, orderBump: Array.isArray(cart.orderBump) ? cart.orderBump : [] } as CartJson;
}

/** A stored copy is read leniently: anything that is not a cart becomes "no copy". */
export function decodeCart(raw: string): CartJson | null {
  try {
    return readCart(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** A write's answer, refused when it carries no cart. */
export const written = (result: ApiResult<unknown>): ApiResult<CartWriteAnswer> =>
  usable(result, (data) => readCart((data as { cart?: unknown } | null)?.cart), 'cart');

export const $cartServer = persistentAtom<CartJson | null>('cart', null, { encode: JSON.stringify, decode: decodeCart });
export const $cartPending = atom<PendingOp[]>([]);
export const $cartStatus = atom<'idle' | 'initialising' | 'ready'>('idle');
export const $cartNotice = atom<CartNotice | null>(null);

export const $cart = computed([$cartServer, $cartPending, $cartStatus], (server, pending, status) => cartView(server, pending, status === 'ready'));

let seq = 0;
let queue: Promise<unknown> = Promise.resolve();
let initialising: Promise<void> | null = null;

/** Runs server calls one after another, in the order they were asked for. */
export function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** A pending operation before it gets its number (Omit spread over each kind of the union). */
type NewOp = PendingOp extends infer Op ? (Op extends PendingOp ? Omit<Op, 'seq'> : never) : never;

export function addPending(op: NewOp): PendingOp {
  const full = { ...op, seq: ++seq } as PendingOp;
  $cartPending.set([...$cartPending.get(), full]);
  return full;
}

/** The id the next pending operation's temporary line gets. */
export const nextTempId = (): string => `temp_${seq + 1}`;

export function dropPending(...seqs: number[]): void {
  $cartPending.set($cartPending.get().filter((op) => !seqs.includes(op.seq)));
}

export function notify(kind: CartNotice['kind'], text: string): void {
  $cartNotice.set({ seq: ++seq, kind, text });
}

export const lineName = (itemId: number | string): string => $cart.get().items.find((l) => l.id === itemId)?.name ?? '';

export function failed(result: ApiFailure, fallback: keyof CartMessages): CartResult {
  const message = result.message ?? (result.status === 0 ? messages.network : messages[fallback]);
  notify('error', message);
  // A success whose answer was refused: the server took the change, so show what it holds.
  if (result.status > 199 && result.status < 300) void refreshCart();
  return { success: false, message, status: result.status };
}

export function refused(reason: 'alreadyDeleting' | 'inProgress'): CartResult {
  return { success: false, message: messages[reason] };
}

export const retrying = () => notify('info', messages.retrying);

/**
 * Takes a cart the server answered as the base, unless the copy already holds a newer version of
 * the same cart (another tab's answer that came in between).
 */
function keepNewest(cart: CartJson): void {
  const current = $cartServer.get();
  if (current && cart.ref !== null && current.ref === cart.ref && current.version > cart.version) return;
  $cartServer.set(cart);
}

/** A write's answer: the server's cart becomes the base, its analytics event goes to the data layer. */
export function accept(result: ApiResult<CartWriteAnswer>): result is { ok: true; status: number; data: CartWriteAnswer } {
  if (!result.ok) return false;
  keepNewest(result.data.cart);
  pushToDataLayer(result.data.gtm_event);
  return true;
}

export async function post(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResult<CartWriteAnswer>> {
  return written(await apiCall('POST', path, { body: body ?? {}, retryable: true, headers, onRetry: retrying }));
}

/**
 * Lifecycle: the stored copy shows at once; then the server's cart, once per page (docs/cart.md,
 * lifecycle). `view` asks for the view_cart event with it (the cart page).
 */
export function initCart({ view = false } = {}): Promise<void> {
  initialising ??= (async () => {
    // A cart the page was rendered with (seedCart) stays on screen while it is checked.
    if ($cartStatus.get() !== 'ready') $cartStatus.set('initialising');
    await refreshCart({ view });
    $cartStatus.set('ready');
  })();
  return initialising;
}

/**
 * Fetches the server's cart; a not-found answer empties it (docs/cart.md, lifecycle). `view` asks
 * for the view_cart event.
 */
export function refreshCart({ view = false } = {}): Promise<CartResult> {
  return enqueue(async () => {
    const answer = await apiCall('GET', `/api/cart/cart${view ? '?view=1' : ''}`, { retryable: true });
    const result = usable<CartReadAnswer>(answer, readCart, 'cart');
    if (result.ok) {
      const { gtm_event: event, ...cart } = result.data;
      keepNewest(cart);
      pushToDataLayer(event);
      return { success: true };
    }
    if (result.status === 404) {
      $cartServer.set(null);
      return { success: true };
    }
    console.error('[cart] fetching the cart failed:', result.status, result.message);
    return { success: false, message: result.message ?? messages.fetch, status: result.status };
  });
}

/**
 * Takes the server's cart as rendered with the page (the cart page) unless a newer copy of the
 * same cart is already here; the page's boot script still checks it with the server once.
 */
export function seedCart(cart: CartJson): void {
  keepNewest(cart);
  $cartStatus.set('ready');
}

/** After logout: the cart is emptied, then fetched again (docs/cart.md, lifecycle). */
export function resetCart(): void {
  $cartServer.set(null);
  $cartPending.set([]);
}

const beforeAdd = new Set<() => void>();

/**
 * Runs before every add: ./cart-actions.ts sends its waiting quantity changes there first, so
 * an add counts on top of them instead of being overwritten by their absolute value.
 */
export function onBeforeAdd(hook: () => void): void {
  beforeAdd.add(hook);
}

export function addToCart(productId: number, quantity = 1, options: { options?: string; preview?: LinePreview } = {}): Promise<CartResult> {
  for (const hook of beforeAdd) hook();
  const opts = normalizeOptions(options.options);
  const op = addPending({ kind: 'add', productId, quantity, options: opts, tempId: nextTempId(), preview: options.preview ?? {} });
  const key = requestKey();
  return enqueue(async () => {
    const result = await post(`/api/cart/add-to-cart/${productId}/${quantity}`, opts ? { options: opts } : {}, { 'Idempotency-Key': key });
    dropPending(op.seq);
    if (!accept(result)) return failed(result, 'add');
    const name = result.data.cart.items.find((l) => l.product_id === productId)?.name ?? options.preview?.name ?? '';
    notify('info', fill(messages.added, { name }));
    return { success: true, remainingStock: result.data.remaining_stock };
  });
}

export type { CartLine };

// The cart follows the login: it is the customer's after a login and the guest's after a logout,
// and a customer's copy must not stay on screen once the login is gone (a guest's may).
onAuthChange(async ({ kind }) => {
  if (kind === 'ended') {
    if ($cartServer.get()?.owner === 'customer') resetCart();
    return;
  }
  if (kind === 'logout') resetCart();
  await refreshCart();
});
