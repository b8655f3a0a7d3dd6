/**
 * The page cache's memory (docs/page-cache.md): rendered pages, compressed once, bounded in bytes,
 * indexed by tag. One store per process, shared through a global symbol by the server in front
 * of the app (scripts/server.ts), which answers from it, and the app bundle, which fills it and
 * purges it: each holds its own copy of this module.
 *
 * An entry is fresh until a purge names one of its tags or it passes the maximum age; then it is
 * stale: one request at a time (the lease) goes on to render it again while everyone else is
 * answered with the stale copy, so a purge of many pages never renders one page twice at once.
 */
import { config } from '../config.ts';

export type CachedPage = {
  status: number;
  /** Response headers as the app sent them, without per-answer ones (Set-Cookie never: such a page is not kept). */
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  br: Buffer;
  /**
   * Made when a client that takes gzip but not brotli first asks for the page (`addGzip`), not with
   * every render: browsers take brotli, and gzip 6 cost as much CPU as the brotli copy.
   */
  gzip: Buffer | null;
  tags: ReadonlySet<string>;
  storedAt: number;
};

type Slot = { page: CachedPage; bytes: number; stale: boolean };

export type Lookup = { page: CachedPage; fresh: boolean } | null;

export type StoreFigures = { entries: number; bytes: number; maxBytes: number };

/** What the metrics learn of the cache; set by the process that serves /metrics (or nothing). */
export type CacheEvents = {
  hit?: () => void;
  stale?: () => void;
  miss?: () => void;
  purge?: (reason: string, pages: number) => void;
};

export class PageStore {
  private readonly slots = new Map<string, Slot>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly leases = new Map<string, number>();
  /** Purges counted, and the count at each tag's latest purge (and at the latest of everything). */
  private purgeSeq = 0;
  private readonly purgedAt = new Map<string, number>();
  private allPurgedAt = 0;
  private bytes = 0;
  events: CacheEvents = {};

  readonly maxBytes: number;
  readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(maxBytes: number, maxAgeMs: number, now: () => number = Date.now) {
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  lookup(key: string): Lookup {
    const slot = this.slots.get(key);
    if (!slot) return null;
    // Most recently used last: eviction takes from the front.
    this.slots.delete(key);
    this.slots.set(key, slot);
    const fresh = !slot.stale && this.now() - slot.page.storedAt < this.maxAgeMs;
    return { page: slot.page, fresh };
  }

  /**
   * The right to render `key` now; false while another request holds it. A lease left by a
   * request that never came back ends after `ttlMs`.
   */
  lease(key: string, ttlMs = 10_000): boolean {
    const until = this.leases.get(key);
    if (until !== undefined && until > this.now()) return false;
    this.leases.set(key, this.now() + ttlMs);
    return true;
  }

  release(key: string): void {
    this.leases.delete(key);
  }

  /** A mark to take before a page is rendered: `put` refuses a page purged since. */
  mark(): number {
    return this.purgeSeq;
  }

  /**
   * Keeps a page rendered after `mark` was taken, unless one of its tags was purged since (it may
   * show the data from before the change) or a fresh copy is kept already (renders that ran side by
   * side: the first kept stays, so its ETag does).
   */
  put(key: string, page: CachedPage, mark = this.purgeSeq): void {
    if (!this.enabled) return;
    const purgedSince = this.allPurgedAt > mark || [...page.tags].some((tag) => (this.purgedAt.get(tag) ?? 0) > mark);
    const current = this.slots.get(key);
    if (purgedSince || (current && !current.stale && this.now() - current.page.storedAt < this.maxAgeMs)) {
      this.release(key);
      return;
    }
    this.remove(key);
    const bytes = key.length + page.identity.length + page.br.length + (page.gzip?.length ?? 0) + 512;
    if (bytes > this.maxBytes / 4) return; // one page never pushes out a quarter of the cache
    this.slots.set(key, { page, bytes, stale: false });
    this.bytes += bytes;
    for (const tag of page.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.bytes > this.maxBytes) {
      const oldest = this.slots.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.release(key);
  }

  /**
   * Adds the gzip copy to a kept page, if that page is still the one kept under `key` and has
   * none yet; it counts towards the store's bytes like the other copies.
   */
  addGzip(key: string, page: CachedPage, gzip: Buffer): void {
    const slot = this.slots.get(key);
    if (!slot || slot.page !== page || page.gzip !== null) return;
    page.gzip = gzip;
    slot.bytes += gzip.length;
    this.bytes += gzip.length;
    while (this.bytes > this.maxBytes) {
      const oldest = this.slots.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  remove(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.bytes;
    for (const tag of slot.page.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  /** Marks every page carrying one of `tags` stale; the number of pages marked. */
  purge(tags: Iterable<string>, reason = 'change'): number {
    let count = 0;
    const seq = ++this.purgeSeq;
    for (const tag of tags) {
      this.purgedAt.set(tag, seq);
      for (const key of this.byTag.get(tag) ?? []) {
        const slot = this.slots.get(key);
        if (slot && !slot.stale) {
          slot.stale = true;
          count++;
        }
      }
    }
    if (count > 0) this.events.purge?.(reason, count);
    return count;
  }

  /** Every page stale (a change every page shows, or purges that may have been missed). */
  purgeAll(reason: string): number {
    let count = 0;
    this.allPurgedAt = ++this.purgeSeq;
    // Every render before now is refused by the line above: the tags' own marks can go.
    this.purgedAt.clear();
    for (const slot of this.slots.values()) {
      if (!slot.stale) {
        slot.stale = true;
        count++;
      }
    }
    if (count > 0) this.events.purge?.(reason, count);
    return count;
  }

  clear(): void {
    this.slots.clear();
    this.byTag.clear();
    this.leases.clear();
    this.bytes = 0;
  }

  figures(): StoreFigures {
    return { entries: this.slots.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }
}

const KEY = Symbol.for('webshop.pageCache');
type Holder = { [KEY]?: PageStore };

/**
 * The safety net, not the mechanism: purges keep pages exact; the age bounds what only time
 * changes (a scheduled post going live, the year in the footer).
 */
export const MAX_AGE_MS = 5 * 60_000;

/** The process's one store, made on first use from `PAGE_CACHE_MB` (0: off). */
export function pageStore(): PageStore {
  const holder = globalThis as Holder;
  holder[KEY] ??= new PageStore(Math.floor(config().PAGE_CACHE_MB * 1024 * 1024), MAX_AGE_MS);
  return holder[KEY];
}
