/**
 * How a search is asked in one locale (docs/search.md, how a query matches): the query's words
 * with their corrections and compound parts (split against the index's own vocabulary), and the
 * tsquery texts the ranking compares a product with.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { ttlCache } from '../cache.ts';
import { allWords, readConnector, type QueryTerms, type WordPlan } from './terms.ts';
import { splitCompound, vocabularyOf, type Vocabulary } from './compounds.ts';
import { wordCounts, type WordCounts } from './breadth.ts';

const vocabularyEntry = z.object({ word: z.string(), products: int });

/** A locale's words: as parts of compounds, and how many products use each (./breadth.ts). */
export type LocaleWords = { vocabulary: Vocabulary; counts: WordCounts };

async function loadWords(db: Queryable, locale: Locale): Promise<LocaleWords> {
  const entries = await rows(
    db,
    vocabularyEntry,
    sql`
    SELECT word, products FROM search_vocabulary WHERE locale = ${locale} AND word ~ '^[[:alpha:]]+$'`,
  );
  const pairs = entries.map((e) => [e.word, e.products] as const);
  return { vocabulary: vocabularyOf(pairs), counts: wordCounts(pairs) };
}

/** The vocabulary a query's compounds are split against, per locale (the index's own, ./indexer.ts), with its words' product counts. */
export const vocabularyCache = ttlCache<Locale, LocaleWords>(10 * 60_000, async (locale) => loadWords(await db(), locale));

/** How a query is asked in one locale: its words with their parts, and the tsquery texts of the ranking. */
export type Plan = {
  locale: Locale;
  words: WordPlan[];
  /** Every word, anywhere: what matches. */
  match: string;
  /** Every word outside descriptions, or "X for Y": X in the name or a category, Y anywhere. */
  type: string;
  /** Every word in the name or brand, or "X for Y": X in the name, Y anywhere. */
  name: string;
  /** As `name`, with the last word complete (not a prefix). */
  exact: string;
  /** "X for Y": Y in the name, brand, categories or properties (not only a description); '' without a connector. */
  fits: string;
  /** Words, corrections and parts, for the lexemes that cover a name's terms. */
  lexemeText: string;
};

export async function planQuery(locale: Locale, terms: QueryTerms, fixes: ReadonlyMap<string, string>): Promise<Plan> {
  const { vocabulary } = await vocabularyCache.get(locale);
  const words: WordPlan[] = terms.words.map((word, i) => {
    const prefix = terms.lastIsPrefix && i === terms.words.length - 1;
    return { word, prefix, fix: fixes.get(word) ?? null, parts: splitCompound(word, vocabulary, locale, { prefix }) };
  });
  const { type, target } = readConnector(terms.words);
  const typeWords = words.slice(0, type.length);
  const targetWords = words.slice(words.length - target.length);
  const both = (first: string, second: string) => [first, second].filter(Boolean).join(' & ');
  return {
    locale,
    words,
    match: allWords(words),
    type: target.length ? both(allWords(typeWords, 'AC'), allWords(targetWords)) : allWords(words, 'ABC'),
    name: target.length ? both(allWords(typeWords, 'A'), allWords(targetWords)) : allWords(words, 'AB'),
    exact: target.length ? both(allWords(typeWords, 'A', { exact: true }), allWords(targetWords, '', { exact: true })) : allWords(words, 'AB', { exact: true }),
    fits: target.length ? allWords(targetWords, 'ABC', { exact: true }) : '',
    lexemeText: words.flatMap((w) => [w.word, w.fix ?? '', ...(w.parts ?? [])]).join(' '),
  };
}
