/**
 * A category's product list with its filters (docs/catalogue.md, filters and sorting): the page
 * of cards, the total, the counts of every filter option, the in-stock count and the price range.
 *
 * One statement computes everything but the cards from one set (the category's sellable products,
 * its descendants' included, as product_categories keeps ancestor memberships), so the counts
 * always agree with the list. Facets are disjunctive: an option's count honours every filter but
 * its own property's (ticking "Goobay" still shows the other brands with their counts). A
 * master's options are its own properties and its active variants' (a colour lives on the
 * variants). The price is the one a card shows, incl. VAT of the page's region; stock and price
 * of a master are its own row's, as on its card. The cards of the page are a second query.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { ListingSort, ListingState } from '#src/lib/listing-url.ts';
import type { FacetCount } from '#src/lib/listing-facets.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { bigint, int } from '../db/decode.ts';
import { textArray } from '../db/sql-arrays.ts';
import { ttlCache } from '../cache.ts';
import { loadCards, type ProductCard } from './cards.ts';

/** 24 cards a page (docs/catalogue.md, categories). */
export const LISTING_PAGE_SIZE = 24;

export type ListingInput = {
  categoryId: number;
  locale: Locale;
  /** VAT of the page's region in basis points: prices are filtered and sorted incl. VAT, as shown. */
  vatRateBp: number;
  state: ListingState;
  /** The properties offered as filters; values of other properties are neither counted nor filtered. */
  propertyKeys: readonly string[];
  perPage?: number;
};

export type CategoryListing = {
  items: ProductCard[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
  /** Per property and value, and per property alone (value null: the products having it). */
  facets: FacetCount[];
  /** Products in stock among those every other filter lets through. */
  inStockCount: number;
  /** Lowest and highest price incl. VAT, in cents, before the price filter; null without products. */
  priceRange: { minCents: number; maxCents: number } | null;
};

const aggregateRow = z.object({
  total: bigint,
  ids: z.array(int),
  facets: z.array(z.tuple([z.string(), z.string().nullable(), int])),
  in_stock: bigint,
  price_range: z.tuple([int.nullable(), int.nullable()]),
});
type Aggregate = z.output<typeof aggregateRow>;

const ORDER: Record<ListingSort, SQL> = {
  // Reviews come from buyers (docs/reviews.md), so the most reviewed sell best; then the best rated, the newest.
  popular: sql`COALESCE(pop.n, 0) DESC, pop.rating DESC NULLS LAST, m.published_at DESC, m.id DESC`,
  'price-asc': sql`m.price_incl ASC, m.published_at DESC, m.id DESC`,
  'price-desc': sql`m.price_incl DESC, m.published_at DESC, m.id DESC`,
  newest: sql`m.published_at DESC, m.id DESC`,
};

function aggregateSql(input: ListingInput, perPage: number): SQL {
  const { state } = input;
  const rate = input.vatRateBp;
  const filtered = input.propertyKeys.filter((k) => (state.properties[k]?.length ?? 0) > 0);
  const okColumn = (i: number) => sql.raw(`ok_${i}`);

  // One flag per filtered property: the product has one of the chosen values.
  const flags = filtered.length
    ? sql`, flags AS (
        SELECT owner, ${sql.join(
          filtered.map((key, i) => sql`bool_or(property = ${key} AND value = ANY(${textArray(state.properties[key] ?? [])})) AS ${okColumn(i)}`),
          sql`, `,
        )}
        FROM props WHERE property = ANY(${textArray(filtered)}) GROUP BY owner)`
    : sql``;
  const flagColumns = filtered.map((_, i) => sql`, COALESCE(f.${okColumn(i)}, false) AS ${okColumn(i)}`);
  const priceBounds: SQL[] = [];
  if (state.minPrice !== null) priceBounds.push(sql`b.price_incl >= ${Math.round(state.minPrice * 100)}`);
  if (state.maxPrice !== null) priceBounds.push(sql`b.price_incl <= ${Math.round(state.maxPrice * 100)}`);

  const propsOk = filtered.length
    ? sql.join(
        filtered.map((_, i) => sql`m.${okColumn(i)}`),
        sql` AND `,
      )
    : sql`true`;
  const all = sql`${propsOk} AND m.ok_price AND m.ok_stock`;
  // A facet's options count over the products every filter but its own property's lets through.
  const facetOk = filtered.length
    ? sql.join(
        filtered.map((key, i) => sql`(x.property = ${key} OR m.${okColumn(i)})`),
        sql` AND `,
      )
    : sql`true`;
  const popularity =
    state.sort === 'popular'
      ? sql`LEFT JOIN (SELECT r.product_id, count(*) AS n, avg(r.rating) AS rating FROM product_reviews r
                       WHERE r.status = 'approved' AND r.product_id IN (SELECT m.id FROM matched m WHERE ${all})
                       GROUP BY r.product_id) pop ON pop.product_id = m.id`
      : sql``;
  const offset = (state.page - 1) * perPage;

  return sql`
    WITH base AS MATERIALIZED (
      SELECT p.id, p.published_at, p.stock > 0 AS in_stock,
        round(p.price_cents * (10000 + ${rate}) / 10000.0)::integer AS price_incl
      FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE pc.category_id = ${input.categoryId} AND p.is_active AND p.master_product_id IS NULL
    ),
    props AS MATERIALIZED (
      SELECT DISTINCT m.owner, pp.property, pp.value
      FROM (SELECT b.id AS owner, b.id FROM base b
            UNION ALL
            SELECT v.master_product_id, v.id FROM products v JOIN base b ON b.id = v.master_product_id WHERE v.is_active) m
      -- Per product by its index (OFFSET 0 keeps it a loop): a scan of the property's index would
      -- read the whole catalogue's values of those properties for one category.
      CROSS JOIN LATERAL (SELECT pp.property, pp.value FROM product_properties pp
                          WHERE pp.product_id = m.id AND pp.locale = ${input.locale} OFFSET 0) pp
      WHERE pp.property = ANY(${textArray(input.propertyKeys)})
    )${flags},
    matched AS MATERIALIZED (
      SELECT b.id, b.published_at, b.in_stock, b.price_incl,
        ${priceBounds.length ? sql.join(priceBounds, sql` AND `) : sql`true`} AS ok_price,
        ${state.inStock ? sql`b.in_stock` : sql`true`} AS ok_stock
        ${sql.join(flagColumns, sql``)}
      FROM base b ${filtered.length ? sql`LEFT JOIN flags f ON f.owner = b.id` : sql``}
    )
    SELECT
      (SELECT count(*) FROM matched m WHERE ${all}) AS total,
      (SELECT COALESCE(json_agg(id), '[]'::json) FROM (
        SELECT m.id FROM matched m ${popularity} WHERE ${all}
        ORDER BY ${ORDER[state.sort]} LIMIT ${perPage} OFFSET ${offset}) page) AS ids,
      (SELECT COALESCE(json_agg(json_build_array(property, value, n)), '[]'::json) FROM (
        SELECT x.property, x.value, count(*)::integer AS n FROM matched m JOIN props x ON x.owner = m.id
        WHERE m.ok_price AND m.ok_stock AND ${facetOk}
        GROUP BY GROUPING SETS ((x.property, x.value), (x.property))) f) AS facets,
      (SELECT count(*) FROM matched m WHERE ${propsOk} AND m.ok_price AND m.in_stock) AS in_stock,
      (SELECT json_build_array(min(m.price_incl), max(m.price_incl)) FROM matched m WHERE ${propsOk} AND m.ok_stock) AS price_range`;
}

async function loadAggregate(db: Queryable, input: ListingInput, perPage: number): Promise<Aggregate> {
  const [agg] = await rows(db, aggregateRow, aggregateSql(input, perPage));
  return agg ?? { total: 0, ids: [], facets: [], in_stock: 0, price_range: [null, null] };
}

function shaped(agg: Aggregate, items: ProductCard[], page: number, perPage: number): CategoryListing {
  const [minCents, maxCents] = agg.price_range;
  return {
    items,
    total: agg.total,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(agg.total / perPage)),
    facets: agg.facets.map(([property, value, count]) => ({ property, value, count })),
    inStockCount: agg.in_stock,
    priceRange: minCents === null || maxCents === null ? null : { minCents, maxCents },
  };
}

/** The list as the database holds it now (tests, and the cache's loads). */
export async function loadCategoryListing(db: Queryable, input: ListingInput): Promise<CategoryListing> {
  const perPage = input.perPage ?? LISTING_PAGE_SIZE;
  const agg = await loadAggregate(db, input, perPage);
  return shaped(agg, await loadCards(db, input.locale, agg.ids), input.state.page, perPage);
}

/**
 * Which products, their counts and the range, kept a minute per instance and question: the same
 * few categories, mostly unfiltered, make most of the traffic, and a big category costs tens of
 * milliseconds to count. The cards (price, stock) are always read fresh.
 */
const aggregateCache = ttlCache<string, Aggregate>(
  60_000,
  async (key) => {
    const input = JSON.parse(key) as ListingInput & { perPage: number };
    return loadAggregate(await db(), input, input.perPage);
  },
  1000,
);

function cacheKey(input: ListingInput, perPage: number): string {
  const properties: Record<string, string[]> = {};
  for (const key of input.propertyKeys) {
    const values = input.state.properties[key];
    if (values?.length) properties[key] = [...values].sort();
  }
  return JSON.stringify({ ...input, state: { ...input.state, properties }, perPage });
}

/** The category page's list (docs/catalogue.md, filters and sorting). */
export async function categoryListing(input: ListingInput): Promise<CategoryListing> {
  const perPage = input.perPage ?? LISTING_PAGE_SIZE;
  const agg = await aggregateCache.get(cacheKey(input, perPage));
  return shaped(agg, await loadCards(await db(), input.locale, agg.ids), input.state.page, perPage);
}
