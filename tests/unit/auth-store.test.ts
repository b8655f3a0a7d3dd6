/**
 * The auth store's hold on the cart copy: once the login is gone (a refused refresh, a logout),
 * a customer's cart must not stay on screen; a guest's copy is the guest's own and stays.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/client/api.ts';
import type { CartJson } from '../../src/lib/cart/types.ts';

const answers = new Map<string, ApiResult<unknown>>();
vi.mock('../../src/client/api.ts', () => ({
  apiCall: (_method: string, path: string) => Promise.resolve(answers.get(path) ?? { ok: false, error: true, status: 0, message: null, data: null }),
  requestKey: () => 'key',
  setApiLocale: () => undefined,
  setAuthHooks: () => undefined,
}));
vi.mock('../../src/client/data-layer.ts', () => ({ pushToDataLayer: () => undefined }));

type Cart = typeof import('../../src/stores/cart.ts');
type Auth = typeof import('../../src/stores/auth.ts');
let cart: Cart;
let auth: Auth;

const copy = (owner: CartJson['owner']): CartJson => ({
  items: [], adjustments: [], orderBump: [], ref: 'c1', version: 3, owner, currency: 'EUR', country: 'NL', reverse_charge: false, tax_rate: 21,
  item_count: 2, sub_total: 20, sub_total_with_tax: 24.2, discount: 0, discount_with_tax: 0, total: 24.2, total_without_tax: 20, tax: 4.2,
});

beforeEach(async () => {
  vi.resetModules();
  answers.clear();
  cart = await import('../../src/stores/cart.ts');
  auth = await import('../../src/stores/auth.ts');
  auth.$auth.set({ token: 'a'.repeat(43), user: null, remember: true });
});

describe('the cart copy when the login ends', () => {
  it('drops a customer\'s cart when the server refuses to renew the login', async () => {
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

  it('leaves a guest\'s own cart copy alone', () => {
    cart.$cartServer.set(copy('guest'));
    auth.clearAuth();
    expect(cart.$cartServer.get()?.owner).toBe('guest');
  });
});
