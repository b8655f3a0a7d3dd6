/**
 * Pure helpers that turn what a shopper typed into the pieces of a search: normalised text,
 * words, the exact-code candidate and a `to_tsquery` expression. Words keep only letters and
 * digits, so nothing a shopper types can become tsquery or LIKE syntax.
 */
import type { Locale } from '#src/lib/locales.ts';

export const TEXT_SEARCH_CONFIG: Record<Locale, 'english' | 'dutch' | 'german'> = {
  en: 'english',
  nl: 'dutch',
  de: 'german',
};

/** The only properties offered as search filters (docs/search.md, the overlay). */
export const FACET_PROPERTIES = ['kleur', 'merk'] as const;
export type FacetProperty = (typeof FACET_PROPERTIES)[number];

/** Longer input is cut here: no product name needs more, and it bounds the work per query. */
export const MAX_QUERY_LENGTH = 200;
/** At most this many words take part; the rest would only narrow an already empty result. */
export const MAX_WORDS = 8;

export type QueryTerms = {
  /** Trimmed, lower-cased, cut to MAX_QUERY_LENGTH. */
  text: string;
  /** Distinct words of letters and digits, in order. */
  words: string[];
  /** The whole query as a SKU, MPN or GTIN would be stored (lower case, no spaces). */
  code: string;
  /** Whether the last word is still being typed (no space after it): it matches as a prefix. */
  lastIsPrefix: boolean;
};

/**
 * @example parseQuery(' Rasbery PI ') // { text: 'rasbery pi', words: ['rasbery', 'pi'], code: 'rasberypi', lastIsPrefix: true }
 * Returns null for a query that is empty after trimming: no search runs.
 */
export function parseQuery(raw: string): QueryTerms | null {
  const text = raw
    .normalize('NFC')
    .slice(0, MAX_QUERY_LENGTH * 2)
    .trim()
    .toLowerCase()
    .slice(0, MAX_QUERY_LENGTH);
  if (text === '') return null;
  const words = [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_WORDS);
  return {
    text,
    words,
    code: text.replace(/\s+/g, ''),
    lastIsPrefix: words.length > 0 && !/\s$/.test(raw.slice(0, MAX_QUERY_LENGTH * 2)),
  };
}

/**
 * A `to_tsquery` expression: every word must match (AND); a word may also match its spelling
 * correction (OR); the last word matches as a prefix while it is being typed.
 * @example tsqueryText(['rasbery', 'pi'], new Map([['rasbery', 'raspberry']]), true) // "(rasbery | raspberry) & pi:*"
 */
export function tsqueryText(words: string[], corrections: ReadonlyMap<string, string>, lastIsPrefix: boolean): string {
  return words
    .map((word, i) => {
      const prefix = lastIsPrefix && i === words.length - 1 ? ':*' : '';
      const fixed = corrections.get(word);
      return fixed && fixed !== word ? `(${word}${prefix} | ${fixed})` : `${word}${prefix}`;
    })
    .join(' & ');
}

/** Words worth a spelling correction: long enough to have one, and not numbers or model codes. */
export function correctable(word: string): boolean {
  return word.length >= 4 && !/\d/.test(word);
}

/**
 * LIKE patterns that find every word inside compounds ("netzteil" in "steckernetzteil"). Empty
 * when no word has three letters: the trigram index could not narrow such a scan.
 * @example containsPatterns(['usb', 'c']) // ['%usb%', '%c%']
 */
export function containsPatterns(words: string[]): string[] {
  return words.some((w) => w.length >= 3) ? words.map((w) => `%${w}%`) : [];
}

/** Escapes LIKE wildcards so typed `%` and `_` stay literal. @example escapeLike('50%_off') // '50\\%\\_off' */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
