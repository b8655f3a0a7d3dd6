/**
 * Splitting Dutch and German compounds (and the odd English one) into their parts, against a
 * vocabulary of the catalogue's own words (docs/search.md, compounds; ADR 0025). Pure: the
 * indexer splits every vocabulary word once and stores the parts, the search splits what was
 * typed with the same rules, so "temperatuursensor" and "temperatuur- en vochtigheidssensor"
 * meet on "temperatuur" and "sensor".
 */
import type { Locale } from '#src/lib/locales.ts';

/**
 * Linking sounds that may join the parts of a compound ("vochtigheid·s·sensor",
 * "Feuchtigkeit·s·sensor", "Hutschiene·n·netzteil", "stapp·en·motor"). English compounds have none.
 */
export const LINKING_MORPHEMES: Record<Locale, readonly string[]> = {
  nl: ['s', 'en', 'e'],
  de: ['s', 'es', 'en', 'n', 'e'],
  en: [],
};

/** A word of three or four letters splits compounds only when at least this many products use it ("usb", "led", "kit"; not "ion" or "one"). */
export const COMMON_WORD_PRODUCTS = 3;
/** A part found in the vocabulary has at least this many letters. */
export const MIN_KNOWN_PART = 3;
/** A part the vocabulary does not know has at least this many letters; a compound has at most one, never last. */
export const MIN_UNKNOWN_PART = 4;

/** The words the catalogue uses, as parts of compounds, with prefix look-ups for a word still being typed. */
export type Vocabulary = { isPart(word: string): boolean; hasPartPrefix(prefix: string): boolean };

/**
 * A vocabulary over lower-case words and how many products use each. A word is a part when it
 * has five letters or more, or three or four and is common (short words of one product are
 * mostly model names: "ion" of "Li-ion", "one" of "Argon ONE").
 */
export function vocabularyOf(entries: Iterable<readonly [word: string, products: number]>): Vocabulary {
  const parts = new Set<string>();
  for (const [word, products] of entries) {
    if (word.length >= 5 || (word.length >= MIN_KNOWN_PART && products >= COMMON_WORD_PRODUCTS)) parts.add(word);
  }
  const sorted = [...parts].sort();
  return {
    isPart: (word) => parts.has(word),
    hasPartPrefix(prefix) {
      const at = firstAtOrAfter(sorted, prefix);
      return at < sorted.length && (sorted[at] as string).startsWith(prefix);
    },
  };
}

/** The position of the first of `sorted` (ascending) that is not below `key`: where words with that prefix begin. */
export function firstAtOrAfter(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const LETTERS = /^\p{L}+$/u;

type Split = { parts: string[]; cost: number; unknownLetters: number };

/**
 * The parts of a compound, or null when the word is not one.
 *
 * A compound is a row of parts, each optionally followed by a linking sound of the language.
 * A part is a vocabulary part ({@link vocabularyOf}), or at most once, and never as the last
 * part (the head, which names what the thing is), a word the vocabulary does not know of at
 * least {@link MIN_UNKNOWN_PART} letters: "hutschienennetzteil" still gives "netzteil", while
 * "touchscreen" does not become "touch" + "creen". Of the possible splits the one with the
 * fewest parts wins, unknown parts counting more than known ones; ties go to the longer unknown
 * part, as a linking sound cannot be told from the end of a word nobody knows ("autofocus" +
 * "camera", not "autofocu" + "s" + "camera"; the stemmer evens out the rest). A word that is a
 * known part plus a linking sound gives that part alone: the first half of a coordination
 * ("vochtigheids-" in "temperatuur-, vochtigheids- en luchtdruksensor") stands for "vochtigheid".
 *
 * `prefix`: the word is still being typed, so its last part may be the start of a vocabulary word.
 *
 * @example splitCompound('temperatuursensor', vocabularyOf([['temperatuur', 3], ['sensor', 40]]), 'nl') // ['temperatuur', 'sensor']
 * @example splitCompound('feuchtigkeitssensor', vocabularyOf([['sensor', 40]]), 'de') // ['feuchtigkeits', 'sensor'] (the stemmer reads both as "feuchtig")
 * @example splitCompound('usbkabel', vocabularyOf([['usb', 30], ['kabel', 25]]), 'nl') // ['usb', 'kabel']
 */
export function splitCompound(word: string, vocabulary: Vocabulary, locale: Locale, { prefix = false } = {}): string[] | null {
  if (word.length < MIN_KNOWN_PART + 1 || !LETTERS.test(word)) return null;
  const links = LINKING_MORPHEMES[locale];
  const n = word.length;
  // The cheapest split of word.slice(start), with or without an unknown part still allowed.
  const memo = new Map<number, Split | null>();

  const solve = (start: number, unknownLeft: number): Split | null => {
    const key = start * 2 + unknownLeft;
    if (memo.has(key)) return memo.get(key) as Split | null;
    let best: Split | null = null;
    const consider = (candidate: Split) => {
      if (
        !best ||
        candidate.cost < best.cost ||
        (candidate.cost === best.cost && candidate.unknownLetters > best.unknownLetters) ||
        (candidate.cost === best.cost && candidate.unknownLetters === best.unknownLetters && candidate.parts.length < best.parts.length)
      )
        best = candidate;
    };
    for (let end = start + MIN_KNOWN_PART; end <= n; end++) {
      const part = word.slice(start, end);
      const last = end === n;
      if (start === 0 && last) continue; // the whole word is no split of itself
      const known = vocabulary.isPart(part) || (last && prefix && vocabulary.hasPartPrefix(part));
      const unknown = !known && !last && unknownLeft > 0 && part.length >= MIN_UNKNOWN_PART;
      if (!known && !unknown) continue;
      const cost = known ? 1 : 3;
      const unknownLetters = known ? 0 : part.length;
      if (last) {
        consider({ parts: [part], cost, unknownLetters });
        continue;
      }
      // The rest of the word: straight on, or after a linking sound; a linking sound may also end
      // the word (the first half of a coordination), but only after a known part.
      const nextUnknown = unknownLeft - (unknown ? 1 : 0);
      for (const link of ['', ...links]) {
        if (link && !word.startsWith(link, end)) continue;
        const next = end + link.length;
        if (next === n) {
          if (link && known) consider({ parts: [part], cost: cost + 0.5, unknownLetters });
          continue;
        }
        const rest = solve(next, nextUnknown);
        if (rest) consider({ parts: [part, ...rest.parts], cost: cost + rest.cost, unknownLetters: unknownLetters + rest.unknownLetters });
      }
    }
    memo.set(key, best);
    return best;
  };

  const found = solve(0, 1);
  if (!found) return null;
  const { parts } = found;
  return parts;
}
