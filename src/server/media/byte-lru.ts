/**
 * A least-recently-used cache bounded by the total size of its values in bytes, so a few
 * large images cannot push the process out of memory the way a count limit could.
 * Concurrent misses for one key share one load (a hot image is encoded once).
 */
export type ByteLru<V extends { byteLength: number }> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Bytes currently held (for tests and diagnostics). */
  size(): number;
  has(key: string): boolean;
};

export function byteLru<V extends { byteLength: number }>(maxBytes: number): ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest first.
  const entries = new Map<string, V>();
  const pending = new Map<string, Promise<V>>();
  let bytes = 0;

  function store(key: string, value: V): void {
    // Larger than the whole budget: serve it, never keep it.
    if (value.byteLength > maxBytes) return;
    entries.set(key, value);
    bytes += value.byteLength;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.byteLength;
    }
  }

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit);
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const loading = load().then(
        (value) => {
          pending.delete(key);
          store(key, value);
          return value;
        },
        (err: unknown) => {
          pending.delete(key);
          throw err;
        },
      );
      pending.set(key, loading);
      return loading;
    },
    size: () => bytes,
    has: (key) => entries.has(key),
  };
}
