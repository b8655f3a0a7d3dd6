/**
 * An island's fetched texts (./island-strings.ts) as React state: asked for once `wanted` (the
 * island first opens), null until they arrive; `failed` when the fragment could not be fetched,
 * so the island can fall back to the page it stands for.
 */
import { useEffect, useState } from 'react';
import { loadIslandStrings, type IslandStrings } from './island-strings.ts';

export function useIslandStrings<K extends keyof IslandStrings>(island: K, wanted: boolean): { strings: IslandStrings[K] | null; failed: boolean } {
  const [strings, setStrings] = useState<IslandStrings[K] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || strings) return;
    let current = true;
    loadIslandStrings(island).then(
      (loaded) => current && setStrings(() => loaded),
      (error: unknown) => {
        console.error(`[${island}] its texts could not be fetched:`, error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [island, wanted, strings]);
  return { strings, failed };
}
