import { describe, expect, it } from 'vitest';
import { PageStore, type CachedPage } from '#src/server/page-cache/store.ts';

function page(tags: string[], size = 100, storedAt = 0): CachedPage {
  const body = Buffer.alloc(size, 'x');
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    etag: 'W/"x"',
    identity: body,
    br: Buffer.alloc(10),
    gzip: Buffer.alloc(10),
    tags: new Set(tags),
    storedAt,
  };
}

function clockStore(maxBytes = 1_000_000, maxAgeMs = 60_000) {
  const clock = { now: 0 };
  return { store: new PageStore(maxBytes, maxAgeMs, () => clock.now), clock };
}

describe('page store', () => {
  it('answers what was put, fresh', () => {
    const { store } = clockStore();
    store.put('a', page(['p:1']));
    expect(store.lookup('a')?.fresh).toBe(true);
    expect(store.lookup('b')).toBeNull();
  });

  it('makes the pages with a purged tag stale and leaves the others fresh', () => {
    const { store } = clockStore();
    store.put('product', page(['p:1', 'c:2']));
    store.put('category', page(['c:2', 'p:3']));
    store.put('other', page(['p:9']));
    expect(store.purge(['c:2'])).toBe(2);
    expect(store.lookup('product')?.fresh).toBe(false);
    expect(store.lookup('category')?.fresh).toBe(false);
    expect(store.lookup('other')?.fresh).toBe(true);
    // Stale pages are still answered (to all but the one request that renders them again).
    expect(store.lookup('product')?.page).toBeDefined();
  });

  it('makes every page stale on a purge of everything', () => {
    const { store } = clockStore();
    store.put('a', page(['p:1']));
    store.put('b', page([]));
    expect(store.purgeAll('shell')).toBe(2);
    expect(store.lookup('b')?.fresh).toBe(false);
  });

  it('counts a page past its maximum age as stale', () => {
    const { store, clock } = clockStore(1_000_000, 1000);
    store.put('a', page([], 100, 0));
    clock.now = 999;
    expect(store.lookup('a')?.fresh).toBe(true);
    clock.now = 1000;
    expect(store.lookup('a')?.fresh).toBe(false);
  });

  it('gives the lease to one request at a time until the page is kept again', () => {
    const { store, clock } = clockStore();
    expect(store.lease('a')).toBe(true);
    expect(store.lease('a')).toBe(false);
    store.put('a', page([]));
    expect(store.lease('a')).toBe(true);
    store.release('a');
    expect(store.lease('a')).toBe(true);
    // A lease whose request never came back ends by itself.
    clock.now += 10_001;
    expect(store.lease('a')).toBe(true);
  });

  it('stays within its bytes, dropping the least recently used page first', () => {
    const { store } = clockStore(8000);
    // About 1.9 KB each with the compressed copies: four fit, a fifth pushes one out.
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) store.put(key, page([`p:${i + 1}`], 1400));
    store.lookup('a'); // used: b is now the oldest
    store.put('e', page(['p:5'], 1400));
    expect(store.figures().bytes).toBeLessThanOrEqual(8000);
    expect(store.figures().entries).toBe(4);
    expect(store.lookup('b')).toBeNull();
    expect(store.lookup('a')).not.toBeNull();
    // A dropped page's tags go with it.
    expect(store.purge(['p:2'])).toBe(0);
  });

  it('adds a gzip copy to the page kept under its key, counted in its bytes, and to no other', () => {
    const { store } = clockStore(8000);
    const kept = { ...page(['p:1'], 1400), gzip: null };
    store.put('a', kept);
    const before = store.figures().bytes;
    store.addGzip('a', kept, Buffer.alloc(300));
    expect(store.lookup('a')?.page.gzip?.length).toBe(300);
    expect(store.figures().bytes).toBe(before + 300);
    // A second copy, or one made for a page that has been replaced since, changes nothing.
    store.addGzip('a', kept, Buffer.alloc(50));
    expect(store.lookup('a')?.page.gzip?.length).toBe(300);
    const replaced = { ...page(['p:1'], 1400), gzip: null };
    store.purge(['p:1']);
    store.put('a', replaced);
    expect(store.lookup('a')?.page).toBe(replaced);
    store.addGzip('a', kept, Buffer.alloc(300));
    expect(store.lookup('a')?.page.gzip).toBeNull();
    // Growing past the bound pushes out the oldest pages.
    for (const key of ['b', 'c', 'd']) store.put(key, page([], 1400));
    store.addGzip('a', replaced, Buffer.alloc(1500));
    expect(store.figures().bytes).toBeLessThanOrEqual(8000);
  });

  it('never keeps one page bigger than a quarter of its memory', () => {
    const { store } = clockStore(4000);
    store.put('big', page([], 2000));
    expect(store.lookup('big')).toBeNull();
  });

  it('keeps nothing when off', () => {
    const store = new PageStore(0, 1000);
    store.put('a', page([]));
    expect(store.enabled).toBe(false);
    expect(store.lookup('a')).toBeNull();
  });

  it('replaces a stale page and its tags when it is kept again, and keeps the first of two fresh ones', () => {
    const { store } = clockStore();
    store.put('a', page(['p:1']));
    store.put('a', { ...page(['p:9']), etag: 'W/"second"' });
    expect(store.lookup('a')?.page.etag).toBe('W/"x"');
    store.purge(['p:1']);
    store.put('a', page(['p:2']));
    expect(store.lookup('a')?.fresh).toBe(true);
    expect(store.purge(['p:1'])).toBe(0);
    expect(store.purge(['p:2'])).toBe(1);
    expect(store.figures().entries).toBe(1);
  });

  it('refuses a page whose render began before a purge of one of its tags, or of everything', () => {
    const { store } = clockStore();
    const before = store.mark();
    store.purge(['p:1']);
    store.put('a', page(['p:1', 'c:2']), before);
    expect(store.lookup('a')).toBeNull();
    // Another tag's purge does not concern it.
    store.put('b', page(['p:3']), before);
    expect(store.lookup('b')?.fresh).toBe(true);
    const later = store.mark();
    store.put('a', page(['p:1']), later);
    expect(store.lookup('a')?.fresh).toBe(true);
    store.purgeAll('shell');
    store.put('c', page([]), later);
    expect(store.lookup('c')).toBeNull();
    // A refused page gives its lease back.
    expect(store.lease('c')).toBe(true);
  });
});
