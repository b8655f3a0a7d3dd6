/**
 * The browser's cache of public GET answers (docs/api.md, the browser's client, request cache):
 * up to 100 answers, each for 5 minutes, by path and query. When it is full, or session storage
 * refuses another entry, the oldest quarter goes. Kept in session storage, so the next page of the
 * same tab opens the search overlay without asking again; in memory when storage is unavailable.
 * Never for answers that depend on who asks (cart, account, favourites): those calls do not use it.
 */

export const REQUEST_CACHE_MAX = 100;
export const REQUEST_CACHE_TTL_MS = 5 * 60_000;
/** Storage keys of the cache start with this (docs/browser-state.md). */
export const REQUEST_CACHE_PREFIX = 'apiCache:';

type Entry = { at: number; value: unknown };
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type RequestCache = {
  /** The answer kept for `key` when it is younger than the time to live; undefined otherwise. */
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  /** How many answers are kept. */
  size(): number;
};

/** A stored entry read leniently: anything but `{ at: number, value }` is no entry. */
function readEntry(text: string | null): Entry | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as Entry).at === 'number' && 'value' in parsed) return parsed as Entry;
  } catch {
    /* a corrupt entry is no entry */
  }
  return null;
}

export function createRequestCache({
  storage = sessionStorageOrNull(),
  now = Date.now,
  max = REQUEST_CACHE_MAX,
  ttlMs = REQUEST_CACHE_TTL_MS,
}: { storage?: StorageLike | null; now?: () => number; max?: number; ttlMs?: number } = {}): RequestCache {
  const memory = new Map<string, Entry>();

  /** Every kept entry with its storage key, oldest first. */
  function entries(): [string, Entry][] {
    if (!storage) return [...memory];
    const list: [string, Entry][] = [];
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i);
      if (!name?.startsWith(REQUEST_CACHE_PREFIX)) continue;
      const entry = readEntry(storage.getItem(name));
      if (entry) list.push([name.slice(REQUEST_CACHE_PREFIX.length), entry]);
      else storage.removeItem(name);
    }
    return list.sort((a, b) => a[1].at - b[1].at);
  }

  function remove(key: string): void {
    memory.delete(key);
    storage?.removeItem(REQUEST_CACHE_PREFIX + key);
  }

  /** Drops the oldest quarter (at least one entry). */
  function dropOldest(): void {
    const all = entries();
    for (const [key] of all.slice(0, Math.max(1, Math.ceil(all.length / 4)))) remove(key);
  }

  function write(key: string, entry: Entry): boolean {
    if (!storage) {
      memory.set(key, entry);
      return true;
    }
    try {
      storage.setItem(REQUEST_CACHE_PREFIX + key, JSON.stringify(entry));
      return true;
    } catch {
      return false;
    }
  }

  return {
    get(key) {
      const entry = storage ? readEntry(storage.getItem(REQUEST_CACHE_PREFIX + key)) : (memory.get(key) ?? null);
      if (!entry) return undefined;
      if (now() - entry.at >= ttlMs || entry.at > now()) {
        remove(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      const entry = { at: now(), value };
      remove(key);
      if (entries().length >= max) dropOldest();
      // Storage full: make room once, else the answer simply is not kept.
      if (!write(key, entry)) {
        dropOldest();
        write(key, entry);
      }
    },
    size: () => entries().length,
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (a browser setting): the cache lives in memory instead.
    return null;
  }
}

let shared: RequestCache | null = null;

/**
 * A public GET through the cache: a kept answer, else `load()`'s, kept when it succeeded. A
 * failure (thrown) is never kept, so the next try asks again.
 */
export async function cachedGet<T>(path: string, load: () => Promise<T>): Promise<T> {
  shared ??= createRequestCache();
  const hit = shared.get(path);
  if (hit !== undefined) return hit as T;
  const value = await load();
  shared.set(path, value);
  return value;
}
