/**
 * The account islands' calls refuse an answer that lacks what the island reads: the form then
 * shows the failure it shows for any failed call, instead of breaking on a missing list.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '#src/features/http/api.ts';

let answer: ApiResult<unknown>;
vi.mock('#src/features/http/api.ts', async (original) => ({
  ...(await original<typeof import('#src/features/http/api.ts')>()),
  apiCall: () => Promise.resolve(answer),
  requestKey: () => 'key',
  setApiLocale: () => undefined,
  setTokenProvider: () => undefined,
}));

type Api = typeof import('#src/features/account/api.ts');
let api: Api;

beforeEach(async () => {
  vi.resetModules();
  const auth = await import('#src/features/auth/store.ts');
  auth.$auth.set({ token: 'a'.repeat(43), user: null, remember: true });
  api = await import('#src/features/account/api.ts');
});

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
const hasList = (data: Partial<{ addresses: unknown }>) => Array.isArray(data.addresses);

describe('account calls', () => {
  it('pass an answer with what the island reads', async () => {
    answer = ok({ success: true, message: 'Saved.', addresses: [] });
    expect(await api.accountCall('en', 'DELETE', '/api/account/addresses/3', undefined, hasList)).toEqual(answer);
  });

  it('refuse an answer without it, or one that is no object, as a failed call with its status, logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = { ok: false, error: true, status: 200, message: null, data: null };
    answer = ok({ success: true, message: 'Saved.' });
    expect(await api.accountCall('en', 'DELETE', '/api/account/addresses/3', undefined, hasList)).toEqual(refused);
    answer = ok(null);
    expect(await api.accountCall('en', 'PUT', '/api/account/password', {})).toEqual(refused);
    expect(logged).toHaveBeenCalledWith('[account] unreadable answer:', null);
    const failure = await api.accountCall('en', 'PUT', '/api/account/password', {});
    expect(!failure.ok && api.failureOf(failure, 'No connection', 'Saving failed')).toEqual({ message: 'Saving failed', fields: {} });
    logged.mockRestore();
  });

  it('leave failed calls as they are', async () => {
    answer = { ok: false, error: true, status: 422, message: 'Check the fields.', data: { errors: { city: ['Enter a city.'] } } };
    expect(await api.accountCall('en', 'POST', '/api/account/addresses', {}, hasList)).toEqual(answer);
  });
});
