/**
 * The auth store's hold on the cart copy: once the login is gone (a refused refresh, a logout),
 * a customer's cart must not stay on screen; a guest's copy is the guest's own and stays. The
 * auth store imports no cart: the cart follows the login through its change events.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '#src/features/http/api.ts';
import type { CartJson } from '#src/lib/cart/types.ts';

const answers = new Map<string, ApiResult<unknown>>();
const asked: string[] = [];
vi.mock('#src/features/http/api.ts', async (original) => ({
  ...(await original<typeof import('#src/features/http/api.ts')>()),
  apiCall: (method: string, path: string) => {
    asked.push(`${method} ${path}`);
    return Promise.resolve(answers.get(path) ?? { ok: false, error: true, status: 0, message: null, data: null });
  },
  requestKey: () => 'key',
  setApiLocale: () => undefined,
  setTokenProvider: () => undefined,
}));
vi.mock('#src/features/shared/data-layer.ts', () => ({ pushToDataLayer: () => undefined }));

type Cart = typeof import('#src/features/cart/store.ts');
type Auth = typeof import('#src/features/auth/store.ts');
let cart: Cart;
let auth: Auth;

const copy = (owner: CartJson['owner']): CartJson => ({
  items: [],
  adjustments: [],
  orderBump: [],
  ref: 'c1',
  version: 3,
  owner,
  currency: 'EUR',
  country: 'NL',
  reverse_charge: false,
  tax_rate: 21,
  item_count: 2,
  sub_total: 20,
  sub_total_with_tax: 24.2,
  discount: 0,
  discount_with_tax: 0,
  total: 24.2,
  total_without_tax: 20,
  tax: 4.2,
});

beforeEach(async () => {
  vi.resetModules();
  answers.clear();
  asked.length = 0;
  cart = await import('#src/features/cart/store.ts');
  auth = await import('#src/features/auth/store.ts');
  auth.$auth.set({ token: 'a'.repeat(43), user: null, remember: true });
});

describe('the cart copy when the login ends', () => {
  it("drops a customer's cart when the server refuses to renew the login", async () => {
    cart.$cartServer.set(copy('customer'));
    answers.set('/api/refresh-token', { ok: false, error: true, status: 401, message: 'Your session has expired.', data: null });
    expect(await auth.refreshToken()).toBe(false);
    expect(auth.$auth.get().token).toBeNull();
    expect(cart.$cartServer.get()).toBeNull();
  });

  it('keeps the login and the cart when the renewal only lost its connection', async () => {
    cart.$cartServer.set(copy('customer'));
    expect(await auth.refreshToken()).toBe(false);
    expect(auth.$auth.get().token).not.toBeNull();
    expect(cart.$cartServer.get()?.owner).toBe('customer');
  });

  it("leaves a guest's own cart copy alone", () => {
    cart.$cartServer.set(copy('guest'));
    auth.clearAuth();
    expect(cart.$cartServer.get()?.owner).toBe('guest');
  });
});

describe('the cart follows login and logout', () => {
  const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
  const user = { id: 7, email: 'eva@example.com', firstname: 'Eva', lastname: 'Jansen' };

  it("fetches the customer's cart once the login is accepted, before login() returns", async () => {
    auth.$auth.set({ token: null, user: null, remember: false });
    answers.set('/api/login', ok({ token: 'b'.repeat(43), user }));
    answers.set('/api/cart/cart', ok({ ...copy('customer'), gtm_event: null }));
    const result = await auth.login('eva@example.com', 'secret secret', true);
    expect(result.success).toBe(true);
    expect(asked).toEqual(['POST /api/login', 'GET /api/cart/cart']);
    expect(cart.$cartServer.get()?.owner).toBe('customer');
  });

  it("empties the cart at logout and fetches the guest's", async () => {
    vi.useFakeTimers();
    try {
      cart.$cartServer.set(copy('customer'));
      answers.set('/api/logout', ok(null));
      answers.set('/api/cart/cart', ok({ ...copy('guest'), ref: 'g1', gtm_event: null }));
      const done = auth.logout();
      await vi.runAllTimersAsync();
      await done;
      expect(asked).toEqual(['POST /api/logout', 'GET /api/cart/cart']);
      expect(cart.$cartServer.get()).toMatchObject({ owner: 'guest', ref: 'g1' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('answers the store cannot read', () => {
  const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
  const user = { id: 7, email: 'eva@example.com', firstname: 'Eva', lastname: 'Jansen' };

  it('a login answer without a readable user fails the login, logged, and keeps no login', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    auth.$auth.set({ token: null, user: null, remember: false });
    answers.set('/api/login', ok({ token: 'b'.repeat(43), user: { id: '7' } }));
    expect(await auth.login('eva@example.com', 'secret secret', true)).toEqual({ success: false, message: 'Invalid response from server' });
    expect(auth.$auth.get().token).toBeNull();
    expect(logged).toHaveBeenCalledWith('[auth] Invalid response from server');
    logged.mockRestore();
  });

  it('a renewal answered with nothing readable is no new login, and no crash in a tab that had none', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    auth.$auth.set({ token: null, user: null, remember: false });
    answers.set('/api/refresh-token', ok(null));
    expect(await auth.refreshToken()).toBe(false);
    expect(auth.$auth.get().token).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('a reload of the user without a user in its answer keeps the stored one, logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    auth.$auth.set({ token: 'a'.repeat(43), user: user as never, remember: true });
    answers.set('/api/account/customer', ok(null));
    expect(await auth.loadUser()).toBeNull();
    expect(auth.$auth.get()).toMatchObject({ token: 'a'.repeat(43), user });
    expect(logged).toHaveBeenCalledWith('[auth] Invalid response from server:', null);
    logged.mockRestore();
  });
});
