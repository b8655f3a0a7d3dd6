/**
 * The cart changes of the drawer and the cart page (docs/cart.md, optimistic updates), on top of
 * ./cart.ts: a quantity change shows at once, marked updating, and is sent 500 ms after that line's
 * last change; removal hides the line at once and the cart is fetched again 500 ms after the last
 * removal; identical operations in flight are refused ("Already deleting", "Operation in
 * progress"); an order bump shows a temporary line (stock 100) until the server answers, then the
 * cart is fetched again; coupons and kit parts. Kept apart so a page loads it only with those
 * islands.
 */
import { atom } from 'nanostores';
import { apiCall } from '../http/api.ts';
import { fill } from '#src/lib/text.ts';
import type { LinePreview } from './optimistic.ts';
import type { OrderBumpJson } from '#src/lib/cart/types.ts';
import {
  $cart,
  $cartPending,
  accept,
  addPending,
  cartMessage,
  dropPending,
  enqueue,
  failed,
  lineName,
  nextTempId,
  notify,
  onBeforeAdd,
  post,
  refreshCart,
  refused,
  retrying,
  written,
  type CartResult,
} from './store.ts';

/** Sync 500 ms after a quantity update; refresh 500 ms after the last removal (docs/cart.md, optimistic updates). */
export const QUANTITY_SYNC_MS = 500;
export const REMOVAL_REFRESH_MS = 500;
const MAX_QUANTITY = 999;

/** A coupon is being applied or removed (the form shows it and refuses a second). */
export const $couponBusy = atom(false);

const quantityTimers = new Map<number, ReturnType<typeof setTimeout>>();
const quantityWaiters = new Map<number, ((result: CartResult) => void)[]>();
let removalTimer: ReturnType<typeof setTimeout> | null = null;
const inFlight = new Set<string>();

onBeforeAdd(() => {
  for (const [itemId, timer] of [...quantityTimers]) {
    clearTimeout(timer);
    void syncQuantity(itemId);
  }
});

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
  quantityTimers.set(
    itemId,
    setTimeout(() => void syncQuantity(itemId), QUANTITY_SYNC_MS),
  );
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
      notify('info', fill(cartMessage('removed'), { name }));
      return { success: true };
    }
    const text = fill(cartMessage('restored'), { name });
    notify('error', result.message ? `${text} ${result.message}` : text);
    return { success: false, message: result.message ?? cartMessage('remove'), status: result.status };
  });
}

/** Runs a call unless the same one is in flight: identical operations are ignored (docs/cart.md). */
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
      const result = written(await apiCall('GET', '/api/cart/clear', { retryable: true, onRetry: retrying }));
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
        return { success: false, message: result.message ?? cartMessage('applyCoupon'), status: result.status };
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
      const result = await enqueue(() => post(`/api/cart/delete-coupon/${couponId}`));
      if (accept(result)) return { success: true, message: result.data.message };
      // Gone already: another tab, or a repeat of a call whose answer was lost. The goal is met.
      // (The refresh queues after this call, so it is asked for outside the queued task.)
      if (result.status === 404) return refreshCart();
      return failed(result, 'removeCoupon');
    } finally {
      $couponBusy.set(false);
    }
  });
}

export function addOrderBump(
  offer: Pick<OrderBumpJson, 'product_id' | 'bump_id' | 'name' | 'url' | 'image' | 'price' | 'price_with_tax'>,
): Promise<CartResult> {
  return once(`bump:${offer.bump_id}`, async () => {
    const preview: LinePreview = { name: offer.name, url: offer.url, image: offer.image, price: offer.price, price_with_tax: offer.price_with_tax };
    const op = addPending({ kind: 'bump', productId: offer.product_id, bumpId: offer.bump_id, tempId: nextTempId(), preview });
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
  return once(`part:${itemId}:${partId}`, async () => {
    const op = addPending({ kind: 'sync', itemId });
    const result = await enqueue(() =>
      quantity === 0
        ? post(`/api/cart/remove-composite-sub-product/${itemId}/${partId}`)
        : post(`/api/cart/update-composite-sub-product/${itemId}/${partId}`, { quantity }),
    );
    dropPending(op.seq);
    if (accept(result)) return { success: true };
    // The part or its line is gone (another tab, a merge, a repeat after a lost answer): show what is.
    if (result.status === 404) {
      const fresh = await refreshCart();
      if (quantity === 0) return fresh;
    }
    return failed(result, quantity === 0 ? 'removeSub' : 'updateSub');
  });
}

/** Pieces of one part per kit (POST /api/cart/update-composite-sub-product; docs/cart.md, kits). */
export const updateKitPart = (itemId: number | string, partId: number, quantity: number) => changeKitPart(itemId, partId, Math.max(1, quantity));
/** Takes a part out of a kit (POST /api/cart/remove-composite-sub-product; docs/cart.md, kits). */
export const removeKitPart = (itemId: number | string, partId: number) => changeKitPart(itemId, partId, 0);
