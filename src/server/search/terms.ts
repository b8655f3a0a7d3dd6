/**
 * Pure helpers that turn what a shopper typed into the pieces of a search: normalised text,
 * words, the exact-code candidate, the "what for what" reading and `to_tsquery` expressions.
 * Words keep only letters and digits, so nothing a shopper types can become tsquery or LIKE
 * syntax (compound parts are made of a word's own letters).
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
 * Words that split a query into what is looked for and what it should fit: "case for raspberry
 * pi 5", "voeding voor raspberry pi 5", "Netzteil für Raspberry Pi 5". Every shop language's,
 * in every locale: a query may fall back to another language (docs/search.md).
 */
export const CONNECTORS: Record<Locale, readonly string[]> = { en: ['for'], nl: ['voor'], de: ['für', 'fuer'] };
const CONNECTOR_WORDS: ReadonlySet<string> = new Set(Object.values(CONNECTORS).flat());

/**
 * The query's words around its first connector: `type` is what is looked for, `target` what it
 * should fit; without a connector (or with one at either end) all words are the type.
 * @example readConnector(['case', 'for', 'raspberry', 'pi', '5']) // { type: ['case'], target: ['raspberry', 'pi', '5'] }
 */
export function readConnector(words: string[]): { type: string[]; target: string[] } {
  const at = words.findIndex((w, i) => i > 0 && i < words.length - 1 && CONNECTOR_WORDS.has(w));
  return at < 0 ? { type: words, target: [] } : { type: words.slice(0, at), target: words.slice(at + 1) };
}

/** One query word as the search uses it. */
export type WordPlan = {
  word: string;
  /** Still being typed: matches as a prefix. */
  prefix: boolean;
  /** Its spelling correction, when one takes part. */
  fix: string | null;
  /** Its parts when it is a compound (./compounds.ts), the last one a prefix while typed. */
  parts: readonly string[] | null;
};

/** Weights of a document a word may match in: A name, B brand and codes, C categories and properties, D descriptions. */
export type Weights = '' | 'A' | 'AB' | 'AC' | 'ABC';

/**
 * One word as a `to_tsquery` operand: the word, or its correction, or all of its parts. Parts
 * must be found in the name, brand, categories or properties (never in a description alone),
 * so "usbkabel" does not find a power supply whose description mentions a cable.
 * `exact`: the word as complete even while typed.
 * @example wordQuery({ word: 'usbkabel', prefix: false, fix: null, parts: ['usb', 'kabel'] }) // "(usbkabel | usb:ABC & kabel:ABC)"
 */
export function wordQuery(plan: WordPlan, weights: Weights = '', { exact = false } = {}): string {
  const label = (prefix: boolean, w: string) => (prefix || w ? `:${prefix ? '*' : ''}${w}` : '');
  const prefix = plan.prefix && !exact;
  const options = [`${plan.word}${label(prefix, weights)}`];
  if (plan.fix && plan.fix !== plan.word) options.push(`${plan.fix}${label(false, weights)}`);
  if (plan.parts && plan.parts.length > 0) {
    const partWeights = weights || 'ABC';
    options.push(plan.parts.map((p, i) => `${p}${label(prefix && i === plan.parts!.length - 1, partWeights)}`).join(' & '));
  }
  return options.length === 1 ? options[0]! : `(${options.join(' | ')})`;
}

/** Every word must match (AND). */
export function allWords(plans: readonly WordPlan[], weights: Weights = '', options: { exact?: boolean } = {}): string {
  return plans.map((p) => wordQuery(p, weights, options)).join(' & ');
}

/**
 * A `to_tsquery` expression: every word must match (AND); a word may also match its spelling
 * correction (OR); the last word matches as a prefix while it is being typed.
 * @example tsqueryText(['rasbery', 'pi'], new Map([['rasbery', 'raspberry']]), true) // "(rasbery | raspberry) & pi:*"
 */
export function tsqueryText(words: string[], corrections: ReadonlyMap<string, string>, lastIsPrefix: boolean): string {
  return allWords(words.map((word, i) => ({ word, prefix: lastIsPrefix && i === words.length - 1, fix: corrections.get(word) ?? null, parts: null })));
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
