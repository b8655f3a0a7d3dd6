/**
 * Builds the search tables (`product_search`, `search_vocabulary`) from the catalogue. They are
 * derived data: the seed rebuilds them completely, a change to some products refreshes just those
 * (`refreshSearchIndex(db, ids)`), and start-up fills them when a database predates them.
 *
 * Document weights: A name (with variant names), B brand and codes, C categories and property
 * values, D short and long description. Each locale is indexed with its own text-search
 * configuration so "kabels" stems to "kabel" (dutch) and "Netzteile" to "netzteil" (german).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { localeFallback } from '../db/locale-order.ts';
import { FACET_PROPERTIES, TEXT_SEARCH_CONFIG } from './terms.ts';
import { forgetSearchResults } from './search.ts';

const locales = sql.raw(
  `l(locale, cfg) AS (VALUES ${Object.entries(TEXT_SEARCH_CONFIG)
    .map(([l, cfg]) => `('${l}', '${cfg}'::regconfig)`)
    .join(', ')})`,
);
const facetList = sql.raw(`ARRAY[${FACET_PROPERTIES.map((p) => `'${p}'`).join(',')}]::text[]`);
const fallback = (column: string) => sql`array_position(${localeFallback(sql.raw('l.locale'))}, ${sql.raw(column)})`;

/** Word separators for the vocabulary; letters of every script (ü, ß) stay inside words. */
const SEPARATORS = `[[:space:],.;:/()"'+&!?*%#|\\[\\]{}<>=_-]+`;

/**
 * Set-based on purpose: every aggregate (variants, codes, categories, properties) is one GROUP BY
 * joined by hash, so 100 000 products index in seconds; per-row subqueries took minutes.
 * `scope` holds the owners (masters and single products) being indexed.
 */
function documentsSql(scope: SQL): SQL {
  return sql`
    WITH ${locales},
    scope AS (SELECT p.id FROM products p WHERE p.is_active AND p.master_product_id IS NULL AND ${scope}),
    members AS (
      SELECT p.id, COALESCE(p.master_product_id, p.id) AS owner, p.master_product_id IS NOT NULL AS is_variant
      FROM products p
      WHERE COALESCE(p.master_product_id, p.id) IN (SELECT id FROM scope) AND (p.master_product_id IS NULL OR p.is_active)
    ),
    names AS (
      SELECT DISTINCT ON (pt.product_id, l.locale) pt.product_id, l.locale, pt.name, pt.short_description, pt.description
      FROM product_translations pt JOIN members m ON m.id = pt.product_id CROSS JOIN l
      ORDER BY pt.product_id, l.locale, ${fallback('pt.locale')}
    ),
    variants AS (
      SELECT m.owner, n.locale, string_agg(n.name, ' ' ORDER BY v.id) AS names, min(v.price_cents) AS min_price
      FROM members m JOIN products v ON v.id = m.id JOIN names n ON n.product_id = m.id
      WHERE m.is_variant GROUP BY m.owner, n.locale
    ),
    codes AS (
      SELECT m.owner, array_agg(DISTINCT lower(code)) AS codes
      FROM members m JOIN products c ON c.id = m.id, unnest(ARRAY[c.sku, c.mpn, c.gtin]) AS code
      WHERE code IS NOT NULL AND code <> '' GROUP BY m.owner
    ),
    category_names AS (
      SELECT DISTINCT ON (ct.category_id, l.locale) ct.category_id, l.locale, ct.name
      FROM category_translations ct CROSS JOIN l
      ORDER BY ct.category_id, l.locale, ${fallback('ct.locale')}
    ),
    cats AS (
      SELECT pc.product_id, cn.locale, string_agg(cn.name, ' ' ORDER BY pc.category_id) AS names, array_agg(pc.category_id ORDER BY pc.category_id) AS ids
      FROM product_categories pc JOIN scope ON scope.id = pc.product_id JOIN category_names cn ON cn.category_id = pc.category_id
      GROUP BY pc.product_id, cn.locale
    ),
    props AS (
      SELECT m.owner, pp.locale, string_agg(DISTINCT pp.value, ' ') AS texts,
        array_agg(DISTINCT pp.property || ':' || pp.value) FILTER (WHERE pp.property = ANY(${facetList})) AS facets
      FROM product_properties pp JOIN members m ON m.id = pp.product_id
      GROUP BY m.owner, pp.locale
    )
    INSERT INTO product_search (locale, product_id, name, document, search_text, codes, facets, category_id, category_ids, price_cents, published_at)
    SELECT l.locale, p.id, n.name,
      setweight(to_tsvector(l.cfg, concat_ws(' ', n.name, v.names)), 'A')
        || setweight(to_tsvector(l.cfg, concat_ws(' ', b.name, array_to_string(c.codes, ' '))), 'B')
        || setweight(to_tsvector(l.cfg, concat_ws(' ', cat.names, pr.texts)), 'C')
        || setweight(to_tsvector(l.cfg, concat_ws(' ', n.short_description, n.description)), 'D'),
      lower(concat_ws(' ', n.name, v.names, b.name, cat.names, pr.texts)),
      COALESCE(c.codes, ARRAY[]::text[]),
      COALESCE(pr.facets, ARRAY[]::text[]),
      p.category_id,
      COALESCE(cat.ids, ARRAY[]::integer[]),
      COALESCE(v.min_price, p.price_cents),
      p.published_at
    FROM products p
    JOIN scope ON scope.id = p.id
    CROSS JOIN l
    JOIN names n ON n.product_id = p.id AND n.locale = l.locale
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN variants v ON v.owner = p.id AND v.locale = l.locale
    LEFT JOIN codes c ON c.owner = p.id
    LEFT JOIN cats cat ON cat.product_id = p.id AND cat.locale = l.locale
    LEFT JOIN props pr ON pr.owner = p.id AND pr.locale = l.locale`;
}

const vocabularySql = (where: SQL) => sql`
  INSERT INTO search_vocabulary (locale, word)
  SELECT DISTINCT s.locale, w FROM product_search s,
    regexp_split_to_table(s.search_text, ${SEPARATORS}) AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$' AND ${where}
  ON CONFLICT DO NOTHING`;

/**
 * Rebuilds both search tables from scratch (seed, repair). Call it inside a transaction: the
 * statement time limit of the shop's connections (5 s, src/server/db/client.ts) is lifted for
 * that transaction alone, since a large catalogue takes longer than a request ever may.
 */
export async function rebuildSearchIndex(db: Queryable): Promise<void> {
  await db.execute(sql`SET LOCAL statement_timeout = 0`);
  await db.execute(sql`DELETE FROM product_search`);
  await db.execute(sql`DELETE FROM search_vocabulary`);
  await db.execute(documentsSql(sql`true`));
  await db.execute(vocabularySql(sql`true`));
  forgetSearchResults();
}

/**
 * Re-indexes some products after they changed: pass master or single product ids; a variant's
 * id refreshes its master. The vocabulary only grows (a stale word costs nothing but a
 * correction candidate that finds no product).
 */
export async function refreshSearchIndex(db: Queryable, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql`ARRAY[${sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const owners = sql`(SELECT COALESCE(master_product_id, id) FROM products WHERE id = ANY(${ids}))`;
  await db.execute(sql`DELETE FROM product_search WHERE product_id IN ${owners}`);
  await db.execute(documentsSql(sql`p.id IN ${owners}`));
  await db.execute(vocabularySql(sql`s.product_id IN ${owners}`));
  forgetSearchResults();
}

const stateRow = z.object({ products: z.boolean(), indexed: z.boolean() });

/** Fills the search tables of a catalogue seeded before they existed; a no-op otherwise. */
export async function ensureSearchIndex(db: Queryable): Promise<boolean> {
  const [state] = await rows(
    db,
    stateRow,
    sql`
    SELECT EXISTS (SELECT 1 FROM products) AS products, EXISTS (SELECT 1 FROM product_search) AS indexed`,
  );
  if (!state?.products || state.indexed) return false;
  await db.transaction(async (tx) => rebuildSearchIndex(tx));
  await db.execute(sql`ANALYZE product_search, search_vocabulary`);
  return true;
}
