/**
 * What the overlay needs only once something is searched: the reading of the search answer with
 * the API's schema (zod/mini, about 6 KB gzip), the filter column and the results list
 * (./searching.ts). The overlay opens without them, on its suggestions, popular searches and
 * categories; they load with the first key typed (the search itself waits 300 ms for the last
 * one) and the answer is read once both are there (docs/adr/0008-react-islands.md).
 */
import { atom } from 'nanostores';

export type SearchingParts = typeof import('./searching.ts');

/** The parts once loaded; null until then. */
export const $searchingParts = atom<SearchingParts | null>(null);

let loading: Promise<SearchingParts> | null = null;

/** Loads the parts once; a failed load is tried again by the next call (a retry of the search). */
export function loadSearchingParts(): Promise<SearchingParts> {
  loading ??= import('./searching.ts').then(
    (parts) => {
      $searchingParts.set(parts);
      return parts;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}
