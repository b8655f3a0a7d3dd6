/**
 * The offers bar's call (docs/menus-and-shell.md, offers bar): a 3 s timeout and one retry, a
 * failure counted once per call, no call for 5 minutes after 3 failures in a row (kept in
 * session storage), and "no offer" is no failure. Fake timers stand in for the clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { nextOffer, OFFER_BACKOFF_KEY, OFFER_PAUSE_MS, OFFER_TIMEOUT_MS, type LoadOffer, type Offer } from '#src/features/menu/offers-bar.ts';

const OFFER: Offer = { content: '<strong>Free shipping</strong> from € 50', url: '/newest-products/' };

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

/** A call that never answers; it fails only when aborted. */
const silent: LoadOffer = (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

/** Runs one nextOffer with the fake clock moved far enough for every timeout. */
async function settle(load: LoadOffer, store: ReturnType<typeof memoryStore>): Promise<Offer | null> {
  const pending = nextOffer(load, store);
  await vi.advanceTimersByTimeAsync(2 * OFFER_TIMEOUT_MS);
  return pending;
}

describe('the offers call', () => {
  let logged: MockInstance;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    logged.mockRestore();
  });

  it('gives up on an attempt after 3 s and tries once more', async () => {
    const load = vi.fn(silent);
    const pending = nextOffer(load, memoryStore());
    await vi.advanceTimersByTimeAsync(OFFER_TIMEOUT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(OFFER_TIMEOUT_MS);
    expect(await pending).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('[offers]');
  });

  it('answers the offer of a retry that works, and counts no failure', async () => {
    const store = memoryStore({ [OFFER_BACKOFF_KEY]: JSON.stringify([2, 0]) });
    const load = vi.fn<LoadOffer>().mockRejectedValueOnce(new Error('answer 503')).mockResolvedValueOnce(OFFER);
    expect(await settle(load, store)).toEqual(OFFER);
    expect(JSON.parse(store.data.get(OFFER_BACKOFF_KEY)!)).toEqual([0, 0]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('pauses for 5 minutes after 3 failed calls in a row, across pages, then tries again', async () => {
    const store = memoryStore();
    const load = vi.fn<LoadOffer>().mockRejectedValue(new Error('answer 503'));
    for (let page = 0; page < 3; page++) expect(await settle(load, store)).toBeNull();
    expect(load).toHaveBeenCalledTimes(6);
    expect(String(logged.mock.calls[2]?.[0])).toContain('paused for 5 minutes');

    await vi.advanceTimersByTimeAsync(OFFER_PAUSE_MS - 10_000);
    expect(await settle(load, store)).toBeNull();
    expect(load).toHaveBeenCalledTimes(6);

    await vi.advanceTimersByTimeAsync(10_000);
    load.mockResolvedValue(OFFER);
    expect(await settle(load, store)).toEqual(OFFER);
    expect(load).toHaveBeenCalledTimes(7);
  });

  it('counts "no current offer" as an answer, not a failure', async () => {
    const store = memoryStore({ [OFFER_BACKOFF_KEY]: JSON.stringify([2, 0]) });
    expect(await settle(async () => null, store)).toBeNull();
    expect(JSON.parse(store.data.get(OFFER_BACKOFF_KEY)!)).toEqual([0, 0]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('reads a corrupt stored back-off as none, and works without storage', async () => {
    expect(await settle(async () => OFFER, memoryStore({ [OFFER_BACKOFF_KEY]: '[1,' }))).toEqual(OFFER);
    expect(await settle(async () => OFFER, memoryStore({ [OFFER_BACKOFF_KEY]: '"x"' }))).toEqual(OFFER);
    expect(await nextOffer(async () => OFFER, null)).toEqual(OFFER);
  });
});
