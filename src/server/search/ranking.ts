/**
 * The one statement of a search (docs/search.md, ranking and facets): from the rows of
 * `product_search` that match a plan, the page of ids in rank order, the total, the category
 * counts, the kleur/merk counts and the price range, all from the same matched set. Facets are
 * disjunctive: a facet's counts ignore its own filter but honour every other one; the price range
 * ignores the price filter, so the slider keeps its bounds while it is dragged.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES, type Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows, rows } from '../db/query.ts';
import { bigint, int } from '../db/decode.ts';
import { intArray, textArray } from '../db/sql-arrays.ts';
import { FACET_PROPERTIES, TEXT_SEARCH_CONFIG, containsPatterns, escapeLike, type FacetProperty, type QueryTerms } from './terms.ts';
import type { Plan } from './plan.ts';
import { SAMPLE_BUCKETS } from './breadth.ts';
import type { SearchInput } from './search.ts';

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

/** One row: counts as int8, the rest built as JSON by the database. */
const aggregateRow = z.object({
  matched: bigint,
  total: bigint,
  ids: z.array(int),
  categories: z.array(z.tuple([int, int])),
  facets: z.array(z.tuple([z.string(), int])).nullable(),
  price_range: z.tuple([int.nullable(), int.nullable()]),
});
export type Aggregate = z.output<typeof aggregateRow>;

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

/**
 * A price including VAT in whole cents, rounded half away from zero as numeric `round` does (and
 * as the shop rounds everywhere), in integer arithmetic: on every matched row of a broad query
 * numeric division cost more than the rest of the price filter.
 */
function priceIncl(cents: SQL, rateBp: number): SQL {
  return sql`((${cents}::int8 * (10000 + ${rateBp}::integer) + (CASE WHEN ${cents} < 0 THEN -5000 ELSE 5000 END)) / 10000)::integer`;
}

/**
 * The sample of a very broad search in a locale (./breadth.ts): the condition of the sample's
 * partial indexes (src/server/db/schema/search.ts), so the plan reads those and only the sample's
 * rows. It names the locale inside, not as `m.locale = …`: with that beside it, PostgreSQL may
 * as well pick the locale's full index and drop the rows outside the sample one by one.
 */
const inSampleOf = (locale: Locale) =>
  sql`(CASE WHEN (hashint4(m.product_id) & ${sql.raw(String(SAMPLE_BUCKETS - 1))}) = 0 THEN m.locale END) = ${localeLiteral(locale)}`;

/**
 * What a sampled search matches (./breadth.ts): each alternative with its own locale condition, so
 * PostgreSQL reads one index per alternative. Beside the sample's rows, every product is asked
 * for an exact code, and for the first RANK_CANDIDATES names that start with what was typed, in
 * name order (`named`: the name itself first, then "raspberry pi 5 16gb", …), so the products a
 * shopper means by such a query are never left outside the sample. Only the sample's rows are
 * counted (`in_sample`), so the estimates stay the sample's times eight.
 */
function sampledMatch(plan: Plan, terms: QueryTerms, [words, code, text]: SQL[]): { named: SQL; where: SQL } {
  const locale = localeLiteral(plan.locale);
  const config = TEXT_SEARCH_CONFIG[plan.locale];
  const typed = terms.text;
  const named = sql`named AS (
      SELECT array_agg(product_id) AS ids FROM (
        SELECT n.product_id FROM product_search n
        WHERE n.locale = ${locale} AND lower(n.name) COLLATE "C" >= ${typed} AND lower(n.name) COLLATE "C" < ${`${typed}\u{10FFFF}`}
          AND n.document @@ to_tsquery(${config}::regconfig, ${plan.match})
        ORDER BY lower(n.name) COLLATE "C" LIMIT ${RANK_CANDIDATES}) first),`;
  const where = sql.join(
    [
      sql`(${inSampleOf(plan.locale)} AND ${words})`,
      sql`(m.locale = ${locale} AND ${code})`,
      sql`(m.locale = ${locale} AND m.product_id = ANY((SELECT ids FROM named)::integer[]))`,
      ...(text ? [sql`(${inSampleOf(plan.locale)} AND ${text})`] : []),
    ],
    sql` OR `,
  );
  return { named, where };
}

/** `sampled`: ask only the sample of the products (./breadth.ts); an exact code is found anyway. */
export async function aggregate(db: Queryable, input: SearchInput, terms: QueryTerms, plan: Plan, sampled = false): Promise<Aggregate | undefined> {
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
  const { named, where } = sampled
    ? sampledMatch(plan, terms, matches)
    : { named: sql``, where: sql`m.locale = ${localeLiteral(plan.locale)} AND (${sql.join(matches, sql` OR `)})` };
  const counted = sampled ? sql` AND in_sample` : sql``;
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
  // Without a property filter every value counts wherever the category filter lets its product
  // through: the array holds nothing but facet values (./indexer.ts), so none is told apart by
  // name. On a broad query that comparison was a fifth of the facets' time.
  const propertyFiltered = FACET_PROPERTIES.some((p) => input.properties[p]?.length);
  const facetCounts = propertyFiltered
    ? sql.join(
        FACET_PROPERTIES.map((p) => sql`(f LIKE ${`${p}:%`} AND ${okExcept(`ok_${p}`)})`),
        sql` OR `,
      )
    : sql`ok_cat`;
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
  const common = input.categories.length === 0 && priceBounds.length === 0 && !propertyFiltered && last <= RANK_CANDIDATES;
  const [agg] = await (common ? preparedRows : rows)(
    db,
    aggregateRow,
    sql`
    WITH q AS (
      SELECT to_tsquery(${config}::regconfig, ${plan.match}) AS tsq, to_tsquery(${config}::regconfig, ${plan.type}) AS type_q,
        to_tsquery(${config}::regconfig, ${plan.name}) AS name_q, to_tsquery(${config}::regconfig, ${plan.exact}) AS exact_q,
        to_tsquery(${config}::regconfig, ${plan.fits}) AS fits_q,
        tsvector_to_array(to_tsvector(${config}::regconfig, ${plan.lexemeText})) AS lexemes),
    ${named}
    matched AS MATERIALIZED (
      SELECT ${s}.product_id, ${s}.category_id, ${s}.facets, ${s}.published_at, m.name_terms,
        ${priceIncl(sql`${s}.price_cents`, rate)} AS price_incl,
        -- Scores in float8 throughout: numeric arithmetic on every matched row cost a seventh of a
        -- broad query's time.
        (CASE WHEN m.codes @> ARRAY[${terms.code}]::text[] THEN 100::float8 ELSE 0::float8 END)
          ${plan.fits ? sql`+ (CASE WHEN m.document @@ q.fits_q THEN 2::float8 ELSE 0::float8 END)` : sql``}
          + ts_rank(m.document, q.tsq, 1)
          -- Names that start with what was typed, the shortest (closest) first.
          + (CASE WHEN lower(m.name) LIKE ${`${escapeLike(terms.text)}%`} THEN 1::float8 - length(m.name) / 1000::float8 ELSE 0::float8 END) AS score,
        -- What was asked for is what the product is (name, brand, categories, properties: 8), not
        -- only something its description mentions; the name names it (+4, +½ with the last word
        -- complete). Substrings of that text count a little less. Names imply types: a name hit
        -- costs no second check.
        (CASE WHEN m.document @@ q.name_q THEN 12::float8 + (CASE WHEN m.document @@ q.exact_q THEN 0.5::float8 ELSE 0::float8 END)
          WHEN m.document @@ q.type_q THEN 8::float8 + (CASE WHEN ${inName} THEN 3::float8 ELSE 0::float8 END)
          WHEN ${inText} THEN 6::float8 + (CASE WHEN ${inName} THEN 3::float8 ELSE 0::float8 END)
          ELSE 0::float8 END) AS tier,
        ${categoryOk} AS ok_cat,${sampled ? sql` ${inSampleOf(plan.locale)} AS in_sample,` : sql``}
        ${sql.join(
          FACET_PROPERTIES.map((p) => sql`${propertyOk(p)} AS ${sql.raw(`ok_${p}`)}`),
          sql`, `,
        )}
      FROM ${from}, q
      WHERE ${where}
    ),
    base AS (SELECT *, score + tier AS pre, tier >= 9 AS name_hit, (${priceOk}) AS ok_price FROM matched),
    -- The name rule needs the name's words one by one: it reorders only the best candidates.
    ranked AS (
      SELECT product_id, row_number() OVER (
        ORDER BY pre - (CASE WHEN name_hit THEN ${namePenalty(sql`top.name_terms`)} ELSE 0 END) DESC, published_at DESC, product_id DESC) AS pos
      FROM (SELECT * FROM base WHERE ${all} AND ok_price ${order} LIMIT ${RANK_CANDIDATES}) top, q
    )
    SELECT
      (SELECT count(*) FROM base WHERE true${counted}) AS matched,
      (SELECT count(*) FROM base WHERE ${all} AND ok_price${counted}) AS total,
      (SELECT COALESCE(json_agg(product_id ORDER BY pos), '[]'::json) FROM (${sql.join(pages, sql` UNION ALL `)}) page) AS ids,
      (SELECT COALESCE(json_agg(json_build_array(category_id, n) ORDER BY n DESC, category_id), '[]'::json) FROM (
        SELECT category_id, count(*) AS n FROM base WHERE ${okExcept('ok_cat')} AND ok_price AND category_id IS NOT NULL${counted}
        GROUP BY category_id) c) AS categories,
      (SELECT json_agg(json_build_array(f, n) ORDER BY n DESC, f) FROM (
        SELECT f, count(*) AS n FROM base, unnest(base.facets) AS f WHERE ok_price AND (${facetCounts})${counted}
        GROUP BY f) x) AS facets,
      (SELECT json_build_array(min(price_incl), max(price_incl)) FROM base WHERE ${all}) AS price_range`,
  );

  return agg;
}
