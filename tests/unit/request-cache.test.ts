/** The browser's request cache (src/features/http/request-cache.ts): 100 answers, 5 minutes, the oldest quarter dropped. */
import { describe, expect, it } from 'vitest';
import { createRequestCache, REQUEST_CACHE_MAX, REQUEST_CACHE_PREFIX, REQUEST_CACHE_TTL_MS } from '#src/features/http/request-cache.ts';

/** Session storage as the browser has it, with a quota in entries to make it refuse. */
class FakeStorage {
  readonly items = new Map<string, string>();
  readonly quota: number;
  constructor(quota = Infinity) {
    this.quota = quota;
  }
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (!this.items.has(k) && this.items.size >= this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, tick: (ms: number) => (t += ms) };
};

describe('request cache', () => {
  it('keeps an answer for 5 minutes, then asks again', () => {
    const time = clock();
    const cache = createRequestCache({ storage: new FakeStorage(), now: time.now });
    cache.set('/api/categories?locale=nl', { categories: [1] });
    time.tick(REQUEST_CACHE_TTL_MS - 1);
    expect(cache.get('/api/categories?locale=nl')).toEqual({ categories: [1] });
    time.tick(1);
    expect(cache.get('/api/categories?locale=nl')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('holds 100 answers and drops the oldest quarter to take the 101st', () => {
    const time = clock();
    const cache = createRequestCache({ storage: new FakeStorage(), now: time.now });
    for (let i = 0; i < REQUEST_CACHE_MAX; i++) {
      cache.set(`/api/search?page=${i}`, i);
      time.tick(10);
    }
    expect(cache.size()).toBe(100);
    cache.set('/api/search?page=new', 'new');
    expect(cache.size()).toBe(76);
    for (let i = 0; i < 25; i++) expect(cache.get(`/api/search?page=${i}`)).toBeUndefined();
    expect(cache.get('/api/search?page=25')).toBe(25);
    expect(cache.get('/api/search?page=new')).toBe('new');
  });

  it('drops the oldest quarter when storage refuses an entry, and keeps the new one', () => {
    const time = clock();
    const storage = new FakeStorage(8);
    const cache = createRequestCache({ storage, now: time.now });
    for (let i = 0; i < 8; i++) {
      cache.set(`/a/${i}`, i);
      time.tick(1);
    }
    cache.set('/a/new', 'new');
    expect(cache.get('/a/0')).toBeUndefined();
    expect(cache.get('/a/1')).toBeUndefined();
    expect(cache.get('/a/2')).toBe(2);
    expect(cache.get('/a/new')).toBe('new');
  });

  it('reads stored entries leniently and leaves other keys alone', () => {
    const storage = new FakeStorage();
    storage.setItem('cart', '{"items":[]}');
    storage.setItem(`${REQUEST_CACHE_PREFIX}/x`, 'not json');
    storage.setItem(`${REQUEST_CACHE_PREFIX}/y`, '{"value":1}');
    const cache = createRequestCache({ storage });
    expect(cache.get('/x')).toBeUndefined();
    expect(cache.get('/y')).toBeUndefined();
    expect(cache.size()).toBe(0);
    expect(storage.getItem('cart')).toBe('{"items":[]}');
  });

  it('lives in memory when there is no storage', () => {
    const time = clock();
    const cache = createRequestCache({ storage: null, now: time.now, max: 4 });
    for (let i = 0; i < 5; i++) cache.set(`/m/${i}`, i);
    expect(cache.size()).toBe(4);
    expect(cache.get('/m/0')).toBeUndefined();
    expect(cache.get('/m/4')).toBe(4);
  });
});
