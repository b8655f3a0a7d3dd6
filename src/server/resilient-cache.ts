/**
 * A per-key cache for data every page needs (menu, category tree) that must survive a database
 * hiccup (docs/menus-and-shell.md, menu items): a failed load answers the last good value if there
 * is one, logs the failure once, and the source is left alone for a back-off period instead of
 * being hit by every request. Loads slower than the timeout count as failures. Concurrent misses
 * share one load. Clock and loader are injectable for tests.
 */
import { registerDataCache } from './cache.ts';
export type CacheRead<T> = {
  /** The fresh value, the last good one after a failure, or null when there never was one. */
  value: T | null;
  /** True when the latest load failed or the back-off is still running. */
  failed: boolean;
};

type Entry<T> = { value: T | null; loadedAt: number; retryAt: number; inflight: Promise<CacheRead<T>> | null };

export type ResilientCacheOptions<K, T> = {
  load: (key: K) => Promise<T>;
  ttlMs: number;
  backoffMs: number;
  timeoutMs?: number;
  now?: () => number;
  /** Called once per failed load (not per request during the back-off). */
  onError?: (err: unknown, key: K) => void;
};

export function resilientCache<K, T>(options: ResilientCacheOptions<K, T>) {
  const { load, ttlMs, backoffMs, timeoutMs, now = Date.now, onError } = options;
  const entries = new Map<K, Entry<T>>();
  // A change in the database: load again on the next read, the old value kept for a failure.
  registerDataCache(() => {
    for (const entry of entries.values()) entry.loadedAt = -Infinity;
  });

  async function withTimeout(promise: Promise<T>): Promise<T> {
    if (!timeoutMs) return promise;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  function refresh(key: K, entry: Entry<T>): Promise<CacheRead<T>> {
    const attempt = (async (): Promise<CacheRead<T>> => {
      try {
        const value = await withTimeout(load(key));
        entry.value = value;
        entry.loadedAt = now();
        entry.retryAt = 0;
        return { value, failed: false };
      } catch (err) {
        entry.retryAt = now() + backoffMs;
        onError?.(err, key);
        return { value: entry.value, failed: true };
      } finally {
        entry.inflight = null;
      }
    })();
    entry.inflight = attempt;
    return attempt;
  }

  return {
    read(key: K): Promise<CacheRead<T>> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { value: null, loadedAt: 0, retryAt: 0, inflight: null };
        entries.set(key, entry);
      }
      const t = now();
      if (entry.value !== null && entry.retryAt === 0 && t - entry.loadedAt < ttlMs) {
        return Promise.resolve({ value: entry.value, failed: false });
      }
      if (t < entry.retryAt) return Promise.resolve({ value: entry.value, failed: true });
      return entry.inflight ?? refresh(key, entry);
    },
    /** Forgets everything, e.g. after the catalogue changed or between tests. */
    clear(): void {
      entries.clear();
    },
  };
}
