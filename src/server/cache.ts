/**
 * A small in-process TTL cache for data every page needs (menu, review summary, footer data).
 * Instances are stateless otherwise; each keeps its own copy, fine for data that may be a
 * minute old. Concurrent misses share one load.
 */
type Entry<T> = { value: Promise<T>; expires: number };

/**
 * Every data cache of the process, so a change in the database (the page cache's purges,
 * docs/page-cache.md) makes each load again: a page rendered after a purge must not be drawn
 * from data older than the change that purged it.
 */
const registry = new Set<() => void>();

/** Ends the life of every kept value now; the next read loads. */
export function expireDataCaches(): void {
  for (const expire of registry) expire();
}

/** Registers a cache's expiry (resilient caches keep their last good value for failures). */
export function registerDataCache(expire: () => void): void {
  registry.add(expire);
}

export function ttlCache<K, T>(ttlMs: number, load: (key: K) => Promise<T>, maxEntries = 500) {
  const entries = new Map<K, Entry<T>>();
  registerDataCache(() => entries.clear());
  return {
    get(key: K): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load(key);
      entries.set(key, { value, expires: now + ttlMs });
      // A failed load must not stay cached.
      value.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      return value;
    },
    clear: () => entries.clear(),
  };
}
