/**
 * Data the overlay loads once per page view (popular searches, top categories, suggestions):
 * kept for later openings, null while loading, the fallback after a failure (logged).
 */
import { useEffect, useState } from 'react';
import { isAbort } from './api.ts';

const loaded = new Map<string, unknown>();

export function useOnce<T>(key: string, load: (signal: AbortSignal) => Promise<T>, fallback: T): T | null {
  const [value, setValue] = useState<T | null>(() => (loaded.has(key) ? (loaded.get(key) as T) : null));
  useEffect(() => {
    if (loaded.has(key)) {
      setValue(loaded.get(key) as T);
      return;
    }
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        loaded.set(key, data);
        setValue(data);
      },
      (err: unknown) => {
        if (isAbort(err)) return;
        console.error(`[search] loading ${key} failed:`, err);
        setValue(fallback);
      },
    );
    return () => controller.abort();
    // `load` and `fallback` are fixed per key.
  }, [key]);
  return value;
}
