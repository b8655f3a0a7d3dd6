/**
 * Deterministic seed: catalogue, shop content and reference data in one transaction.
 * No network, no clock, no Math.random: the same options always give the same database (but for
 * the dates of the price history, which follow the database's clock: backdatePriceHistory).
 * Large counts (options.products) add synthetic products generated from templates.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client.ts';
import * as s from '../schema.ts';
import { BRANDS } from './data/brands.ts';
import { flattenCategories } from './data/categories.ts';
import { buildCuratedCatalog, createCatalogContext } from './catalog.ts';
import type { ProductSpec } from './catalog.ts';
import { syntheticProducts } from './synthetic.ts';
import { shopReviews } from './reviews.ts';
import { chunk, slugify } from './util.ts';
import { rebuildSearchIndex } from '#src/server/search/indexer.ts';
import { seedCustomers } from './customers.ts';
import { seedDownloads, seedOrders } from './orders.ts';
import { seedReferenceData } from './reference.ts';
import { backdatePriceHistory, productInserter } from './products.ts';
import { seedKitsAndLinks } from './kits.ts';

/** Every table the seed fills, in an order that respects foreign keys. */
export const SEEDED_TABLES = [
  'brands',
  'categories',
  'category_translations',
  'countries',
  'offer_bars',
  'popular_searches',
  'payment_methods',
  'coupons',
  'content_pages',
  'products',
  'product_translations',
  'product_categories',
  'product_media',
  'product_properties',
  'product_reviews',
  'composite_steps',
  'composite_step_products',
  'order_bumps',
  'shop_reviews',
  'customers',
  'customer_addresses',
  'orders',
  'order_items',
  'product_downloads',
  'product_links',
] as const;

export type SeededTable = (typeof SEEDED_TABLES)[number];
export type SeedSummary = Record<SeededTable, number>;

export type SeedOptions = {
  /** Total rows in `products` (masters, variants and kits included); default and minimum: the curated catalogue. */
  products?: number;
  log?: (msg: string) => void;
  /**
   * The demo customers (published passwords) with their orders and personal coupons; default
   * false: only the embedded demo, tests and benchmarks ask for them (README: DEMO_ACCOUNTS).
   */
  demoCustomers?: boolean;
};

/** Inserts rows in chunks and counts them in the summary. */
export type SeedInsert = (name: SeededTable, table: PgTable, rows: object[]) => Promise<void>;

const MAX_ROWS = 1000;
const PRODUCT_CHUNK = 500;

/** Number of products in the curated catalogue (the default and the minimum for options.products). */
export function curatedProductCount(): number {
  return buildCuratedCatalog(createCatalogContext()).length;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: s.products.id }).from(s.products).limit(1);
  return rows.length === 0;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const ctx = createCatalogContext();
  const curated = buildCuratedCatalog(ctx);
  const total = options.products ?? curated.length;
  if (!Number.isSafeInteger(total) || total < curated.length) {
    throw new RangeError(`options.products must be an integer of at least ${curated.length} (the curated catalogue), got ${String(options.products)}`);
  }
  const summary = Object.fromEntries(SEEDED_TABLES.map((t) => [t, 0])) as SeedSummary;
  const categories = flattenCategories();
  const categoryByKey = new Map(categories.map((c) => [c.key, c]));

  await db.transaction(async (tx) => {
    const insert = async (name: SeededTable, table: PgTable, rows: object[]) => {
      for (const part of chunk(rows, MAX_ROWS)) await tx.insert(table).values(part as never);
      summary[name] += rows.length;
    };

    await assertEmpty(tx);

    const brandRows = await tx
      .insert(s.brands)
      .values(Object.values(BRANDS).map((name) => ({ name, slug: slugify(name) })))
      .returning({ id: s.brands.id, name: s.brands.name });
    summary.brands = brandRows.length;
    const brandIdByName = new Map(brandRows.map((b) => [b.name, b.id]));
    const brandId = (key: string) => brandIdByName.get(BRANDS[key] ?? '') ?? null;

    await seedReferenceData({ insert, categories });
    log(`reference data done; inserting ${total} products`);

    const insertProducts = productInserter({ insert, brandId, categoryByKey });

    for (const part of chunk(curated, PRODUCT_CHUNK)) await insertProducts(part);
    let batch: ProductSpec[] = [];
    let nextLog = 10_000;
    for (const spec of syntheticProducts(ctx, total - curated.length)) {
      batch.push(spec);
      if (batch.length === PRODUCT_CHUNK) {
        await insertProducts(batch);
        batch = [];
        if (summary.products >= nextLog) {
          log(`products ${summary.products}/${total}`);
          nextLog += 10_000;
        }
      }
    }
    if (batch.length) await insertProducts(batch);
    await backdatePriceHistory(tx);

    await seedKitsAndLinks(tx, { insert, summary, products: curated });
    await insert('shop_reviews', s.shopReviews, shopReviews());
    await seedDownloads({ insert, products: curated });
    if (options.demoCustomers === true) {
      const customerIds = await seedCustomers(tx, { insert: (name, table, rows) => insert(name as SeededTable, table, rows) });
      await seedOrders(tx, { insert, customerIds, products: curated });
    }

    // Explicit ids were used for categories and products: move their sequences past them.
    for (const table of ['categories', 'products']) {
      await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT COALESCE(MAX(id), 1) FROM ${table}))`));
    }
    log('catalogue inserted; building the search index');
    await rebuildSearchIndex(tx);
    log('search index built');
  });
  log('seed committed');
  // The purge triggers logged a tag for every product and category written: thousands of rows that
  // every instance would read again at each poll for a minute (docs/page-cache.md, invalidation).
  // A seeded database was empty, so no page of it was kept anywhere; reseeding one in use purges
  // every page instead (the seed command's --reset).
  await db.execute(sql`DELETE FROM page_cache_purges`);
  // Planner statistics for the fresh rows: PGlite runs no autovacuum, and without them a
  // category page or a search picks plans several times slower.
  await db.execute(sql`ANALYZE`);
  log('statistics updated');
  return summary;
}

async function assertEmpty(tx: Tx): Promise<void> {
  const checks = SEEDED_TABLES.map((t) => `SELECT '${t}' AS name WHERE EXISTS (SELECT 1 FROM ${t})`).join(' UNION ALL ');
  const result = await tx.execute(sql.raw(checks));
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ name: string }> }).rows) as Array<{ name: string }>;
  if (rows.length) {
    throw new Error(`The database already has seed data (${rows.map((r) => r.name).join(', ')}); reset it first (cli: --reset).`);
  }
}
