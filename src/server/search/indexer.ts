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
import type { Db } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { FACET_PROPERTIES, TEXT_SEARCH_CONFIG } from './terms.ts';

/** Executes SQL on a database or inside a transaction. */
type Executor = Pick<Db, 'execute'>;

const localesValues = sql.raw(
  `(VALUES ${Object.entries(TEXT_SEARCH_CONFIG).map(([l, cfg]) => `('${l}', '${cfg}'::regconfig)`).join(', ')}) AS l(locale, cfg)`,
);
const facetList = sql.raw(`ARRAY[${FACET_PROPERTIES.map((p) => `'${p}'`).join(',')}]::text[]`);
const fallback = sql`ARRAY[l.locale, 'nl', 'en', 'de']::text[]`;

/** Word separators for the vocabulary; letters of every script (ü, ß) stay inside words. */
const SEPARATORS = `[[:space:],.;:/()"'+&!?*%#|\\[\\]{}<>=_-]+`;

function documentsSql(where: SQL): SQL {
  return sql`
    INSERT INTO product_search (locale, product_id, name, document, search_text, codes, facets, category_id, category_ids, price_cents, published_at)
    SELECT l.locale, p.id, t.name,
      setweight(to_tsvector(l.cfg, concat_ws(' ', t.name, v.names)), 'A')
        || setweight(to_tsvector(l.cfg, concat_ws(' ', b.name, array_to_string(c.codes, ' '))), 'B')
        || setweight(to_tsvector(l.cfg, concat_ws(' ', cat.names, pr.texts)), 'C')
        || setweight(to_tsvector(l.cfg, concat_ws(' ', t.short_description, t.description)), 'D'),
      lower(concat_ws(' ', t.name, v.names, b.name, cat.names, pr.texts)),
      c.codes,
      COALESCE(pr.facets, ARRAY[]::text[]),
      p.category_id,
      COALESCE(cat.ids, ARRAY[]::integer[]),
      COALESCE(v.min_price, p.price_cents),
      p.published_at
    FROM products p
    CROSS JOIN ${localesValues}
    JOIN LATERAL (
      SELECT name, short_description, description FROM product_translations pt
      WHERE pt.product_id = p.id ORDER BY array_position(${fallback}, pt.locale) LIMIT 1
    ) t ON true
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN LATERAL (
      SELECT string_agg(vt.name, ' ') AS names, min(vp.price_cents) AS min_price
      FROM products vp
      JOIN LATERAL (SELECT name FROM product_translations x WHERE x.product_id = vp.id
                    ORDER BY array_position(${fallback}, x.locale) LIMIT 1) vt ON true
      WHERE vp.master_product_id = p.id AND vp.is_active
    ) v ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT lower(code)) FILTER (WHERE code IS NOT NULL AND code <> '') AS codes
      FROM products cp, unnest(ARRAY[cp.sku, cp.mpn, cp.gtin]) AS code
      WHERE cp.id = p.id OR (cp.master_product_id = p.id AND cp.is_active)
    ) c ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(ct.name, ' ') AS names, array_agg(DISTINCT pc.category_id) AS ids
      FROM product_categories pc
      JOIN LATERAL (SELECT name FROM category_translations x WHERE x.category_id = pc.category_id
                    ORDER BY array_position(${fallback}, x.locale) LIMIT 1) ct ON true
      WHERE pc.product_id = p.id
    ) cat ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT pp.value, ' ') AS texts,
        array_agg(DISTINCT pp.property || ':' || pp.value) FILTER (WHERE pp.property = ANY(${facetList})) AS facets
      FROM product_properties pp
      WHERE pp.locale = l.locale
        AND (pp.product_id = p.id OR pp.product_id IN (SELECT id FROM products WHERE master_product_id = p.id AND is_active))
    ) pr ON true
    WHERE p.is_active AND p.master_product_id IS NULL AND ${where}`;
}

const vocabularySql = (where: SQL) => sql`
  INSERT INTO search_vocabulary (locale, word)
  SELECT DISTINCT s.locale, w FROM product_search s,
    regexp_split_to_table(s.search_text, ${SEPARATORS}) AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$' AND ${where}
  ON CONFLICT DO NOTHING`;

/** Rebuilds both search tables from scratch (seed, repair). */
export async function rebuildSearchIndex(db: Executor): Promise<void> {
  await db.execute(sql`DELETE FROM product_search`);
  await db.execute(sql`DELETE FROM search_vocabulary`);
  await db.execute(documentsSql(sql`true`));
  await db.execute(vocabularySql(sql`true`));
}

/**
 * Re-indexes some products after they changed: pass master or single product ids; a variant's
 * id refreshes its master. The vocabulary only grows (a stale word costs nothing but a
 * correction candidate that finds no product).
 */
export async function refreshSearchIndex(db: Executor, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql`ARRAY[${sql.join(productIds.map((id) => sql`${id}`), sql`, `)}]::integer[]`;
  const owners = sql`(SELECT COALESCE(master_product_id, id) FROM products WHERE id = ANY(${ids}))`;
  await db.execute(sql`DELETE FROM product_search WHERE product_id IN ${owners}`);
  await db.execute(documentsSql(sql`p.id IN ${owners}`));
  await db.execute(vocabularySql(sql`s.product_id IN ${owners}`));
}

/** Fills the search tables of a catalogue seeded before they existed; a no-op otherwise. */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const [state] = await rows<{ products: boolean; indexed: boolean }>(db, sql`
    SELECT EXISTS (SELECT 1 FROM products) AS products, EXISTS (SELECT 1 FROM product_search) AS indexed`);
  if (!state?.products || state.indexed) return false;
  await db.transaction(async (tx) => rebuildSearchIndex(tx));
  return true;
}
