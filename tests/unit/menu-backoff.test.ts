/**
 * Menu failure (docs/menus-and-shell.md, menu items): last good menu or empty, one log line per
 * failure, no retry for 30 s, 5 s timeout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuSource, MENU_BACKOFF_MS, MENU_TTL_MS, MENU_TIMEOUT_MS } from '#src/server/shell/menu.ts';
import type { MenuItem } from '#src/lib/menu.ts';

const kits: MenuItem = {
  id: 'taxon-11',
  name: { en: 'Kits', nl: 'Kits', de: 'Bausätze' },
  type: 'taxon',
  value: { en: 'kits', nl: 'kits', de: 'bausaetze' },
  children: [],
};

/** A loader whose answers the test scripts one by one, and a clock it moves by hand. */
function fixture(answers: Array<MenuItem[] | Error>) {
  let now = 1_000_000;
  const calls: string[] = [];
  const logs: string[] = [];
  const source = menuSource({
    now: () => now,
    log: (message) => logs.push(message),
    load: async (shop) => {
      calls.push(shop);
      const next = answers.shift();
      if (next === undefined) throw new Error('no answer scripted');
      if (next instanceof Error) throw next;
      return next;
    },
  });
  return {
    source,
    calls,
    logs,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('menu back-off', () => {
  afterEach(() => vi.useRealTimers());

  it('answers empty after a failure, logs once and leaves the database alone for 30 s', async () => {
    const f = fixture([new Error('connection refused'), [kits]]);
    expect(await f.source.read('international')).toEqual({ items: [], failed: true });
    expect(f.logs).toHaveLength(1);
    expect(f.logs[0]).toContain('connection refused');

    f.advance(MENU_BACKOFF_MS - 1);
    expect(await f.source.read('international')).toEqual({ items: [], failed: true });
    expect(await f.source.read('international')).toEqual({ items: [], failed: true });
    expect(f.calls).toHaveLength(1);
    expect(f.logs).toHaveLength(1);

    f.advance(1);
    expect(await f.source.read('international')).toEqual({ items: [kits], failed: false });
    expect(f.calls).toHaveLength(2);
  });

  it('keeps serving the last good menu when a refresh fails, without retrying during the back-off', async () => {
    const f = fixture([[kits], new Error('timeout'), [kits, kits]]);
    expect((await f.source.read('nl')).items).toEqual([kits]);
    f.advance(MENU_TTL_MS - 1);
    expect((await f.source.read('nl')).items).toEqual([kits]);
    expect(f.calls).toHaveLength(1); // still fresh: cached

    f.advance(1);
    expect(await f.source.read('nl')).toEqual({ items: [kits], failed: true });
    f.advance(MENU_BACKOFF_MS / 2);
    expect(await f.source.read('nl')).toEqual({ items: [kits], failed: true });
    expect(f.calls).toHaveLength(2);
    expect(f.logs).toHaveLength(1);

    f.advance(MENU_BACKOFF_MS / 2);
    expect(await f.source.read('nl')).toEqual({ items: [kits, kits], failed: false });
  });

  it('keeps the shops apart: a failure of one does not block the other', async () => {
    const f = fixture([new Error('down'), [kits]]);
    expect((await f.source.read('nl')).failed).toBe(true);
    expect(await f.source.read('international')).toEqual({ items: [kits], failed: false });
  });

  it('shares one load between concurrent requests', async () => {
    const f = fixture([[kits]]);
    const results = await Promise.all([f.source.read('nl'), f.source.read('nl'), f.source.read('nl')]);
    expect(results.every((r) => r.items.length === 1)).toBe(true);
    expect(f.calls).toHaveLength(1);
  });

  it('counts a load slower than 5 s as a failure', async () => {
    vi.useFakeTimers();
    const logs: string[] = [];
    const source = menuSource({ load: () => new Promise<MenuItem[]>(() => undefined), log: (m) => logs.push(m) });
    const pending = source.read('international');
    await vi.advanceTimersByTimeAsync(MENU_TIMEOUT_MS);
    expect(await pending).toEqual({ items: [], failed: true });
    expect(logs[0]).toContain('timed out');
  });
});
