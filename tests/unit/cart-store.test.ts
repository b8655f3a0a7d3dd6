/**
 * The cart store's timing and rollback rules (docs/cart.md, in the browser) with fake timers and a
 * scripted server: every API call waits until the test answers it, so what the shopper sees between
 * a click and the answer can be checked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItemJson, CartJson } from '#src/lib/cart/types.ts';
import type { ApiResult } from '#src/features/http/api.ts';

type Call = { method: string; path: string; body: unknown; headers?: Record<string, string>; answer: (result: ApiResult<unknown>) => void };

const calls: Call[] = [];
const pushed: unknown[] = [];

vi.mock('#src/features/http/api.ts', async (original) => ({
  ...(await original<typeof import('#src/features/http/api.ts')>()),
  apiCall: (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
    new Promise((resolve) => calls.push({ method, path, body: options.body, headers: options.headers, answer: resolve })),
  requestKey: () => `key-${calls.length}`,
  setApiLocale: () => undefined,
  setTokenProvider: () => undefined,
}));
vi.mock('#src/features/shared/data-layer.ts', () => ({ pushToDataLayer: (event: unknown) => event && pushed.push(event) }));

type Store = typeof import('#src/features/cart/store.ts');
type Actions = typeof import('#src/features/cart/actions.ts');
let store: Store;
let actions: Actions;

const line = (id: number, productId: number, quantity: number, extra: Partial<CartItemJson> = {}): CartItemJson => ({
  id,
  product_id: productId,
  quantity,
  price: 10,
  price_with_tax: 12.1,
  tax: 2.1,
  tax_rate: 21,
  total: 10 * quantity,
  total_with_tax: 12.1 * quantity,
  original_price: null,
  original_price_with_tax: null,
  name: `Product ${productId}`,
  slug: `p${productId}`,
  url: `/product/p${productId}/`,
  sku: `SKU${productId}`,
  description: '',
  media: [],
  media_urls: [],
  image: null,
  options: '',
  stock: 50,
  available: true,
  composite_data: null,
  master_product_variant_id: null,
  bump_id: null,
  ...extra,
});

const cart = (items: CartItemJson[], totals: Partial<CartJson> = {}): CartJson => {
  const total = Math.round(items.reduce((n, i) => n + i.total_with_tax, 0) * 100) / 100;
  return {
    items,
    adjustments: [],
    orderBump: [],
    ref: 'cart-1',
    version: 1,
    owner: 'guest',
    currency: 'EUR',
    country: 'NL',
    reverse_charge: false,
    tax_rate: 21,
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    sub_total: 0,
    sub_total_with_tax: total,
    discount: 0,
    discount_with_tax: 0,
    total,
    total_without_tax: 0,
    tax: 0,
    ...totals,
  };
};

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
const write = (c: CartJson) => ok({ success: true, cart: c, gtm_event: { event: 'add_to_cart' } });
const fail = (status: number, message: string | null): ApiResult<unknown> => ({ ok: false, error: true, status, message, data: message ? { message } : null });
const settle = () => vi.advanceTimersByTimeAsync(0);
const quantities = () => store.$cart.get().items.map((i) => [i.id, i.quantity]);

/** A store already holding this server cart, as after its first fetch. */
async function withCart(c: CartJson): Promise<void> {
  store.seedCart(c);
  await settle();
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  calls.length = 0;
  pushed.length = 0;
  store = await import('#src/features/cart/store.ts');
  actions = await import('#src/features/cart/actions.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('lifecycle', () => {
  it('starts from the stored copy, then takes the server cart; a not-found answer empties it', async () => {
    store.$cartServer.set(cart([line(1, 5, 2)]));
    expect(store.$cart.get().isInitialized).toBe(false);
    expect(quantities()).toEqual([[1, 2]]);
    const done = store.initCart();
    expect(store.$cartStatus.get()).toBe('initialising');
    await settle();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/cart/cart']);
    calls[0]!.answer(fail(404, 'Cart not found'));
    await done;
    expect(store.$cart.get()).toMatchObject({ isEmpty: true, isInitialized: true, items: [] });
  });

  it('initialises once per page', async () => {
    const first = store.initCart();
    const second = store.initCart();
    expect(second).toBe(first);
    await settle();
    calls[0]!.answer(ok({ ...cart([line(1, 5, 1)]), gtm_event: null }));
    await first;
    expect(calls).toHaveLength(1);
    expect(quantities()).toEqual([[1, 1]]);
  });
});

describe('adding', () => {
  it('raises the quantity of the same product at once and shows the server total only when it answers', async () => {
    await withCart(cart([line(1, 5, 1)], { total: 12.1 }));
    const result = store.addToCart(5, 2);
    expect(quantities()).toEqual([[1, 3]]);
    expect(store.$cart.get().items[0]?.isSyncing).toBe(true);
    expect(store.$cart.get().total).toBe(12.1);
    await settle();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/cart/add-to-cart/5/2' });
    expect(calls[0]!.headers?.['Idempotency-Key']).toMatch(/^key-/);
    calls[0]!.answer(write(cart([line(1, 5, 3)], { total: 36.3 })));
    expect(await result).toMatchObject({ success: true });
    expect(quantities()).toEqual([[1, 3]]);
    expect(store.$cart.get().total).toBe(36.3);
    expect(pushed).toEqual([{ event: 'add_to_cart' }]);
  });

  it('shows another product as a temp_ line in product-id order and takes it away when the server refuses', async () => {
    await withCart(cart([line(1, 3, 1), line(2, 9, 1)]));
    const result = store.addToCart(5, 1, { preview: { name: 'Cooler', price_with_tax: 6 } });
    expect(store.$cart.get().items.map((i) => i.product_id)).toEqual([3, 5, 9]);
    const temp = store.$cart.get().items[1]!;
    expect(String(temp.id)).toMatch(/^temp_/);
    expect(temp.name).toBe('Cooler');
    await settle();
    calls[0]!.answer(fail(409, 'Only 0 more available'));
    expect(await result).toEqual({ success: false, message: 'Only 0 more available', status: 409 });
    expect(store.$cart.get().items.map((i) => i.product_id)).toEqual([3, 9]);
    expect(store.$cartNotice.get()).toMatchObject({ kind: 'error', text: 'Only 0 more available' });
  });

  it('never loses a click: adds are sent one after another, in order', async () => {
    await withCart(cart([line(1, 5, 1)]));
    const first = store.addToCart(5, 1);
    const second = store.addToCart(5, 1);
    expect(quantities()).toEqual([[1, 3]]);
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.answer(write(cart([line(1, 5, 2)])));
    await first;
    await settle();
    expect(calls).toHaveLength(2);
    expect(quantities()).toEqual([[1, 3]]);
    calls[1]!.answer(write(cart([line(1, 5, 3)])));
    await second;
    expect(quantities()).toEqual([[1, 3]]);
  });

  it('falls back to the spec default message when the server gives none', async () => {
    await withCart(cart([]));
    const result = store.addToCart(5, 1);
    await settle();
    calls[0]!.answer(fail(500, null));
    expect(await result).toMatchObject({ success: false, message: 'Failed to add item to cart' });
  });
});

describe('quantity updates', () => {
  it('show at once, marked updating, and sync once 500 ms after the last change', async () => {
    await withCart(cart([line(1, 5, 1)]));
    const done = actions.updateQuantity(1, 2);
    await vi.advanceTimersByTimeAsync(300);
    void actions.updateQuantity(1, 3);
    await vi.advanceTimersByTimeAsync(300);
    void actions.updateQuantity(1, 4);
    expect(quantities()).toEqual([[1, 4]]);
    expect(store.$cart.get().items[0]?.isUpdating).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/api/cart/update/1', body: { quantity: 4 } });
    calls[0]!.answer(write(cart([line(1, 5, 4)])));
    expect(await done).toEqual({ success: true });
    expect(store.$cart.get().items[0]).toMatchObject({ quantity: 4 });
    expect(store.$cart.get().isBusy).toBe(false);
  });

  it('ten quick clicks give ten more in one request', async () => {
    await withCart(cart([line(1, 5, 1)]));
    for (let i = 0; i < 10; i++) {
      void actions.updateQuantity(1, (store.$cart.get().items[0]?.quantity ?? 0) + 1);
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.body)).toEqual([{ quantity: 11 }]);
  });

  it('restores the old quantity when the server refuses', async () => {
    await withCart(cart([line(1, 5, 2)]));
    const done = actions.updateQuantity(1, 60);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.answer(fail(409, 'Only 48 more available'));
    expect(await done).toMatchObject({ success: false, message: 'Only 48 more available' });
    expect(quantities()).toEqual([[1, 2]]);
  });

  it('a change while the previous one is being sent is sent after it', async () => {
    await withCart(cart([line(1, 5, 1)]));
    void actions.updateQuantity(1, 2);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
    void actions.updateQuantity(1, 5);
    expect(quantities()).toEqual([[1, 5]]);
    calls[0]!.answer(write(cart([line(1, 5, 2)])));
    await settle();
    expect(quantities()).toEqual([[1, 5]]);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.body)).toEqual([{ quantity: 2 }, { quantity: 5 }]);
  });
});

describe('removal', () => {
  it('hides the line at once, refuses the same removal twice, and refreshes 500 ms after the last removal', async () => {
    await withCart(cart([line(1, 3, 1), line(2, 5, 1), line(3, 9, 1)]));
    const first = actions.removeItem(2);
    expect(quantities()).toEqual([
      [1, 1],
      [3, 1],
    ]);
    expect(await actions.removeItem(2)).toEqual({ success: false, message: 'Already deleting' });
    await settle();
    calls[0]!.answer(write(cart([line(1, 3, 1), line(3, 9, 1)])));
    await first;
    await vi.advanceTimersByTimeAsync(200);
    const second = actions.removeItem(3);
    await settle();
    calls[1]!.answer(write(cart([line(1, 3, 1)])));
    await second;
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/cart/remove/2', 'POST /api/cart/remove/3', 'GET /api/cart/cart']);
  });

  it('puts the line back in product-id order when the server fails, and says so', async () => {
    await withCart(cart([line(1, 3, 1), line(2, 5, 1), line(3, 9, 1)]));
    const removal = actions.removeItem(2);
    await settle();
    calls[0]!.answer(fail(503, null));
    expect(await removal).toMatchObject({ success: false });
    expect(store.$cart.get().items.map((i) => i.product_id)).toEqual([3, 5, 9]);
    expect(store.$cartNotice.get()).toMatchObject({ kind: 'error', text: 'Product 5 could not be removed and is back in your cart.' });
  });

  it('drops a quantity change not yet sent when its line is removed', async () => {
    await withCart(cart([line(1, 5, 1)]));
    void actions.updateQuantity(1, 4);
    void actions.removeItem(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => c.path)).toEqual(['/api/cart/remove/1']);
  });
});

describe('order bumps, coupons, kits', () => {
  it('an order bump shows a temporary line with stock 100, removed when the server answers, then the cart is fetched', async () => {
    await withCart(cart([line(1, 3, 1)]));
    const offer = { product_id: 7, bump_id: 4, name: 'Jumper wires', url: '/p/', image: null, price: 2.31, price_with_tax: 2.8 };
    const added = actions.addOrderBump(offer);
    const temp = store.$cart.get().items.find((i) => i.bumpId === 4);
    expect(temp).toMatchObject({ stock: 100, isOrderBump: true, quantity: 1, name: 'Jumper wires' });
    expect(await actions.addOrderBump(offer)).toEqual({ success: false, message: 'Operation in progress' });
    await settle();
    calls[0]!.answer(write(cart([line(1, 3, 1), line(2, 7, 1, { bump_id: 4, options: 'bump:4' })])));
    await settle();
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/api/cart/cart' });
    calls[1]!.answer(ok({ ...cart([line(1, 3, 1), line(2, 7, 1, { bump_id: 4, options: 'bump:4' })]), gtm_event: null }));
    expect(await added).toEqual({ success: true });
    expect(
      store.$cart
        .get()
        .items.filter((i) => i.bumpId === 4)
        .map((i) => i.id),
    ).toEqual([2]);
  });

  it('applies a coupon once at a time and answers with the server message', async () => {
    await withCart(cart([line(1, 3, 1)]));
    const applied = actions.applyCoupon('welcome10', 'NL');
    expect(actions.$couponBusy.get()).toBe(true);
    expect(await actions.applyCoupon('welcome10', 'NL')).toEqual({ success: false, message: 'Operation in progress' });
    await settle();
    expect(calls[0]).toMatchObject({ path: '/api/cart/apply-coupon', body: { coupon: 'welcome10', country: 'NL' } });
    calls[0]!.answer(ok({ success: true, cart: cart([line(1, 3, 1)]), gtm_event: null, message: 'Coupon applied successfully' }));
    expect(await applied).toEqual({ success: true, message: 'Coupon applied successfully' });
    expect(actions.$couponBusy.get()).toBe(false);
  });

  it('a kit part change marks its line syncing and calls the sub-product endpoints', async () => {
    await withCart(cart([line(1, 3, 1, { options: '[4,5]' })]));
    const update = actions.updateKitPart(1, 5, 2);
    expect(store.$cart.get().items[0]?.isSyncing).toBe(true);
    await settle();
    calls[0]!.answer(write(cart([line(1, 3, 1, { options: '[4,5,5]' })])));
    await update;
    const removal = actions.removeKitPart(1, 5);
    await settle();
    calls[1]!.answer(fail(422, 'This part cannot be removed'));
    expect(await removal).toMatchObject({ success: false, message: 'This part cannot be removed' });
    expect(calls.map((c) => c.path)).toEqual(['/api/cart/update-composite-sub-product/1/5', '/api/cart/remove-composite-sub-product/1/5']);
    expect(store.$cart.get().items[0]?.isSyncing).toBeFalsy();
  });
});

describe('answers from other tabs', () => {
  it('an older version of the same cart never replaces a newer copy; another cart always does', async () => {
    await withCart(cart([line(1, 5, 3)], { version: 7 }));
    const refreshed = store.refreshCart();
    await settle();
    calls[0]!.answer(ok({ ...cart([line(1, 5, 1)], { version: 5 }), gtm_event: null }));
    await refreshed;
    expect(quantities()).toEqual([[1, 3]]);
    const again = store.refreshCart();
    await settle();
    calls[1]!.answer(ok({ ...cart([line(9, 6, 1)], { version: 1, ref: 'cart-2' }), gtm_event: null }));
    await again;
    expect(quantities()).toEqual([[9, 1]]);
  });
});

describe('adds and waiting quantity changes', () => {
  it('a quantity change still waiting is sent before an add, so the add counts on top of it', async () => {
    await withCart(cart([line(1, 5, 2)]));
    void actions.updateQuantity(1, 3);
    const added = store.addToCart(5, 1);
    expect(quantities()).toEqual([[1, 4]]);
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/cart/update/1']);
    calls[0]!.answer(write(cart([line(1, 5, 3)])));
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/cart/update/1', '/api/cart/add-to-cart/5/1']);
    calls[1]!.answer(write(cart([line(1, 5, 4)])));
    await added;
    expect(quantities()).toEqual([[1, 4]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
  });
});

describe('the stored copy', () => {
  it('is read leniently: anything that is not a cart becomes no cart', () => {
    expect(store.decodeCart('not json')).toBeNull();
    expect(store.decodeCart('{"items": 5, "adjustments": [], "total": 1}')).toBeNull();
    expect(store.decodeCart('null')).toBeNull();
    const stored = store.decodeCart(JSON.stringify({ ...cart([line(1, 5, 1)]), orderBump: 'x' }));
    expect(stored?.items).toHaveLength(1);
    expect(stored?.orderBump).toEqual([]);
  });
});

describe('answers the store cannot read', () => {
  it('an add whose answer carries no cart is a failed add: rolled back, told, logged, and the cart fetched again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await withCart(cart([line(1, 5, 1)]));
    const result = store.addToCart(5, 2);
    expect(quantities()).toEqual([[1, 3]]);
    await settle();
    calls[0]!.answer(ok({ success: true, cart: { items: 'none' }, gtm_event: null }));
    expect(await result).toEqual({ success: false, message: 'Failed to add item to cart', status: 200 });
    expect(quantities()).toEqual([[1, 1]]);
    expect(store.$cartNotice.get()).toMatchObject({ kind: 'error', text: 'Failed to add item to cart' });
    expect(logged).toHaveBeenCalledWith('[cart] unreadable answer:', { success: true, cart: { items: 'none' }, gtm_event: null });
    expect(pushed).toEqual([]);
    // The server took the add; what it holds now is shown.
    await settle();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/cart/add-to-cart/5/2', 'GET /api/cart/cart']);
    calls[1]!.answer(ok({ ...cart([line(1, 5, 3)]), gtm_event: null }));
    await settle();
    expect(quantities()).toEqual([[1, 3]]);
    logged.mockRestore();
  });

  it('a quantity change whose answer is no object restores the old quantity', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await withCart(cart([line(1, 5, 2)]));
    const done = actions.updateQuantity(1, 4);
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.answer(ok('<html>'));
    expect(await done).toMatchObject({ success: false, message: 'Failed to update quantity' });
    expect(quantities()).toEqual([[1, 2]]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('a read whose answer is not a cart keeps the copy and fails like a failed fetch', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.$cartServer.set(cart([line(1, 5, 2)]));
    const done = store.initCart();
    await settle();
    calls[0]!.answer(ok(null));
    await done;
    expect(store.$cartStatus.get()).toBe('ready');
    expect(quantities()).toEqual([[1, 2]]);
    const again = store.refreshCart();
    await settle();
    calls[1]!.answer(ok({ items: [], adjustments: [] }));
    expect(await again).toEqual({ success: false, message: 'Failed to fetch cart', status: 200 });
    expect(quantities()).toEqual([[1, 2]]);
    expect(logged).toHaveBeenCalledWith('[cart] unreadable answer:', null);
    logged.mockRestore();
  });
});
