/**
 * Product search (docs/search.md; GET /api/search).
 *
 * One filtered pass over `product_search` yields the page, the total, the category counts, the
 * kleur/merk counts and the price range, so facets always agree with the hits. Facets are
 * disjunctive: a facet's counts ignore its own filter (choosing "zwart" still shows "wit" with
 * its count) but honour every other filter. The price range ignores the price filter, so the
 * slider keeps its bounds while it is dragged.
 *
 * Matching: full-text in the page's language (stemming), compounds through their parts
 * (./compounds.ts), the last word as a prefix while typing, words inside compounds
 * (trigram-indexed LIKE) and exact SKU/MPN/GTIN. When nothing matches: the other shop
 * languages as typed, then spelling corrections from the vocabulary (trigram similarity).
 * Ranking (docs/search.md, ranking): an exact code first, then products whose name names what
 * was asked for ("X for Y": X in the name, fitting Y), the product the query names before its
 * accessories and kits.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES, type Locale } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows, rows } from '../db/query.ts';
import { bigint, int } from '../db/decode.ts';
import { fallbackChain } from '../db/locale-order.ts';
import { ttlCache } from '../cache.ts';
import {
  FACET_PROPERTIES,
  TEXT_SEARCH_CONFIG,
  allWords,
  containsPatterns,
  correctable,
  escapeLike,
  parseQuery,
  readConnector,
  wordQuery,
  type FacetProperty,
  type QueryTerms,
  type WordPlan,
} from './terms.ts';
import { splitCompound, vocabularyOf, type Vocabulary } from './compounds.ts';
import { loadSearchProducts, loadFacetCategories, type SearchProduct, type FacetCategory } from './results.ts';

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
  total: number;
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

const textArray = (values: string[]) =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`ARRAY[]::text[]`;
const intArray = (values: number[]) =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::integer[]`
    : sql`ARRAY[]::integer[]`;

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

async function loadCorrections(db: Queryable, locale: Locale, words: string[]): Promise<Map<string, string>> {
  const found = await rows(
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

const vocabularyEntry = z.object({ word: z.string(), products: int });

async function loadVocabulary(db: Queryable, locale: Locale): Promise<Vocabulary> {
  const entries = await rows(
    db,
    vocabularyEntry,
    sql`
    SELECT word, products FROM search_vocabulary WHERE locale = ${locale} AND word ~ '^[[:alpha:]]+$'`,
  );
  return vocabularyOf(entries.map((e) => [e.word, e.products] as const));
}

/** The vocabulary a query's compounds are split against, per locale (the index's own, ./indexer.ts). */
const vocabularyCache = ttlCache<Locale, Vocabulary>(10 * 60_000, async (locale) => loadVocabulary(await db(), locale));

/** How a query is asked in one locale: its words with their parts, and the tsquery texts of the ranking. */
type Plan = {
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

async function planQuery(locale: Locale, terms: QueryTerms, fixes: ReadonlyMap<string, string>): Promise<Plan> {
  const vocabulary = await vocabularyCache.get(locale);
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
  let agg = await aggregate(conn, input, terms, plan);
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
      agg = await aggregate(conn, input, terms, plan);
    }
  }
  if ((agg?.matched ?? 0) === 0) {
    fixes = await corrections(input.locale, terms);
    if (fixes.size > 0) {
      plan = await planQuery(input.locale, terms, fixes);
      agg = await aggregate(conn, input, terms, plan);
    }
  }
  const total = agg?.total ?? 0;
  const [products, categories, didYouMean] = await Promise.all([
    loadSearchProducts(conn, input.locale, agg?.ids ?? []),
    loadFacetCategories(conn, input.locale, agg?.categories ?? []),
    (agg?.matched ?? 0) === 0 ? suggestions(conn, plan, terms, alone) : Promise.resolve([]),
  ]);
  const [minCents, maxCents] = agg?.price_range ?? [null, null];
  return {
    products,
    total,
    page: input.page,
    perPage: input.perPage,
    lastPage: Math.max(1, Math.ceil(total / input.perPage)),
    categories,
    properties: FACET_PROPERTIES.map((name) => ({
      name,
      options: (agg?.facets ?? []).filter(([f]) => f.startsWith(`${name}:`)).map(([f, count]) => ({ value: f.slice(name.length + 1), count })),
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
 * A locale as a literal of the statement's text, not a parameter: the search indexes are partial,
 * one per locale (src/server/db/schema/search.ts), and a plan can use a partial index only when
 * its condition is in the text. The shop's statements are planned once for any parameters
 * (src/server/db/client.ts, generic plans), so a parameter would leave PostgreSQL scanning a
 * whole locale's rows of the primary key on every search.
 */
export function localeLiteral(locale: Locale): SQL {
  if (!LOCALES.includes(locale)) throw new Error(`not a shop locale: ${String(locale)}`);
  return sql.raw(`'${locale}'`);
}

/**
 * Which of these tsqueries (each of a locale) match any product: one EXISTS per tsquery, each
 * answered by a look-up in its locale's full-text index.
 */
async function probe(db: Queryable, asked: { locale: Locale; query: string }[]): Promise<boolean[]> {
  if (asked.length === 0) return [];
  const found = await rows(
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

/** One row: counts as int8, the rest built as JSON by the database. */
const aggregateRow = z.object({
  matched: bigint,
  total: bigint,
  ids: z.array(int),
  categories: z.array(z.tuple([int, int])),
  facets: z.array(z.tuple([z.string(), int])).nullable(),
  price_range: z.tuple([int.nullable(), int.nullable()]),
});
type Aggregate = z.output<typeof aggregateRow>;

/**
 * The best this many products by everything but the name rule are ordered by the name rule
 * too (the first five pages of 20); later positions keep the cheaper order.
 */
export const RANK_CANDIDATES = 100;

/**
 * How much a name's words not named by the query count against it (docs/search.md, ranking):
 * a word the query names 0, one it names in part ("sd" in "microsd", a prefix) ½, a number or
 * code ("2gb", "27w") or a single letter ("Pico W", "USB-C") ¼, any other word 1; at most 4 in all.
 */
const namePenalty = (terms: SQL) => sql`LEAST(4, (SELECT COALESCE(sum(CASE
    WHEN t = ANY(q.lexemes) THEN 0
    WHEN EXISTS (SELECT 1 FROM unnest(q.lexemes) x WHERE length(x) >= 2 AND strpos(t, x) > 0) THEN 0.5
    WHEN t ~ '[0-9]' OR length(t) = 1 THEN 0.25
    ELSE 1 END), 0) FROM unnest(${terms}) AS t))`;

async function aggregate(db: Queryable, input: SearchInput, terms: QueryTerms, plan: Plan): Promise<Aggregate | undefined> {
  const patterns = containsPatterns(terms.words);
  const rate = input.vatRateBp;
  const config = TEXT_SEARCH_CONFIG[plan.locale];
  // `m` is the row matched (in the language that matched), `s` the row shown (in the page's).
  const sameLocale = plan.locale === input.locale;
  const from = sameLocale ? sql`product_search m` : sql`product_search m JOIN product_search s ON s.locale = ${input.locale} AND s.product_id = m.product_id`;
  const s = sql.raw(sameLocale ? 'm' : 's');

  const likeAll = (column: SQL) =>
    sql`(${sql.join(
      patterns.map((p) => sql`${column} LIKE ${p}`),
      sql` AND `,
    )})`;
  // The query itself, not q's column, in the condition: so the full-text index can serve it.
  const matches: SQL[] = [sql`m.document @@ to_tsquery(${config}::regconfig, ${plan.match})`, sql`m.codes @> ARRAY[${terms.code}]::text[]`];
  if (patterns.length) matches.push(likeAll(sql`m.search_text`));
  const inText = patterns.length ? likeAll(sql`m.search_text`) : sql`false`;
  const inName = patterns.length ? likeAll(sql`lower(m.name)`) : sql`false`;

  const propertyOk = (name: FacetProperty): SQL => {
    const values = input.properties[name] ?? [];
    return values.length ? sql`${s}.facets && ${textArray(values.map((v) => `${name}:${v}`))}` : sql`true`;
  };
  const categoryOk = input.categories.length ? sql`${s}.category_ids && ${intArray(input.categories)}` : sql`true`;
  const priceBounds: SQL[] = [];
  if (input.minPriceCents !== null) priceBounds.push(sql`price_incl >= ${input.minPriceCents}`);
  if (input.maxPriceCents !== null) priceBounds.push(sql`price_incl <= ${input.maxPriceCents}`);
  const priceOk = priceBounds.length ? sql.join(priceBounds, sql` AND `) : sql`true`;

  // Every facet counts over the hits that pass all the other filters.
  const okExcept = (skip: string) => sql.raw(['ok_cat', ...FACET_PROPERTIES.map((p) => `ok_${p}`)].filter((c) => c !== skip).join(' AND '));
  const all = okExcept('');
  const facetCounts = sql.join(
    FACET_PROPERTIES.map((p) => sql`(f LIKE ${`${p}:%`} AND ${okExcept(`ok_${p}`)})`),
    sql` OR `,
  );
  const offset = (input.page - 1) * input.perPage;
  const last = offset + input.perPage;
  const order = sql`ORDER BY pre DESC, published_at DESC, product_id DESC`;
  // Positions up to RANK_CANDIDATES come from the ranked candidates, later ones from the cheap order.
  const pages: SQL[] = [];
  if (offset < RANK_CANDIDATES) pages.push(sql`SELECT product_id, pos FROM ranked WHERE pos > ${offset} AND pos <= ${Math.min(last, RANK_CANDIDATES)}`);
  if (last > RANK_CANDIDATES) {
    const from = Math.max(offset, RANK_CANDIDATES);
    pages.push(sql`
      SELECT product_id, ${from} + row_number() OVER (${order}) AS pos
      FROM (SELECT product_id, pre, published_at FROM base WHERE ${all} AND ok_price ${order} OFFSET ${from} LIMIT ${last - from}) rest`);
  }

  // Prepared (the plan kept, src/server/db/query.ts) in its common shapes only: no filter and
  // one of the first pages, as the overlay asks while someone types. Those shapes vary only with
  // the number of words, the locale and "X for Y", at most a hundred or so texts; filters write
  // their values into the text and could make every request a statement of its own.
  const common =
    input.categories.length === 0 && priceBounds.length === 0 && FACET_PROPERTIES.every((p) => !input.properties[p]?.length) && last <= RANK_CANDIDATES;
  const [agg] = await (common ? preparedRows : rows)(
    db,
    aggregateRow,
    sql`
    WITH q AS (
      SELECT to_tsquery(${config}::regconfig, ${plan.match}) AS tsq, to_tsquery(${config}::regconfig, ${plan.type}) AS type_q,
        to_tsquery(${config}::regconfig, ${plan.name}) AS name_q, to_tsquery(${config}::regconfig, ${plan.exact}) AS exact_q,
        to_tsquery(${config}::regconfig, ${plan.fits}) AS fits_q,
        tsvector_to_array(to_tsvector(${config}::regconfig, ${plan.lexemeText})) AS lexemes),
    matched AS MATERIALIZED (
      SELECT ${s}.product_id, ${s}.category_id, ${s}.facets, ${s}.published_at, m.name_terms,
        round(${s}.price_cents * (10000 + ${rate}) / 10000.0)::integer AS price_incl,
        (CASE WHEN m.codes @> ARRAY[${terms.code}]::text[] THEN 100 ELSE 0 END)
          ${plan.fits ? sql`+ (CASE WHEN m.document @@ q.fits_q THEN 2 ELSE 0 END)` : sql``}
          + ts_rank(m.document, q.tsq, 1)
          -- Names that start with what was typed, the shortest (closest) first.
          + (CASE WHEN lower(m.name) LIKE ${`${escapeLike(terms.text)}%`} THEN 1.0 - length(m.name) / 1000.0 ELSE 0 END) AS score,
        -- What was asked for is what the product is (name, brand, categories, properties: 8), not
        -- only something its description mentions; the name names it (+4, +½ with the last word
        -- complete). Substrings of that text count a little less. Names imply types: a name hit
        -- costs no second check.
        (CASE WHEN m.document @@ q.name_q THEN 12 + (CASE WHEN m.document @@ q.exact_q THEN 0.5 ELSE 0 END)
          WHEN m.document @@ q.type_q THEN 8 + (CASE WHEN ${inName} THEN 3 ELSE 0 END)
          WHEN ${inText} THEN 6 + (CASE WHEN ${inName} THEN 3 ELSE 0 END)
          ELSE 0 END) AS tier,
        ${categoryOk} AS ok_cat,
        ${sql.join(
          FACET_PROPERTIES.map((p) => sql`${propertyOk(p)} AS ${sql.raw(`ok_${p}`)}`),
          sql`, `,
        )}
      FROM ${from}, q
      WHERE m.locale = ${localeLiteral(plan.locale)} AND (${sql.join(matches, sql` OR `)})
    ),
    base AS (SELECT *, score + tier AS pre, tier >= 9 AS name_hit, (${priceOk}) AS ok_price FROM matched),
    -- The name rule needs the name's words one by one: it reorders only the best candidates.
    ranked AS (
      SELECT product_id, row_number() OVER (
        ORDER BY pre - (CASE WHEN name_hit THEN ${namePenalty(sql`top.name_terms`)} ELSE 0 END) DESC, published_at DESC, product_id DESC) AS pos
      FROM (SELECT * FROM base WHERE ${all} AND ok_price ${order} LIMIT ${RANK_CANDIDATES}) top, q
    )
    SELECT
      (SELECT count(*) FROM base) AS matched,
      (SELECT count(*) FROM base WHERE ${all} AND ok_price) AS total,
      (SELECT COALESCE(json_agg(product_id ORDER BY pos), '[]'::json) FROM (${sql.join(pages, sql` UNION ALL `)}) page) AS ids,
      (SELECT COALESCE(json_agg(json_build_array(category_id, n) ORDER BY n DESC, category_id), '[]'::json) FROM (
        SELECT category_id, count(*) AS n FROM base WHERE ${okExcept('ok_cat')} AND ok_price AND category_id IS NOT NULL
        GROUP BY category_id) c) AS categories,
      (SELECT json_agg(json_build_array(f, n) ORDER BY n DESC, f) FROM (
        SELECT f, count(*) AS n FROM base, unnest(base.facets) AS f WHERE ok_price AND (${facetCounts})
        GROUP BY f) x) AS facets,
      (SELECT json_build_array(min(price_incl), max(price_incl)) FROM base WHERE ${all}) AS price_range`,
  );

  return agg;
}
