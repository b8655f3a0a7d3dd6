/**
 * Product search (docs/search.md; GET /api/search).
 *
 * One filtered pass over `product_search` yields the page, the total, the category counts, the
 * kleur/merk counts and the price range, so facets always agree with the hits. Facets are
 * disjunctive: a facet's counts ignore its own filter (choosing "zwart" still shows "wit" with
 * its count) but honour every other filter. The price range ignores the price filter, so the
 * slider keeps its bounds while it is dragged.
 *
 * Matching: full-text in the page's language (stemming), the last word as a prefix while
 * typing, spelling corrections from the vocabulary (trigram similarity), words inside compounds
 * (trigram-indexed LIKE) and exact SKU/MPN/GTIN, which rank first.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { bigint, int } from '../db/decode.ts';
import { ttlCache } from '../cache.ts';
import {
  FACET_PROPERTIES,
  TEXT_SEARCH_CONFIG,
  containsPatterns,
  correctable,
  escapeLike,
  parseQuery,
  tsqueryText,
  type FacetProperty,
  type QueryTerms,
} from './terms.ts';
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
 * Searches as typed first; only when nothing at all matches (before filters) are spelling
 * corrections looked up and the search repeated with them, so a correct word is never widened
 * into look-alikes ("steckernetzteil" must not also find "stecker").
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

/** Drops cached results in this instance (after the index changed); others expire within a minute. */
export function forgetSearchResults(): void {
  resultCache.clear();
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
  let agg = await aggregate(conn, input, terms, noFixes);
  if ((agg?.matched ?? 0) === 0) {
    fixes = await corrections(input.locale, terms);
    if (fixes.size > 0) agg = await aggregate(conn, input, terms, fixes);
  }
  const total = agg?.total ?? 0;
  const [products, categories] = await Promise.all([
    loadSearchProducts(conn, input.locale, agg?.ids ?? []),
    loadFacetCategories(conn, input.locale, agg?.categories ?? []),
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
  };
}

async function aggregate(db: Queryable, input: SearchInput, terms: QueryTerms, fixes: ReadonlyMap<string, string>): Promise<Aggregate | undefined> {
  const tsquery = tsqueryText(terms.words, fixes, terms.lastIsPrefix);
  const patterns = containsPatterns(terms.words);
  const rate = input.vatRateBp;

  const matches: SQL[] = [sql`s.document @@ q.tsq`, sql`s.codes @> ARRAY[${terms.code}]::text[]`];
  if (patterns.length)
    matches.push(
      sql`(${sql.join(
        patterns.map((p) => sql`s.search_text LIKE ${p}`),
        sql` AND `,
      )})`,
    );

  const propertyOk = (name: FacetProperty): SQL => {
    const values = input.properties[name] ?? [];
    return values.length ? sql`s.facets && ${textArray(values.map((v) => `${name}:${v}`))}` : sql`true`;
  };
  const categoryOk = input.categories.length ? sql`s.category_ids && ${intArray(input.categories)}` : sql`true`;
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

  const [agg] = await rows(
    db,
    aggregateRow,
    sql`
    WITH q AS (SELECT to_tsquery(${TEXT_SEARCH_CONFIG[input.locale]}::regconfig, ${tsquery}) AS tsq),
    matched AS MATERIALIZED (
      SELECT s.product_id, s.category_id, s.facets, s.published_at,
        round(s.price_cents * (10000 + ${rate}) / 10000.0)::integer AS price_incl,
        (CASE WHEN s.codes @> ARRAY[${terms.code}]::text[] THEN 10 ELSE 0 END)
          + ts_rank(s.document, q.tsq, 1)
          -- Names that start with what was typed come first, the shortest (closest) first; cheaper
          -- per row than trigram similarity, which cost more than the rest of the query together.
          + (CASE WHEN lower(s.name) LIKE ${`${escapeLike(terms.text)}%`} THEN 1.0 - length(s.name) / 1000.0 ELSE 0 END) AS rank,
        ${categoryOk} AS ok_cat,
        ${sql.join(
          FACET_PROPERTIES.map((p) => sql`${propertyOk(p)} AS ${sql.raw(`ok_${p}`)}`),
          sql`, `,
        )}
      FROM product_search s, q
      WHERE s.locale = ${input.locale} AND (${sql.join(matches, sql` OR `)})
    ),
    base AS (SELECT *, (${priceOk}) AS ok_price FROM matched)
    SELECT
      (SELECT count(*) FROM base) AS matched,
      (SELECT count(*) FROM base WHERE ${all} AND ok_price) AS total,
      (SELECT COALESCE(json_agg(product_id), '[]'::json) FROM (
        SELECT product_id FROM base WHERE ${all} AND ok_price
        ORDER BY rank DESC, published_at DESC, product_id DESC LIMIT ${input.perPage} OFFSET ${offset}) page) AS ids,
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
