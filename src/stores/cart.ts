/**
 * The cart store (spec §3 "Cart store", §4 "Cart lifecycle", §5, §9), persisted under the
 * local-storage key `cart` so it survives reloads and other tabs see every change (the
 * persistent atom follows `storage` events).
 *
 * Model: `$cartServer` is the last cart the server answered; `$cartPending` are this tab's
 * changes on their way. What the shopper sees is the one laid over the other
 * (src/lib/cart/optimistic.ts), so a failure needs no hand-made undo: its operation is dropped
 * and the view shows the server's cart again. Every request goes through one queue, so answers
 * arrive in the order the clicks were made and a later answer never loses an earlier change.
 *
 * Rules of spec §4: add raises the quantity of the same line at once or shows a `temp_` line;
 * a quantity change shows at once, marked updating, and is sent 500 ms after the last change of
 * that line; removal hides the line at once and the cart is fetched again 500 ms after the last
 * removal; identical operations in flight are refused ("Already deleting", "Operation in
 * progress"); an order bump shows a temporary line (stock 100) until the server answers, then
 * the cart is fetched again. Lost connections are retried (every call is safe to repeat: adds
 * carry an Idempotency-Key), and the shopper is told what happened in `$cartNotice`.
 */
import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { apiCall, requestKey, type ApiFailure, type ApiResult } from '../client/api.ts';
import { pushToDataLayer } from '../client/data-layer.ts';
import { normalizeOptions } from '../lib/cart/lines.ts';
import { cartView, type CartLine, type LinePreview, type PendingOp } from '../lib/cart/optimistic.ts';
import { fill } from '../lib/text.ts';
import type { CartJson, CartReadAnswer, CartWriteAnswer, OrderBumpJson } from '../lib/cart/types.ts';

/** Spec §9: cart sync 500 ms after a quantity update; refresh 500 ms after the last removal. */
export const QUANTITY_SYNC_MS = 500;
export const REMOVAL_REFRESH_MS = 500;
const MAX_QUANTITY = 999;

export type CartResult = { success: true; message?: string; remainingStock?: number } | { success: false; message: string; status?: number };

export type CartNotice = { seq: number; kind: 'info' | 'error'; text: string };

/** Texts the store shows; the page passes them in its language (`configureCart`). */
export type CartMessages = {
  fetch: string; add: string; update: string; remove: string; clear: string; applyCoupon: string; removeCoupon: string;
  addBump: string; removeBump: string; removeSub: string; updateSub: string; itemNotFound: string; alreadyDeleting: string;
  inProgress: string; network: string; added: string; removed: string; restored: string; retrying: string;
};

/** Spec §8 defaults, used until the page configures its language. */
const ENGLISH: CartMessages = {
  fetch: 'Failed to fetch cart', add: 'Failed to add item to cart', update: 'Failed to update quantity', remove: 'Failed to remove item',
  clear: 'Failed to clear cart', applyCoupon: 'Failed to apply coupon', removeCoupon: 'Failed to remove coupon', addBump: 'Failed to add order bump',
  removeBump: 'Failed to remove order bump', removeSub: 'Failed to remove composite sub-product', updateSub: 'Failed to update composite sub-product',
  itemNotFound: 'Item not found', alreadyDeleting: 'Already deleting', inProgress: 'Operation in progress',
  network: 'No connection to the shop. Please try again.', added: '{{name}} was added to your cart.', removed: '{{name}} was removed from your cart.',
  restored: '{{name}} could not be removed and is back in your cart.', retrying: 'No connection; trying again…',
};

let messages: CartMessages = ENGLISH;

export function configureCart(options: { messages?: Partial<CartMessages> }): void {
  messages = { ...ENGLISH, ...options.messages };
}

/** A stored copy is read leniently: anything that is not a cart becomes "no copy" (STYLE.md 4). */
export function decodeCart(raw: string): CartJson | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const cart = value as Partial<CartJson>;
    if (!Array.isArray(cart.items) || !Array.isArray(cart.adjustments) || typeof cart.total !== 'number') return null;
    return { ...cart, orderBump: Array.isArray(cart.orderBump) ? cart.orderBump : [] } as CartJson;
  } catch {
    return null;
  }
}

export const $cartServer = persistentAtom<CartJson | null>('cart', null, { encode: JSON.stringify, decode: decodeCart });
export const $cartPending = atom<PendingOp[]>([]);
export const $cartStatus = atom<'idle' | 'initialising' | 'ready'>('idle');
export const $cartNotice = atom<CartNotice | null>(null);
/** A coupon is being applied or removed (the form shows it and refuses a second). */
export const $couponBusy = atom(false);

export const $cart = computed([$cartServer, $cartPending, $cartStatus], (server, pending, status) => cartView(server, pending, status === 'ready'));

let seq = 0;
let queue: Promise<unknown> = Promise.resolve();
const quantityTimers = new Map<number, ReturnType<typeof setTimeout>>();
const quantityWaiters = new Map<number, ((result: CartResult) => void)[]>();
let removalTimer: ReturnType<typeof setTimeout> | null = null;
let initialising: Promise<void> | null = null;
const inFlight = new Set<string>();

/** Runs server calls one after another, in the order they were asked for. */
function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** A pending operation before it gets its number (Omit spread over each kind of the union). */
type NewOp = PendingOp extends infer Op ? (Op extends PendingOp ? Omit<Op, 'seq'> : never) : never;

function addPending(op: NewOp): PendingOp {
  const full = { ...op, seq: ++seq } as PendingOp;
  $cartPending.set([...$cartPending.get(), full]);
  return full;
}

function dropPending(...seqs: number[]): void {
  $cartPending.set($cartPending.get().filter((op) => !seqs.includes(op.seq)));
}

function notify(kind: CartNotice['kind'], text: string): void {
  $cartNotice.set({ seq: ++seq, kind, text });
}

const lineName = (itemId: number | string): string => $cart.get().items.find((l) => l.id === itemId)?.name ?? '';

function failed(result: ApiFailure, fallback: keyof CartMessages): CartResult {
  const message = result.message ?? (result.status === 0 ? messages.network : messages[fallback]);
  notify('error', message);
  return { success: false, message, status: result.status };
}

function refused(reason: 'alreadyDeleting' | 'inProgress'): CartResult {
  return { success: false, message: messages[reason] };
}

const retrying = () => notify('info', messages.retrying);

/** A write's answer: the server's cart becomes the base, its analytics event goes to the data layer. */
function accept(result: ApiResult<CartWriteAnswer>): result is { ok: true; status: number; data: CartWriteAnswer } {
  if (!result.ok) return false;
  $cartServer.set(result.data.cart);
  pushToDataLayer(result.data.gtm_event);
  return true;
}

async function post(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResult<CartWriteAnswer>> {
  return apiCall<CartWriteAnswer>('POST', path, { body: body ?? {}, retryable: true, headers, onRetry: retrying });
}

/** Spec §4 lifecycle: the stored copy shows at once; then the server's cart (once per page). */
export function initCart(): Promise<void> {
  initialising ??= (async () => {
    $cartStatus.set('initialising');
    await refreshCart();
    $cartStatus.set('ready');
  })();
  return initialising;
}

/** Fetches the server's cart; a not-found answer empties it (spec §4). `view` asks for the view_cart event. */
export function refreshCart({ view = false } = {}): Promise<CartResult> {
  return enqueue(async () => {
    const result = await apiCall<CartReadAnswer>('GET', `/api/cart/cart${view ? '?view=1' : ''}`, { retryable: true });
    if (result.ok) {
      const { gtm_event: event, ...cart } = result.data;
      $cartServer.set(cart);
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

/** Takes the server's cart as rendered with the page (the cart page), without asking again. */
export function seedCart(cart: CartJson): void {
  $cartServer.set(cart);
  initialising ??= Promise.resolve();
  $cartStatus.set('ready');
}

/** After logout (spec §4: the cart is emptied, then fetched again). */
export function resetCart(): void {
  $cartServer.set(null);
  $cartPending.set([]);
}

export function addToCart(productId: number, quantity = 1, options: { options?: string; preview?: LinePreview } = {}): Promise<CartResult> {
  const opts = normalizeOptions(options.options);
  const op = addPending({ kind: 'add', productId, quantity, options: opts, tempId: `temp_${seq + 1}`, preview: options.preview ?? {} });
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

/**
 * Shows the new quantity at once and sends it 500 ms after this line's last change; resolves
 * when the server has answered. A quantity below 1 removes the line.
 */
export function updateQuantity(itemId: number | string, quantity: number): Promise<CartResult> {
  if (typeof itemId !== 'number') return Promise.resolve(refused('inProgress'));
  if (quantity < 1) return removeItem(itemId);
  const wanted = Math.min(Math.floor(quantity), MAX_QUANTITY);
  const waiting = $cartPending.get().find((op) => op.kind === 'quantity' && op.itemId === itemId && op.phase === 'waiting');
  if (waiting) $cartPending.set($cartPending.get().map((op) => (op === waiting ? { ...op, quantity: wanted } : op)));
  else addPending({ kind: 'quantity', itemId, quantity: wanted, phase: 'waiting' });
  const timer = quantityTimers.get(itemId);
  if (timer) clearTimeout(timer);
  quantityTimers.set(itemId, setTimeout(() => void syncQuantity(itemId), QUANTITY_SYNC_MS));
  return new Promise((resolve) => quantityWaiters.set(itemId, [...(quantityWaiters.get(itemId) ?? []), resolve]));
}

async function syncQuantity(itemId: number): Promise<void> {
  quantityTimers.delete(itemId);
  const op = $cartPending.get().find((o) => o.kind === 'quantity' && o.itemId === itemId && o.phase === 'waiting');
  const waiters = quantityWaiters.get(itemId) ?? [];
  quantityWaiters.delete(itemId);
  if (!op || op.kind !== 'quantity') {
    for (const done of waiters) done({ success: true });
    return;
  }
  const sending = { ...op, phase: 'sending' as const };
  $cartPending.set($cartPending.get().map((o) => (o.seq === op.seq ? sending : o)));
  const outcome = await enqueue(async (): Promise<CartResult> => {
    const result = await post(`/api/cart/update/${itemId}`, { quantity: sending.quantity });
    dropPending(op.seq);
    if (accept(result)) return { success: true };
    if (result.status === 404) void refreshCart();
    return failed(result, 'update');
  });
  for (const done of waiters) done(outcome);
}

/** Cancels a quantity change that has not been sent yet (its line is going away). */
function cancelWaitingQuantity(itemId: number): void {
  const timer = quantityTimers.get(itemId);
  if (timer) clearTimeout(timer);
  quantityTimers.delete(itemId);
  $cartPending.set($cartPending.get().filter((op) => !(op.kind === 'quantity' && op.itemId === itemId && op.phase === 'waiting')));
  for (const done of quantityWaiters.get(itemId) ?? []) done({ success: true });
  quantityWaiters.delete(itemId);
}

function scheduleRemovalRefresh(): void {
  if (removalTimer) clearTimeout(removalTimer);
  removalTimer = setTimeout(() => {
    removalTimer = null;
    void refreshCart();
  }, REMOVAL_REFRESH_MS);
}

export function removeItem(itemId: number | string): Promise<CartResult> {
  if (typeof itemId !== 'number') return Promise.resolve(refused('inProgress'));
  if ($cartPending.get().some((op) => op.kind === 'remove' && op.itemId === itemId)) return Promise.resolve(refused('alreadyDeleting'));
  cancelWaitingQuantity(itemId);
  const name = lineName(itemId);
  const op = addPending({ kind: 'remove', itemId });
  return enqueue(async (): Promise<CartResult> => {
    const result = await post(`/api/cart/remove/${itemId}`);
    dropPending(op.seq);
    scheduleRemovalRefresh();
    // 404: already gone (removed in another tab, or a repeated request the server had done).
    if (accept(result) || result.status === 404) {
      notify('info', fill(messages.removed, { name }));
      return { success: true };
    }
    const text = fill(messages.restored, { name });
    notify('error', result.message ? `${text} ${result.message}` : text);
    return { success: false, message: result.message ?? messages.remove, status: result.status };
  });
}

/** Runs a call unless the same one is in flight (spec §4: identical operations are ignored). */
async function once(key: string, run: () => Promise<CartResult>): Promise<CartResult> {
  if (inFlight.has(key)) return refused('inProgress');
  inFlight.add(key);
  try {
    return await run();
  } finally {
    inFlight.delete(key);
  }
}

export function clearCart(): Promise<CartResult> {
  return once('clear', () => {
    const op = addPending({ kind: 'clear' });
    return enqueue(async () => {
      const result = await apiCall<CartWriteAnswer>('GET', '/api/cart/clear', { retryable: true, onRetry: retrying });
      dropPending(op.seq);
      return accept(result) ? { success: true } : failed(result, 'clear');
    });
  });
}

export function applyCoupon(code: string, country = ''): Promise<CartResult> {
  return once('coupon', async () => {
    $couponBusy.set(true);
    try {
      return await enqueue(async () => {
        const result = await post('/api/cart/apply-coupon', { coupon: code, country });
        if (accept(result)) return { success: true, message: result.data.message };
        // A refused code is answered in the form, not as a notice.
        return { success: false, message: result.message ?? messages.applyCoupon, status: result.status };
      });
    } finally {
      $couponBusy.set(false);
    }
  });
}

export function removeCoupon(couponId: number): Promise<CartResult> {
  return once('coupon', async () => {
    $couponBusy.set(true);
    try {
      return await enqueue(async () => {
        const result = await post(`/api/cart/delete-coupon/${couponId}`);
        return accept(result) ? { success: true, message: result.data.message } : failed(result, 'removeCoupon');
      });
    } finally {
      $couponBusy.set(false);
    }
  });
}

export function addOrderBump(offer: Pick<OrderBumpJson, 'product_id' | 'bump_id' | 'name' | 'url' | 'image' | 'price' | 'price_with_tax'>): Promise<CartResult> {
  return once(`bump:${offer.bump_id}`, async () => {
    const preview: LinePreview = { name: offer.name, url: offer.url, image: offer.image, price: offer.price, price_with_tax: offer.price_with_tax };
    const op = addPending({ kind: 'bump', productId: offer.product_id, bumpId: offer.bump_id, tempId: `temp_${seq + 1}`, preview });
    const outcome = await enqueue(async () => {
      const result = await post(`/api/cart/add-order-bump-product/${offer.product_id}`, { bump_id: offer.bump_id });
      dropPending(op.seq);
      return accept(result) ? { success: true as const } : failed(result, 'addBump');
    });
    await refreshCart();
    return outcome;
  });
}

export function removeOrderBump(productId: number, bumpId: number): Promise<CartResult> {
  return once(`bump:${bumpId}`, async () => {
    const line = $cart.get().items.find((l) => l.bumpId === bumpId && typeof l.id === 'number');
    const op = line && typeof line.id === 'number' ? addPending({ kind: 'remove', itemId: line.id }) : null;
    return enqueue(async () => {
      const result = await post(`/api/cart/remove-order-bump-product/${productId}`, { bump_id: bumpId });
      if (op) dropPending(op.seq);
      return accept(result) ? { success: true } : failed(result, 'removeBump');
    });
  });
}

function changeKitPart(itemId: number | string, partId: number, quantity: number): Promise<CartResult> {
  if (typeof itemId !== 'number') return Promise.resolve(refused('inProgress'));
  return once(`part:${itemId}:${partId}`, () => {
    const op = addPending({ kind: 'sync', itemId });
    return enqueue(async () => {
      const result = quantity === 0
        ? await post(`/api/cart/remove-composite-sub-product/${itemId}/${partId}`)
        : await post(`/api/cart/update-composite-sub-product/${itemId}/${partId}`, { quantity });
      dropPending(op.seq);
      return accept(result) ? { success: true } : failed(result, quantity === 0 ? 'removeSub' : 'updateSub');
    });
  });
}

/** Pieces of one part per kit (spec §7 update-composite-sub-product). */
export const updateKitPart = (itemId: number | string, partId: number, quantity: number) => changeKitPart(itemId, partId, Math.max(1, quantity));
/** Takes a part out of a kit (spec §7 remove-composite-sub-product). */
export const removeKitPart = (itemId: number | string, partId: number) => changeKitPart(itemId, partId, 0);

export type { CartLine };
