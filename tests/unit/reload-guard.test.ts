/**
 * The reload after a deployment (docs/menus-and-shell.md, reload after a deployment): the inline
 * script itself, run against stand-ins for the window. A script or island of the shop's build
 * that fails to load reloads the page once; not again within 10 s on the same path, and never
 * without session storage.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, RELOAD_SCRIPT } from '#src/features/shared/reload-guard.ts';

type Listener = (event: unknown) => void;

function page(path: string, storage: Pick<Storage, 'getItem' | 'setItem'> | { getItem(): never; setItem(): never }) {
  const listeners = new Map<string, Listener>();
  let reloads = 0;
  const location = { pathname: path, reload: () => void reloads++ };
  new Function('addEventListener', 'sessionStorage', 'location', RELOAD_SCRIPT)((type: string, fn: Listener) => listeners.set(type, fn), storage, location);
  return {
    fire: (type: string, event: unknown) => listeners.get(type)?.(event),
    reloads: () => reloads,
  };
}

const sessionStore = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};
const moduleError = (src: string) => ({ target: { tagName: 'SCRIPT', src } });
const importFailed = new TypeError('Failed to fetch dynamically imported module: http://localhost/_astro/SearchIsland.abc.js');

describe('the reload after a deployment', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('reloads once when a module script of the build fails, not again within 10 s on the same path', () => {
    const store = sessionStore();
    const first = page('/product/x/', store);
    first.fire('error', moduleError('http://localhost/_astro/shell.abc.js'));
    expect(first.reloads()).toBe(1);
    // The reloaded page still misses the file: no loop.
    const second = page('/product/x/', store);
    second.fire('error', moduleError('http://localhost/_astro/shell.abc.js'));
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    second.fire('error', moduleError('http://localhost/_astro/shell.abc.js'));
    expect(second.reloads()).toBe(0);
    // Another path has a guard of its own; the same path may reload again after 10 s.
    const other = page('/cart/', store);
    other.fire('error', moduleError('http://localhost/_astro/shell.abc.js'));
    expect(other.reloads()).toBe(1);
    vi.advanceTimersByTime(1);
    second.fire('error', moduleError('http://localhost/_astro/shell.abc.js'));
    expect(second.reloads()).toBe(1);
  });

  it('reloads for an island or dynamic import that does not load, and for nothing else', () => {
    const islands = page('/', sessionStore());
    islands.fire('astro:hydration-error', { detail: { error: importFailed } });
    expect(islands.reloads()).toBe(1);
    const imports = page('/', sessionStore());
    imports.fire('unhandledrejection', { reason: new TypeError('error loading dynamically imported module: /_astro/x.js') });
    expect(imports.reloads()).toBe(1);
    const preload = page('/', sessionStore());
    preload.fire('vite:preloadError', {});
    expect(preload.reloads()).toBe(1);

    const other = page('/', sessionStore());
    other.fire('error', moduleError('https://www.googletagmanager.com/gtag/js?id=G-X'));
    other.fire('error', { target: { tagName: 'IMG', src: 'http://localhost/_astro/x.png' } });
    other.fire('error', { target: null });
    other.fire('unhandledrejection', { reason: new Error('Failed to update favourites') });
    other.fire('unhandledrejection', { reason: undefined });
    other.fire('astro:hydration-error', { detail: { error: new TypeError('x is undefined') } });
    expect(other.reloads()).toBe(0);
  });

  it('never reloads without session storage to remember it', () => {
    const blocked = page('/', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    blocked.fire('error', moduleError('http://localhost/_astro/shell.abc.js'));
    expect(blocked.reloads()).toBe(0);
  });
});
