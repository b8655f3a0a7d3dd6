/**
 * A small in-process TTL cache for data every page needs (menu, review summary, footer data).
 * Instances are stateless otherwise; each keeps its own copy, fine for data that may be a
 * minute old. Concurrent misses share one load.
 */
type Entry<T> = { value: Promise<T>; expires: number };

export function ttlCache<K, T>(ttlMs: number, load: (key: K) => Promise<T>, maxEntries = 500) {
  const entries = new Map<K, Entry<T>>();
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
