/**
 * Builds the search tables (`product_search`, `search_vocabulary`) from the catalogue. They are
 * derived data: the seed rebuilds them completely, a change to some products refreshes just those
 * (`refreshSearchIndex(db, ids)`), and start-up fills them when a database predates them.
 *
 * Order (docs/search.md, the search table): the vocabulary first (the words of names, brands,
 * categories and property values, with how many products use each), then every vocabulary word
 * split into its parts when it is a compound (./compounds.ts, in this process), then the
 * documents, which index each compound of a name, category or property value together with its
 * parts.
 *
 * Document weights: A name (with variant names), B brand and codes, C categories and property
 * values, D short and long description. Each locale is indexed with its own text-search
 * configuration so "kabels" stems to "kabel" (dutch) and "Netzteile" to "netzteil" (german).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { localeFallback } from '../db/locale-order.ts';
import { CONNECTORS, FACET_PROPERTIES, TEXT_SEARCH_CONFIG } from './terms.ts';
import { splitCompound, vocabularyOf } from './compounds.ts';
import { forgetSearchResults } from './search.ts';

const locales = sql.raw(
  `l(locale, cfg) AS (VALUES ${Object.entries(TEXT_SEARCH_CONFIG)
    .map(([l, cfg]) => `('${l}', '${cfg}'::regconfig)`)
    .join(', ')})`,
);
const facetList = sql.raw(`ARRAY[${FACET_PROPERTIES.map((p) => `'${p}'`).join(',')}]::text[]`);
const fallback = (column: string) => sql`array_position(${localeFallback(sql.raw('l.locale'))}, ${sql.raw(column)})`;

/**
 * Word separators for the vocabulary; letters of every script (ü, ß) stay inside words. Texts are
 * split with `unnest(regexp_split_to_array(…))`, which the planner counts as a few words, not a
 * thousand (`regexp_split_to_table`): estimates that high made PostgreSQL compile the rebuild's
 * statements with JIT, which cost more than running them.
 */
const SEPARATORS = `[[:space:],.;:/()"'+&!?*%#|\\[\\]{}<>=_-]+`;

/**
 * `text` with the parts of its compounds added, for a CTE of rows with `locale` and the `key`
 * columns: one hash join of the text's words with the vocabulary.
 * @example "Temperatuur & luchtvochtigheid" → "Temperatuur & luchtvochtigheid lucht vochtigheid"
 */
const withParts = (from: SQL, key: string, text: string) => sql`
  SELECT ${sql.raw(key)}, x.locale, concat_ws(' ', x.${sql.raw(text)}, string_agg(v.parts, ' ')) AS ${sql.raw(text)}
  FROM (${from}) x
  LEFT JOIN LATERAL unnest(regexp_split_to_array(lower(x.${sql.raw(text)}), ${SEPARATORS})) AS w ON true
  LEFT JOIN search_vocabulary v ON v.locale = x.locale AND v.word = w AND v.parts IS NOT NULL
  GROUP BY ${sql.raw(key)}, x.locale, x.${sql.raw(text)}`;

/** Everything of a name from "for"/"voor"/"für" on: what the product fits, not what it is. */
const connectorTail = `\\s(${[...new Set(Object.values(CONNECTORS).flat())].join('|')})\\s.*$`;

/**
 * Which products a statement indexes: a chunk of a full rebuild (an id range) or the few products
 * a refresh names. They select their members differently (scopeSql).
 */
type Scope = { kind: 'chunk' | 'few'; where: SQL };

/**
 * Set-based on purpose: every aggregate (variants, codes, categories, properties) is one GROUP BY
 * joined by hash, so 100 000 products index in seconds; per-row subqueries took minutes.
 * `scope` holds the owners (masters and single products) being indexed; `members` those owners
 * and their active variants. A refresh finds its members with two index look-ups, which
 * PostgreSQL counts as the few rows they are; the one `OR` condition a rebuild's chunk uses was
 * estimated as a large share of the catalogue, so a refresh of one product hashed every
 * translation and property (about a second at 100 000 products, docs/search.md). The chunks keep
 * the `OR`: the two look-ups made a rebuild's plans time out in the test template's seed
 * (ADR 0005).
 */
function scopeSql({ kind, where }: Scope): SQL {
  const members =
    kind === 'few'
      ? sql`
      SELECT p.id, p.id AS owner, false AS is_variant FROM products p WHERE p.id IN (SELECT id FROM scope)
      UNION ALL
      SELECT p.id, p.master_product_id, true FROM products p WHERE p.is_active AND p.master_product_id IN (SELECT id FROM scope)`
      : sql`
      SELECT p.id, COALESCE(p.master_product_id, p.id) AS owner, p.master_product_id IS NOT NULL AS is_variant
      FROM products p
      WHERE (p.master_product_id IS NULL AND p.id IN (SELECT id FROM scope))
        OR (p.is_active AND p.master_product_id IN (SELECT id FROM scope))`;
  return sql`
    ${locales},
    scope AS (SELECT p.id FROM products p WHERE p.is_active AND p.master_product_id IS NULL AND ${where}),
    members AS (${members})`;
}

function documentsSql(scope: Scope): SQL {
  return sql`
    WITH ${scopeSql(scope)},
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
    -- Category names and property values repeat across products: their compounds are split once each.
    category_names AS MATERIALIZED (${withParts(
      sql`
        SELECT DISTINCT ON (ct.category_id, l.locale) ct.category_id, l.locale, ct.name
        FROM category_translations ct CROSS JOIN l
        ORDER BY ct.category_id, l.locale, ${fallback('ct.locale')}`,
      'x.category_id',
      'name',
    )}),
    cats AS (
      SELECT pc.product_id, cn.locale, string_agg(cn.name, ' ' ORDER BY pc.category_id) AS names, array_agg(pc.category_id ORDER BY pc.category_id) AS ids
      FROM product_categories pc JOIN scope ON scope.id = pc.product_id JOIN category_names cn ON cn.category_id = pc.category_id
      GROUP BY pc.product_id, cn.locale
    ),
    property_values AS MATERIALIZED (${withParts(
      sql`SELECT DISTINCT pp.locale, pp.value, pp.value AS text FROM product_properties pp JOIN members m ON m.id = pp.product_id`,
      'x.value',
      'text',
    )}),
    props AS (
      SELECT m.owner, pp.locale, string_agg(DISTINCT pv.text, ' ') AS texts,
        array_agg(DISTINCT pp.property || ':' || pp.value) FILTER (WHERE pp.property = ANY(${facetList})) AS facets
      FROM product_properties pp JOIN members m ON m.id = pp.product_id
      JOIN property_values pv ON pv.locale = pp.locale AND pv.value = pp.value
      GROUP BY m.owner, pp.locale
    ),
    -- Names word by word: the parts of their compounds (weight A), and the master's name with each
    -- compound replaced by its parts, for the name terms.
    name_words AS (
      SELECT m.owner, n.locale, NOT m.is_variant AS own, w.word, w.ord, v.parts
      FROM names n JOIN members m ON m.id = n.product_id
      CROSS JOIN LATERAL unnest(regexp_split_to_array(lower(n.name), ${SEPARATORS})) WITH ORDINALITY AS w(word, ord)
      LEFT JOIN search_vocabulary v ON v.locale = n.locale AND v.word = w.word
      WHERE w.word <> ''
    ),
    name_parts AS (
      SELECT owner, locale, string_agg(parts, ' ') AS parts,
        ' ' || string_agg(COALESCE(parts, word), ' ' ORDER BY ord) FILTER (WHERE own) || ' ' AS words
      FROM name_words GROUP BY owner, locale
    ),
    brand_terms AS MATERIALIZED (
      SELECT b.id, l.locale, tsvector_to_array(to_tsvector(l.cfg, b.name)) AS terms FROM brands b CROSS JOIN l
    )
    INSERT INTO product_search (locale, product_id, name, name_terms, document, search_text, codes, facets, category_id, category_ids, price_cents, published_at)
    SELECT l.locale, p.id, n.name,
      ARRAY(SELECT unnest(tsvector_to_array(to_tsvector(l.cfg, regexp_replace(COALESCE(np.words, ''), ${connectorTail}, ''))))
            EXCEPT SELECT unnest(bt.terms)),
      setweight(to_tsvector(l.cfg, concat_ws(' ', n.name, v.names, np.parts)), 'A')
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
    LEFT JOIN brand_terms bt ON bt.id = p.brand_id AND bt.locale = l.locale
    LEFT JOIN variants v ON v.owner = p.id AND v.locale = l.locale
    LEFT JOIN codes c ON c.owner = p.id
    LEFT JOIN cats cat ON cat.product_id = p.id AND cat.locale = l.locale
    LEFT JOIN props pr ON pr.owner = p.id AND pr.locale = l.locale
    LEFT JOIN name_parts np ON np.owner = p.id AND np.locale = l.locale
    -- A locale's rows together: a search reads its locale's pages, not every page.
    ORDER BY l.locale, p.id`;
}

/**
 * The words of the products in scope — names (masters and variants), brands, categories and
 * property values — per locale, with how many of those products use each; stop words of the
 * locale and bare numbers left out. A word already known keeps its count, or with `add` (the
 * chunks of a rebuild, which never share a product) adds to it. Answers the words it inserted.
 */
function vocabularySql(scope: Scope, { add = false } = {}): SQL {
  return sql`
    WITH ${scopeSql(scope)},
    texts AS (
      SELECT m.owner, pt.locale, pt.name AS text FROM product_translations pt JOIN members m ON m.id = pt.product_id
      UNION ALL
      SELECT m.owner, pp.locale, pp.value FROM product_properties pp JOIN members m ON m.id = pp.product_id
      UNION ALL
      SELECT pc.product_id, ct.locale, ct.name FROM product_categories pc JOIN scope ON scope.id = pc.product_id
        JOIN category_translations ct ON ct.category_id = pc.category_id
      UNION ALL
      SELECT p.id, l.locale, b.name FROM products p JOIN scope ON scope.id = p.id JOIN brands b ON b.id = p.brand_id CROSS JOIN l
    ),
    words AS (
      SELECT t.locale, w AS word, count(DISTINCT t.owner) AS products
      FROM texts t, unnest(regexp_split_to_array(lower(t.text), ${SEPARATORS})) AS w
      WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
      GROUP BY t.locale, w
    )
    INSERT INTO search_vocabulary (locale, word, products)
    SELECT w.locale, w.word, w.products FROM words w JOIN l ON l.locale = w.locale
    WHERE to_tsvector(l.cfg, w.word) <> ''::tsvector
    ON CONFLICT (locale, word) DO ${add ? sql`UPDATE SET products = search_vocabulary.products + excluded.products` : sql`NOTHING`}
    RETURNING locale, word`;
}

const wordRow = z.object({ locale: z.enum(Object.keys(TEXT_SEARCH_CONFIG) as [Locale, ...Locale[]]), word: z.string() });
const vocabularyRow = wordRow.extend({ products: int });

/** Vocabulary words are split in batches of this many per UPDATE. */
const SPLIT_BATCH = 500;

/**
 * Splits vocabulary words that are compounds (./compounds.ts) and stores their parts, against
 * the whole vocabulary of their locale. `only`: just these words (the ones a refresh added).
 */
async function splitVocabulary(db: Queryable, only?: z.output<typeof wordRow>[]): Promise<void> {
  if (only && only.length === 0) return;
  const entries = await rows(db, vocabularyRow, sql`SELECT locale, word, products FROM search_vocabulary WHERE word ~ '^[[:alpha:]]+$'`);
  const byLocale = new Map<Locale, [string, number][]>();
  for (const e of entries) {
    const list = byLocale.get(e.locale) ?? [];
    list.push([e.word, e.products]);
    byLocale.set(e.locale, list);
  }
  const vocabularies = new Map([...byLocale].map(([locale, list]) => [locale, vocabularyOf(list)]));
  const split: { locale: Locale; word: string; parts: string }[] = [];
  for (const { locale, word } of only ?? entries) {
    const vocabulary = vocabularies.get(locale);
    const parts = vocabulary && splitCompound(word, vocabulary, locale);
    if (parts) split.push({ locale, word, parts: parts.join(' ') });
  }
  for (let i = 0; i < split.length; i += SPLIT_BATCH) {
    const batch = split.slice(i, i + SPLIT_BATCH);
    await db.execute(sql`
      UPDATE search_vocabulary v SET parts = x.parts
      FROM (VALUES ${sql.join(
        batch.map((b) => sql`(${b.locale}, ${b.word}, ${b.parts})`),
        sql`, `,
      )}) AS x(locale, word, parts)
      WHERE v.locale = x.locale AND v.word = x.word`);
  }
}

/**
 * Products (by id range) per statement of a full rebuild, so each statement stays well inside
 * the time limits of the shop's connections (src/server/db/client.ts) on a large catalogue.
 */
const REBUILD_CHUNK = 250;

const idRange = z.object({ lo: int.nullable(), hi: int.nullable() });

/**
 * The rebuild's statements are planned from estimates far above what they do (a CTE per chunk
 * counts as the whole catalogue), which made PostgreSQL compile them with JIT for longer than
 * they run. Transaction-local: call inside a transaction.
 */
const withoutJit = (db: Queryable) => db.execute(sql`SET LOCAL jit = off`);

/** Rebuilds both search tables from scratch (seed, repair). Call it inside a transaction. */
export async function rebuildSearchIndex(db: Queryable): Promise<void> {
  await withoutJit(db);
  await db.execute(sql`DELETE FROM product_search`);
  await db.execute(sql`DELETE FROM search_vocabulary`);
  const [range] = await rows(db, idRange, sql`SELECT min(id) AS lo, max(id) AS hi FROM products WHERE master_product_id IS NULL`);
  const chunks: Scope[] = [];
  for (let lo = range?.lo ?? 1; lo <= (range?.hi ?? 0); lo += REBUILD_CHUNK)
    chunks.push({ kind: 'chunk', where: sql`p.id BETWEEN ${lo} AND ${lo + REBUILD_CHUNK - 1}` });
  for (const chunk of chunks) await db.execute(vocabularySql(chunk, { add: true }));
  await splitVocabulary(db);
  // Statistics of the fresh vocabulary and of the catalogue (a seed inserted it in this very
  // transaction), so the documents' joins are planned from what the tables hold.
  await db.execute(sql`ANALYZE search_vocabulary, products, product_translations, product_properties, product_categories`);
  for (const chunk of chunks) await db.execute(documentsSql(chunk));
  await mergePendingEntries(db);
  forgetSearchResults();
}

/**
 * A GIN index takes new entries into a pending list first (`fastupdate`), which every search
 * reads through entry by entry until a vacuum merges it into the index. After a bulk insert
 * that list holds the whole catalogue: at 10 000 products it made every search read some 800
 * pages more (docs/search.md, speed). The rebuild merges it at once.
 */
async function mergePendingEntries(db: Queryable): Promise<void> {
  await db.execute(sql`
    SELECT gin_clean_pending_list(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE a.amname = 'gin' AND i.indrelid IN ('product_search'::regclass, 'search_vocabulary'::regclass)`);
}

/**
 * Re-indexes some products after they changed: pass master or single product ids; a variant's
 * id refreshes its master. The vocabulary only grows (a stale word costs nothing but a
 * correction candidate that finds no product); its new words are split against it, while the
 * product counts and the splits of words already there wait for the next full rebuild.
 */
export async function refreshSearchIndex(db: Queryable, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql`ARRAY[${sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const owners = sql`(SELECT COALESCE(master_product_id, id) FROM products WHERE id = ANY(${ids}))`;
  // One transaction: a search never sees the products gone between delete and insert.
  await db.transaction(async (tx) => {
    await withoutJit(tx);
    await tx.execute(sql`DELETE FROM product_search WHERE product_id IN ${owners}`);
    const scope: Scope = { kind: 'few', where: sql`p.id IN ${owners}` };
    const added = await rows(tx, wordRow, vocabularySql(scope));
    await splitVocabulary(tx, added);
    await tx.execute(documentsSql(scope));
  });
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
