/**
 * The favourites store's rules (docs/accounts.md, favourites; `favoriteProducts`) with a scripted
 * server: every API call waits until the test answers it, so what the shopper sees between a click
 * and the answer can be checked. The auth store is a stand-in whose login and logout the test
 * drives; local storage is @nanostores/persistent's test engine, whose key changes reach the store
 * as another tab's `storage` events do.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import type { ApiResult } from '#src/features/http/api.ts';
import type { FavoriteProductJson, FavoritesAnswer } from '#src/lib/favorites/types.ts';
import type { UserJson } from '#src/lib/auth/types.ts';

type Call = { method: string; path: string; body: unknown; answer: (result: ApiResult<unknown>) => void };

const calls: Call[] = [];
const pushed: unknown[] = [];
const TOKEN = 'a'.repeat(43);
const USER: UserJson = {
  id: 7,
  firstname: 'Fee',
  lastname: 'Voriet',
  email: 'fee@example.com',
  account_type: 'individual',
  locale: 'en',
  newsletter: false,
  notification_preferences: { order_updates: true, back_in_stock: true, product_news: false, review_requests: true },
  addresses: [],
  created_at: '',
};

/** The auth store's and the cart's own calls are answered at once; the favourites calls wait for the test. */
function otherAnswer(path: string): ApiResult<unknown> | null {
  if (path === '/api/login') return { ok: true, status: 200, data: { token: TOKEN, token_type: 'Bearer', expires_at: '', user: USER } };
  if (path === '/api/logout') return { ok: true, status: 204, data: null };
  if (path.startsWith('/api/cart/')) return { ok: false, error: true, status: 404, message: 'Cart not found', data: null };
  return null;
}

vi.mock('#src/features/http/api.ts', async (original) => ({
  ...(await original<typeof import('#src/features/http/api.ts')>()),
  apiCall: (method: string, path: string, options: { body?: unknown } = {}) => {
    const other = otherAnswer(path);
    return other ? Promise.resolve(other) : new Promise((resolve) => calls.push({ method, path, body: options.body, answer: resolve }));
  },
  requestKey: () => 'key',
  setApiLocale: () => undefined,
  setTokenProvider: () => undefined,
}));
vi.mock('#src/features/shared/data-layer.ts', () => ({ pushToDataLayer: (event: unknown) => event && pushed.push(event) }));

type Store = typeof import('#src/features/favorites/store.ts');
type Auth = typeof import('#src/features/auth/store.ts');
let store: Store;
let auth: Auth;

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
const fail = (status: number, message: string | null): ApiResult<unknown> => ({ ok: false, error: true, status, message, data: message ? { message } : null });
const item = (id: number, master: number | null = null): FavoriteProductJson => ({
  id,
  master_product_variant_id: master,
  name: `Product ${id}`,
  slug: `p${id}`,
  url: `/product/p${id}/`,
  sku: `SKU${id}`,
  image: null,
  price: 10,
  price_with_tax: 12.1,
  original_price: null,
  original_price_with_tax: null,
  tax_rate: 21,
  stock: 5,
  in_stock: true,
  has_variants: false,
});
const list = (...ids: number[]): FavoritesAnswer => ({ ids, products: ids.map((id) => item(id)), variants: [] });
const toggled = (id: number, favorited: boolean) => ok({ success: true, id, favorited, gtm_event: favorited ? { event: 'add_to_wishlist' } : null });
const settle = () => vi.advanceTimersByTimeAsync(0);
const ids = () => store.$favorites.get().ids;
const sent = () => calls.map((c) => `${c.method} ${c.path}`);
const stored = () => getTestStorage().favoriteProducts;

/** A fresh store module on the given local storage (the page's first read of it). */
async function fresh(storage: Record<string, string> = {}): Promise<void> {
  for (const [key, value] of Object.entries(storage)) setTestStorageKey(key, value);
  store = await import('#src/features/favorites/store.ts');
  auth = (await import('#src/features/auth/store.ts')) as unknown as Auth;
  // The page-wide script keeps the store mounted, so it follows other tabs.
  store.$favorites.listen(() => undefined);
}

/** Logs in through the auth store (its call answered at once); resolves when its hooks are done. */
const logIn = () => auth.login(USER.email, 'secret', true);

/** Another tab logs in: this tab's auth store only changes (its storage event). */
const otherTabLogsIn = (token = TOKEN) => auth.$auth.set({ token, user: USER, remember: true });

/** A logged-in store whose list the server answered. */
async function loggedInWith(...server: number[]): Promise<void> {
  await fresh();
  void logIn();
  await settle();
  expect(sent()).toEqual(['GET /api/favorites']);
  calls.shift()!.answer(ok(list(...server)));
  await settle();
  expect(ids()).toEqual(server);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  useTestStorageEngine();
  cleanTestStorage();
  calls.length = 0;
  pushed.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a guest', () => {
  it('reads favoriteProducts leniently: ids as numbers, digits or objects; anything corrupt is the empty list', async () => {
    await fresh({ favoriteProducts: '[3,"7",{"id":9},"x",-1,3]' });
    expect(ids()).toEqual([3, 7, 9]);
    vi.resetModules();
    await fresh({ favoriteProducts: '{not json' });
    expect(ids()).toEqual([]);
    expect(store.$favorites.get()).toMatchObject({ loggedIn: false, ready: true });
  });

  it('keeps favourites in local storage only, newest first, without a call; the last one out removes the key', async () => {
    await fresh();
    await store.setFavorite(5, true, 'Cooler');
    await store.toggleFavorite(3);
    expect(ids()).toEqual([3, 5]);
    expect(stored()).toBe('[3,5]');
    expect(store.$favoritesNotice.get()).toMatchObject({ kind: 'info' });
    await store.toggleFavorite(5);
    await store.setFavorite(3, false);
    await store.setFavorite(3, false);
    expect(ids()).toEqual([]);
    expect(stored()).toBeUndefined();
    await store.initFavorites();
    expect(calls).toEqual([]);
  });

  it('follows another tab through storage events', async () => {
    await fresh({ favoriteProducts: '[1]' });
    setTestStorageKey('favoriteProducts', '[8,1]');
    expect(ids()).toEqual([8, 1]);
    setTestStorageKey('favoriteProducts', undefined);
    expect(ids()).toEqual([]);
  });
});

describe('logging in', () => {
  it('merges the guest favourites into the server list (POST /api/favorites), then drops the local copy', async () => {
    await fresh({ favoriteProducts: '[5,3]' });
    const done = logIn();
    await settle();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/favorites', { ids: [5, 3] }]]);
    // While the merge is on its way the guest's ids stay in view.
    expect(store.$favorites.get()).toMatchObject({ ids: [5, 3], loggedIn: true, ready: false });
    calls[0]!.answer(ok(list(5, 3, 9)));
    await done;
    expect(store.$favorites.get()).toMatchObject({ ids: [5, 3, 9], ready: true });
    expect(stored()).toBeUndefined();
    expect(store.$favoriteDetails.get()[9]?.name).toBe('Product 9');
    expect(calls).toHaveLength(1);
  });

  it('keeps the local copy when the merge fails, and merges it on the next try', async () => {
    await fresh({ favoriteProducts: '[5]' });
    const done = logIn();
    await settle();
    calls.shift()!.answer(fail(503, null));
    await done;
    expect(stored()).toBe('[5]');
    expect(ids()).toEqual([5]);
    const again = store.initFavorites();
    await settle();
    expect(calls.map((c) => c.body)).toEqual([{ ids: [5] }]);
    calls.shift()!.answer(ok(list(5, 2)));
    expect(await again).toEqual({ success: true });
    expect(stored()).toBeUndefined();
  });

  it('merges a long list in calls of at most 200 ids, oldest first, so the newest end on top', async () => {
    const local = Array.from({ length: 250 }, (_, i) => i + 1);
    await fresh({ favoriteProducts: JSON.stringify(local) });
    const done = logIn();
    await settle();
    expect(calls[0]!.body).toEqual({ ids: local.slice(50) });
    calls.shift()!.answer(ok(list(...local.slice(50))));
    await settle();
    expect(calls[0]!.body).toEqual({ ids: local.slice(0, 50) });
    calls.shift()!.answer(ok(list(...local)));
    await done;
    expect(ids()).toEqual(local);
  });

  it('loads the list once when another tab logs in (the auth store only changes)', async () => {
    await fresh();
    otherTabLogsIn();
    await settle();
    expect(sent()).toEqual(['GET /api/favorites']);
    // A renewed token is the same login: nothing is loaded again.
    otherTabLogsIn('b'.repeat(43));
    await settle();
    expect(calls).toHaveLength(1);
  });
});

describe('a logged-in customer', () => {
  it('sees a change at once; changes are queued and sent one at a time, in click order', async () => {
    await loggedInWith(1);
    const first = store.setFavorite(5, true, 'Cooler');
    const second = store.setFavorite(6, true);
    expect(ids()).toEqual([6, 5, 1]);
    await settle();
    expect(calls.map((c) => [c.path, c.body])).toEqual([['/api/toggle-favorite/5', { id: 5, type: 'product' }]]);
    calls.shift()!.answer(toggled(5, true));
    expect(await first).toEqual({ success: true });
    expect(store.$favoritesNotice.get()).toMatchObject({ kind: 'info', text: 'Cooler was added to your favourites.' });
    await settle();
    expect(sent()).toEqual(['POST /api/toggle-favorite/6']);
    calls.shift()!.answer(toggled(6, true));
    await second;
    expect(ids()).toEqual([6, 5, 1]);
    expect(pushed).toEqual([{ event: 'add_to_wishlist' }, { event: 'add_to_wishlist' }]);
  });

  it('reverts a change the server refuses and tells the shopper; a lost answer has the list asked again', async () => {
    await loggedInWith(1, 2);
    const removal = store.setFavorite(1, false);
    expect(ids()).toEqual([2]);
    await settle();
    calls.shift()!.answer(fail(500, 'Failed to update favourites'));
    expect(await removal).toEqual({ success: false, message: 'Failed to update favourites', status: 500 });
    expect(ids()).toEqual([1, 2]);
    expect(store.$favoritesNotice.get()).toMatchObject({ kind: 'error', text: 'Failed to update favourites' });
    await settle();
    expect(sent()).toEqual(['GET /api/favorites']);
    calls.shift()!.answer(ok(list(2)));
    await settle();
    expect(ids()).toEqual([2]);
  });

  it("takes the spec's default message when the server gives none, and does not reload after a refusal (404)", async () => {
    await loggedInWith();
    const adding = store.setFavorite(4, true);
    await settle();
    calls.shift()!.answer(fail(404, null));
    expect(await adding).toMatchObject({ success: false, message: 'Failed to add to favourites' });
    expect(ids()).toEqual([]);
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('sends nothing for a change the server list already has', async () => {
    await loggedInWith(5);
    expect(await store.setFavorite(5, true)).toEqual({ success: true });
    expect(await store.setFavorite(8, false)).toEqual({ success: true });
    expect(calls).toHaveLength(0);
  });

  it('toggles again when the server list was stale (another device added it), so the click is what counts', async () => {
    await loggedInWith();
    const adding = store.setFavorite(5, true);
    await settle();
    calls.shift()!.answer(toggled(5, false));
    await settle();
    expect(ids()).toEqual([5]);
    expect(sent()).toEqual(['POST /api/toggle-favorite/5']);
    calls.shift()!.answer(toggled(5, true));
    expect(await adding).toEqual({ success: true });
    expect(ids()).toEqual([5]);
  });

  it('compares a click made before the list arrived with the list, not with nothing', async () => {
    await fresh();
    otherTabLogsIn();
    const adding = store.setFavorite(5, true);
    expect(ids()).toEqual([5]);
    await settle();
    expect(sent()).toEqual(['GET /api/favorites']);
    calls.shift()!.answer(ok(list(5, 2)));
    expect(await adding).toEqual({ success: true });
    expect(calls).toHaveLength(0);
    expect(ids()).toEqual([5, 2]);
  });

  it('tries a failed load again before a change, and reverts the change when it fails again', async () => {
    await fresh();
    otherTabLogsIn();
    await settle();
    calls.shift()!.answer(fail(0, null));
    await settle();
    const adding = store.setFavorite(5, true);
    await settle();
    expect(sent()).toEqual(['GET /api/favorites']);
    calls.shift()!.answer(fail(0, null));
    expect(await adding).toEqual({ success: false, message: 'No connection to the shop. Please try again.', status: 0 });
    expect(ids()).toEqual([]);
  });

  it('clears the list at logout, the local copy too, and drops changes on their way', async () => {
    await loggedInWith(1, 2);
    setTestStorageKey('favoriteProducts', '[9]');
    const pending = store.setFavorite(3, true);
    const out = auth.logout();
    await vi.advanceTimersByTimeAsync(200);
    await out;
    expect(ids()).toEqual([]);
    expect(stored()).toBeUndefined();
    await settle();
    expect(await pending).toMatchObject({ success: false });
    expect(calls).toHaveLength(0);
  });
});

describe('the favourites page', () => {
  it("drops ids the shop no longer sells from a guest list, never from a customer's", async () => {
    await fresh({ favoriteProducts: '[4,5,6]' });
    store.forgetFavorites([5]);
    expect(ids()).toEqual([4, 6]);
    store.rememberFavoriteDetails(list(4));
    expect(store.$favoriteDetails.get()[4]?.sku).toBe('SKU4');
  });
});

describe('answers the store cannot read', () => {
  it('a toggle whose answer does not say whether the product is in is a failed change: reverted, told, logged, and the list asked again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loggedInWith(1);
    const adding = store.setFavorite(5, true, 'Cooler');
    expect(ids()).toEqual([5, 1]);
    await settle();
    calls.shift()!.answer(ok({ success: true, id: 5 }));
    expect(await adding).toEqual({ success: false, message: 'Failed to add to favourites', status: 200 });
    expect(ids()).toEqual([1]);
    expect(store.$favoritesNotice.get()).toMatchObject({ kind: 'error', text: 'Failed to add to favourites' });
    expect(logged).toHaveBeenCalledWith('[favorites] unreadable answer:', { success: true, id: 5 });
    expect(pushed).toEqual([]);
    // The server may have taken it: its list is what counts.
    await settle();
    expect(sent()).toEqual(['GET /api/favorites']);
    calls.shift()!.answer(ok(list(5, 1)));
    await settle();
    expect(ids()).toEqual([5, 1]);
    logged.mockRestore();
  });

  it('a list answer that is no list fails the load and keeps the guest favourites', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fresh({ favoriteProducts: '[5]' });
    const done = logIn();
    await settle();
    calls.shift()!.answer(ok({ ids: [5], products: null, variants: [] }));
    await done;
    expect(stored()).toBe('[5]');
    expect(store.$favorites.get()).toMatchObject({ ids: [5], ready: false });
    expect(store.$favoriteDetails.get()).toEqual({});
    expect(logged).toHaveBeenCalledWith('[favorites] unreadable answer:', { ids: [5], products: null, variants: [] });
    logged.mockRestore();
  });
});
