/**
 * Very broad searches (docs/search.md, very broad searches): a query that matches thousands of
 * products is asked of a fixed eighth of them (chosen by a hash of the product's id, with
 * partial indexes of their own: src/server/db/schema/search.ts), and its total and counts are
 * that eighth's times eight. Reading every hit is most of a broad query's time, so this keeps
 * such a query's cost from growing with the catalogue at the rate of its hits.
 *
 * Whether a query is broad is guessed before it runs, from how many products use each of its
 * words (the vocabulary the search already holds in memory), and checked after: a sample that
 * finds too little is asked again of every product.
 */
import type { Plan } from './plan.ts';
import { firstAtOrAfter } from './compounds.ts';

/** The sample is the products whose id hashes to 0 of this many buckets (ranking.ts inSampleOf). */
export const SAMPLE_BUCKETS = 8;

/** How many products use each word of the vocabulary, with prefix look-ups for a word still being typed. */
export type WordCounts = { productsWith(word: string, prefix: boolean): number };

/** Prefix look-ups read at most this many words (a one-letter prefix would read thousands). */
const MAX_PREFIX_SCAN = 5000;

export function wordCounts(entries: Iterable<readonly [word: string, products: number]>): WordCounts {
  const counts = new Map(entries);
  const sorted = [...counts.keys()].sort();
  return {
    productsWith(word, prefix) {
      if (!prefix) return counts.get(word) ?? 0;
      const lo = firstAtOrAfter(sorted, word);
      // The most used word with this prefix: a lower bound of what the prefix matches.
      let most = 0;
      for (let i = lo; i < sorted.length && i < lo + MAX_PREFIX_SCAN && (sorted[i] as string).startsWith(word); i++) {
        most = Math.max(most, counts.get(sorted[i] as string) ?? 0);
      }
      return most;
    },
  };
}

/**
 * Whether to ask the sample first: a search (any of its pages, so they follow one order) every
 * word of which that the vocabulary knows, as typed or corrected, is used by at least `broadFrom`
 * products (SEARCH_SAMPLE_FROM; 0 never), and which has such a word. Words the vocabulary does not
 * hold (numbers, two letters, words of descriptions only, typos) do not decide: "joy it" and "50
 * stuks" are as broad as "joy" and "stuks". Where such a word or a filter narrows the search a
 * lot, the sample finds too little ({@link sampleHolds}) and the search is asked again of every
 * product.
 */
export function asksSampleFirst(plan: Plan, counts: WordCounts, broadFrom: number): boolean {
  if (broadFrom <= 0 || plan.words.length === 0) return false;
  // A corrected word matches as typed or as its correction: the more used of the two.
  const used = (w: Plan['words'][number]) => Math.max(counts.productsWith(w.word, w.prefix), w.fix ? counts.productsWith(w.fix, false) : 0);
  const known = plan.words.map(used).filter((n) => n > 0);
  return known.length > 0 && known.every((n) => n >= broadFrom);
}

/**
 * Whether the sample found enough to stand for the search: of the products that pass its filters,
 * at least half of what the guess expected (an eighth of `broadFrom`). Otherwise the words were
 * common but rarely together, or a filter narrows to a few products an eighth would mostly miss,
 * and the search is asked again of every product.
 */
export const sampleHolds = (sampledTotal: number, broadFrom: number): boolean => sampledTotal > 0 && sampledTotal * SAMPLE_BUCKETS * 2 >= broadFrom;

/** A count estimated from the sample, to two significant digits (1 234 × 8 → 9 900). */
export function estimated(sampled: number): number {
  const value = sampled * SAMPLE_BUCKETS;
  if (value < 100) return value;
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}
