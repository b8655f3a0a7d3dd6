/**
 * Product search (docs/search.md; GET /api/search): the answer to a query, kept a minute.
 *
 * One filtered pass over `product_search` yields the page, the total and the facets, so facets
 * always agree with the hits (./ranking.ts); a query is planned per locale first (./plan.ts).
 *
 * Matching: full-text in the page's language (stemming), compounds through their parts
 * (./compounds.ts), the last word as a prefix while typing, words inside compounds
 * (trigram-indexed LIKE) and exact SKU/MPN/GTIN. When nothing matches: the other shop
 * languages as typed, then spelling corrections from the vocabulary (trigram similarity).
 * Ranking (docs/search.md, ranking): an exact code first, then products whose name names what
 * was asked for ("X for Y": X in the name, fitting Y), the product the query names before its
 * accessories and kits.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { fallbackChain } from '../db/locale-order.ts';
import { textArray } from '../db/sql-arrays.ts';
import { ttlCache } from '../cache.ts';
import { FACET_PROPERTIES, TEXT_SEARCH_CONFIG, allWords, correctable, parseQuery, wordQuery, type FacetProperty, type QueryTerms } from './terms.ts';
import { planQuery, vocabularyCache, type Plan } from './plan.ts';
import { aggregate, localeLiteral } from './ranking.ts';
import { asksSampleFirst, estimated, sampleHolds } from './breadth.ts';
import { config } from '../config.ts';
import { loadResultPage, type SearchProduct, type FacetCategory } from './results.ts';

export type SearchInput = {
  query: string;
  locale: Locale;
  page: number;
  perPage: number;
  /** Category ids; a product matches when it is listed in any of them (or their descendants). */
  categories: number[];
  properties: Partial<Record<FacetProperty, string[]>>;
  /** Price bounds in cents including VAT at `vatRateBp`; null for open. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
  vatRateBp: number;
};

export type FacetOption = { value: string; count: number };
export type SearchResult = {
  products: SearchProduct[];
  /** Every product found, or with `estimated` an estimate (to two significant digits). */
  total: number;
  /**
   * A very broad search answered from the sample of the products (./breadth.ts): the total and
   * every count are estimates, and the pages hold the sample's products (`lastPage` is its last).
   */
  estimated: boolean;
  page: number;
  perPage: number;
  lastPage: number;
  categories: FacetCategory[];
  properties: { name: FacetProperty; options: FacetOption[] }[];
  /** Lowest and highest price incl. VAT among the hits before the price filter; null without hits. */
  priceRange: { minCents: number; maxCents: number } | null;
  /** Spelling corrections that took part, e.g. { rasbery: 'raspberry' }. */
  corrections: Record<string, string>;
  /** The language whose words matched when the page's own found nothing ("kabel" on the English shop); null otherwise. */
  matchLocale: Locale | null;
  /** With nothing found at all: other searches that do find something ("arduino" for "arduino qqxyzzy"). */
  didYouMean: string[];
};

export const emptyResult = (input: Pick<SearchInput, 'page' | 'perPage'>): SearchResult => ({
  products: [],
  total: 0,
  estimated: false,
  page: input.page,
  perPage: input.perPage,
  lastPage: 1,
  categories: [],
  properties: FACET_PROPERTIES.map((name) => ({ name, options: [] })),
  priceRange: null,
  corrections: {},
  matchLocale: null,
  didYouMean: [],
});

/** Corrections per locale and word list; typed queries repeat a lot while someone types. */
const correctionCache = ttlCache<string, Map<string, string>>(
  10 * 60_000,
  async (key) => {
    const [locale, ...words] = key.split('\u0000') as [Locale, ...string[]];
    return loadCorrections(await db(), locale, words);
  },
  2000,
);

const correctionRow = z.object({ w: z.string(), fix: z.string().nullable() });

/** Prepared: its text varies only with the number of words (at most MAX_WORDS). */
async function loadCorrections(db: Queryable, locale: Locale, words: string[]): Promise<Map<string, string>> {
  const found = await preparedRows(
    db,
    correctionRow,
    sql`
    SELECT w, (SELECT v.word FROM search_vocabulary v
               WHERE v.locale = ${locale} AND v.word % w ORDER BY v.word <-> w, v.word LIMIT 1) AS fix
    FROM unnest(${textArray(words)}) AS w
    WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.locale = ${locale} AND v.word LIKE w || '%')`,
  );
  return new Map(found.filter((r): r is { w: string; fix: string } => r.fix !== null).map((r) => [r.w, r.fix]));
}

function corrections(locale: Locale, terms: QueryTerms): Promise<Map<string, string>> {
  const words = terms.words.filter(correctable);
  if (words.length === 0) return Promise.resolve(new Map());
  return correctionCache.get([locale, ...words].join('\u0000'));
}

/**
 * Searches as typed first; when nothing at all matches (before filters), the other shop
 * languages as typed, and then spelling corrections, so a correct word is never widened into
 * look-alikes ("steckernetzteil" must not also find "stecker").
 */
export async function searchProducts(input: SearchInput): Promise<SearchResult> {
  const terms = parseQuery(input.query);
  if (!terms) return emptyResult(input);
  return resultCache.get(cacheKey(input, terms));
}

/**
 * Results for a minute, per instance: the same few searches make up most traffic, and a broad
 * one ("raspberry pi" matches most of this shop) costs tens of milliseconds to rank and count.
 * The API already allows shared caches to keep answers as long (Cache-Control max-age=60).
 */
const resultCache = ttlCache<string, SearchResult>(
  60_000,
  async (key) => {
    const { input } = JSON.parse(key) as { input: SearchInput };
    const terms = parseQuery(input.query);
    return terms ? runSearch(input, terms) : emptyResult(input);
  },
  1000,
);

/** Drops cached results and vocabularies in this instance (after the index changed); others expire within minutes. */
export function forgetSearchResults(): void {
  resultCache.clear();
  vocabularyCache.clear();
}

function cacheKey(input: SearchInput, terms: QueryTerms): string {
  const properties = Object.fromEntries(FACET_PROPERTIES.map((p) => [p, [...(input.properties[p] ?? [])].sort()]));
  const normalized: SearchInput = {
    ...input,
    query: terms.lastIsPrefix ? terms.text : `${terms.text} `,
    categories: [...input.categories].sort((a, b) => a - b),
    properties,
  };
  return JSON.stringify({ input: normalized });
}

async function runSearch(input: SearchInput, terms: QueryTerms): Promise<SearchResult> {
  const conn = await db();
  const noFixes = new Map<string, string>();
  let fixes = noFixes;
  let plan = await planQuery(input.locale, terms, noFixes);
  // A very broad search is asked of the sample first, and of every product when the sample finds
  // too little (./breadth.ts); so is a search that matched in another language or corrected.
  const broadFrom = config().SEARCH_SAMPLE_FROM;
  const ask = async (asked: Plan) => {
    if (asksSampleFirst(asked, (await vocabularyCache.get(asked.locale)).counts, broadFrom)) {
      const fromSample = await aggregate(conn, input, terms, asked, true);
      if (sampleHolds(fromSample?.total ?? 0, broadFrom)) return { agg: fromSample, sampled: true };
    }
    return { agg: await aggregate(conn, input, terms, asked), sampled: false };
  };
  let { agg, sampled } = await ask(plan);
  // Which words find something on their own, for "did you mean" (one word found nothing as typed).
  let alone: boolean[] = plan.words.map(() => false);
  if ((agg?.matched ?? 0) === 0) {
    // One probe for both questions a miss asks: does another language match as typed, and which
    // words match alone.
    const others = await Promise.all(otherLocales(input.locale).map((l) => planQuery(l, terms, noFixes)));
    const words = plan.words.length > 1 ? plan.words.map((w) => wordQuery({ ...w, fix: null }, '', { exact: true })) : [];
    const found = await probe(conn, [...others.map((p) => ({ locale: p.locale, query: p.match })), ...words.map((query) => ({ locale: input.locale, query }))]);
    if (words.length) alone = found.slice(others.length);
    const other = others.find((_, i) => found[i]);
    if (other) {
      plan = other;
      ({ agg, sampled } = await ask(plan));
    }
  }
  if ((agg?.matched ?? 0) === 0) {
    fixes = await corrections(input.locale, terms);
    if (fixes.size > 0) {
      plan = await planQuery(input.locale, terms, fixes);
      ({ agg, sampled } = await ask(plan));
    }
  }
  const total = agg?.total ?? 0;
  // A sample's counts stand for eight times as many products; its pages are the sample's own.
  const count = sampled ? estimated : (n: number) => n;
  const [{ products, categories }, didYouMean] = await Promise.all([
    loadResultPage(
      conn,
      input.locale,
      agg?.ids ?? [],
      (agg?.categories ?? []).map(([id, n]) => [id, count(n)] as [number, number]),
    ),
    (agg?.matched ?? 0) === 0 ? suggestions(conn, plan, terms, alone) : Promise.resolve([]),
  ]);
  const [minCents, maxCents] = agg?.price_range ?? [null, null];
  return {
    products,
    total: count(total),
    estimated: sampled,
    page: input.page,
    perPage: input.perPage,
    lastPage: Math.max(1, Math.ceil(total / input.perPage)),
    categories,
    properties: FACET_PROPERTIES.map((name) => ({
      name,
      options: (agg?.facets ?? []).filter(([f]) => f.startsWith(`${name}:`)).map(([f, n]) => ({ value: f.slice(name.length + 1), count: count(n) })),
    })),
    priceRange: minCents === null || maxCents === null ? null : { minCents, maxCents },
    corrections: Object.fromEntries(fixes),
    matchLocale: plan.locale === input.locale || (agg?.matched ?? 0) === 0 ? null : plan.locale,
    didYouMean,
  };
}

/** The other shop languages, in the fallback order (en: nl, de; nl: en, de; de: nl, en). */
const otherLocales = (locale: Locale): Locale[] => [...new Set(fallbackChain(locale))].filter((l) => l !== locale);

const probeRow = z.object({ n: int });

/**
 * Which of these tsqueries (each of a locale) match any product: one EXISTS per tsquery, each
 * answered by a look-up in its locale's full-text index. Prepared: its text varies only with the
 * locales and the number of questions (at most the other languages and a query's words), and a
 * query that finds nothing asks it twice.
 */
async function probe(db: Queryable, asked: { locale: Locale; query: string }[]): Promise<boolean[]> {
  if (asked.length === 0) return [];
  const found = await preparedRows(
    db,
    probeRow,
    sql.join(
      asked.map(
        (a, i) => sql`SELECT ${i}::integer AS n WHERE EXISTS (SELECT 1 FROM product_search s
          WHERE s.locale = ${localeLiteral(a.locale)} AND s.document @@ to_tsquery(${TEXT_SEARCH_CONFIG[a.locale]}::regconfig, ${a.query}))`,
      ),
      sql` UNION ALL `,
    ),
  );
  const hits = new Set(found.map((r) => r.n));
  return asked.map((_, i) => hits.has(i));
}

/** At most this many "did you mean" searches. */
export const MAX_SUGGESTIONS = 3;

/**
 * Other searches for a query that found nothing in any language, each checked to find
 * something: the query without the words that find nothing on their own (`alone`; with their
 * spelling corrections where there are some), and each word that does find something alone.
 */
async function suggestions(db: Queryable, plan: Plan, terms: QueryTerms, alone: boolean[]): Promise<string[]> {
  const kept = plan.words.flatMap((w, i) => (alone[i] ? [w.word] : w.fix ? [w.fix] : []));
  // A word alone is a suggestion when it can stand for something ("arduino", not "pi" or "5").
  const single = plan.words.filter((w, i) => alone[i] && correctable(w.word)).map((w) => w.word);
  const candidates = [...new Set([kept.join(' '), ...single])].filter((q) => q !== '' && q !== terms.text);
  const checked = await probe(
    db,
    candidates.map((q) => ({ locale: plan.locale, query: allWords(q.split(' ').map((word) => ({ word, prefix: false, fix: null, parts: null }))) })),
  );
  return candidates.filter((_, i) => checked[i]).slice(0, MAX_SUGGESTIONS);
}
