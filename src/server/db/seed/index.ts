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
import { countryRows } from './data/countries.ts';
import { COMPOSITES, ORDER_BUMPS } from './data/kits.ts';
import { COUPONS, OFFER_BARS, PAYMENT_METHODS, POPULAR_SEARCHES } from './data/misc.ts';
import { CONTENT_PAGES } from './data/pages.ts';
import { PRODUCT_LINKS } from './data/links.ts';
import { buildCuratedCatalog, createCatalogContext } from './catalog.ts';
import type { ProductSpec } from './catalog.ts';
import { syntheticProducts } from './synthetic.ts';
import { productReviews, shopReviews } from './reviews.ts';
import { LOCALES, chunk, daysBefore, slugify } from './util.ts';
import { rebuildSearchIndex } from '#src/server/search/indexer.ts';
import { seedCustomers } from './customers.ts';
import { seedDownloads, seedOrders } from './orders.ts';

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

    await insert(
      'categories',
      s.categories,
      categories.map((c) => ({
        id: c.id,
        parentId: c.parentId,
        position: c.position,
        imageUrl: `/media/categories/${c.id}.svg`,
        artwork: c.kind,
        createdAt: daysBefore(800),
      })),
    );
    await insert(
      'category_translations',
      s.categoryTranslations,
      categories.flatMap((c) =>
        LOCALES.map((locale) => ({
          categoryId: c.id,
          locale,
          name: c.def.name[locale],
          slug: c.def.slug[locale],
          description: c.def.description[locale],
          metaTitle: c.def.name[locale],
          metaDescription: c.def.description[locale],
        })),
      ),
    );
    await insert('countries', s.countries, countryRows());
    await insert(
      'offer_bars',
      s.offerBars,
      LOCALES.flatMap((locale) => OFFER_BARS[locale].map((o) => ({ locale, ...o }))),
    );
    await insert(
      'popular_searches',
      s.popularSearches,
      LOCALES.flatMap((locale) => POPULAR_SEARCHES[locale].map((query, position) => ({ locale, query, position }))),
    );
    await insert(
      'payment_methods',
      s.paymentMethods,
      PAYMENT_METHODS.map((p, position) => ({ ...p, imageUrl: `/media/payment/${p.id}.svg`, position })),
    );
    await insert(
      'coupons',
      s.coupons,
      COUPONS.map((c) => ({
        code: c.code,
        type: c.type,
        amount: c.amount,
        minOrderCents: c.minOrderCents ?? 0,
        startsAt: c.startsAt ? new Date(c.startsAt) : null,
        endsAt: c.endsAt ? new Date(c.endsAt) : null,
        usageLimit: c.usageLimit ?? null,
        timesUsed: c.timesUsed ?? 0,
        isActive: c.isActive ?? true,
        createdAt: daysBefore(400),
      })),
    );
    await insert(
      'content_pages',
      s.contentPages,
      CONTENT_PAGES.flatMap((p) =>
        LOCALES.map((locale) => ({
          translationKey: p.key,
          locale,
          ...p.locales[locale],
          isPublished: !p.draft,
          updatedAt: daysBefore(30),
        })),
      ),
    );
    log(`reference data done; inserting ${total} products`);

    const insertProducts = async (specs: ProductSpec[]) => {
      await insert(
        'products',
        s.products,
        specs.map((p) => ({
          id: p.id,
          masterProductId: p.masterId,
          sku: p.sku,
          gtin: p.gtin,
          mpn: p.mpn,
          brandId: brandId(p.brandKey),
          categoryId: categoryByKey.get(p.categoryKey)?.id ?? null,
          priceCents: p.priceCents,
          originalPriceCents: p.originalPriceCents,
          stock: p.stock,
          isActive: true,
          isComposite: p.isComposite,
          variantAttributes: p.variantAttributes,
          weightGrams: p.weightGrams,
          publishedAt: p.publishedAt,
          createdAt: p.publishedAt,
          updatedAt: p.publishedAt,
        })),
      );
      await insert(
        'product_translations',
        s.productTranslations,
        specs.flatMap((p) =>
          LOCALES.map((locale) => ({
            productId: p.id,
            locale,
            name: p.name[locale],
            slug: p.slug[locale],
            shortDescription: p.short[locale],
            description: p.description[locale],
          })),
        ),
      );
      await insert(
        'product_categories',
        s.productCategories,
        specs.flatMap((p) => (categoryByKey.get(p.categoryKey)?.path ?? []).map((categoryId) => ({ productId: p.id, categoryId }))),
      );
      await insert(
        'product_media',
        s.productMedia,
        specs.flatMap((p) =>
          Array.from({ length: p.imageCount }, (_, i) => ({
            productId: p.id,
            position: i,
            url: `/media/products/${p.sku}-${i + 1}.svg`,
            alt:
              i === 0
                ? p.name
                : {
                    en: `${p.name.en} – ${i === 1 ? 'detail view' : 'packaging'}`,
                    nl: `${p.name.nl} – ${i === 1 ? 'detailweergave' : 'verpakking'}`,
                    de: `${p.name.de} – ${i === 1 ? 'Detailansicht' : 'Verpackung'}`,
                  },
          })),
        ),
      );
      await insert(
        'product_properties',
        s.productProperties,
        specs.flatMap((p) =>
          p.props.flatMap((prop, position) =>
            LOCALES.map((locale) => ({ productId: p.id, property: prop.property, locale, value: prop.value[locale], position })),
          ),
        ),
      );
      await insert(
        'product_reviews',
        s.productReviews,
        // Demo reviews are shown as they are; reviews written from an account wait for moderation.
        specs.flatMap((p) => productReviews(p.sku, p.publishedAt).map((r) => ({ productId: p.id, status: 'approved', ...r }))),
      );
    };

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

    const idBySku = new Map(curated.map((p) => [p.sku, p.id]));
    const id = (sku: string) => {
      const found = idBySku.get(sku);
      if (found === undefined) throw new Error(`Seed data: unknown SKU ${sku}`);
      return found;
    };
    for (const kit of COMPOSITES) {
      const steps = await tx
        .insert(s.compositeSteps)
        .values(
          kit.steps.map((step, i) => ({
            productId: id(kit.sku),
            step: i + 1,
            title: step.title,
            quantityMin: step.min,
            quantityMax: step.max,
            optional: step.optional ?? false,
            infinite: step.infinite ?? false,
            discountPercent: step.discount,
          })),
        )
        .returning({ id: s.compositeSteps.id, step: s.compositeSteps.step });
      summary.composite_steps += steps.length;
      await insert(
        'composite_step_products',
        s.compositeStepProducts,
        kit.steps.flatMap((step, i) => {
          const stepId = steps.find((r) => r.step === i + 1)?.id as number;
          const def = step.optional ? null : (step.default ?? step.products[0]);
          return step.products.map((sku, position) => ({ stepId, productId: id(sku), position, isDefault: sku === def }));
        }),
      );
    }
    await insert(
      'order_bumps',
      s.orderBumps,
      ORDER_BUMPS.map((b, position) => ({
        productId: id(b.product),
        triggerProductId: b.trigger ? id(b.trigger) : null,
        title: b.title,
        description: b.description,
        discountPercent: b.discount,
        isActive: b.active ?? true,
        position,
      })),
    );
    await insert(
      'product_links',
      s.productLinks,
      PRODUCT_LINKS.flatMap((l) => [
        ...(l.accessories ?? []).map((sku, position) => ({ productId: id(l.sku), linkedProductId: id(sku), kind: 'accessory', position })),
        ...(l.related ?? []).map((sku, position) => ({ productId: id(l.sku), linkedProductId: id(sku), kind: 'related', position })),
      ]),
    );
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

/**
 * The trigger on products wrote each product's price as starting now. A shop shows a was-price
 * only from the price history (docs/prices-and-vat.md, was-prices), so a product the demo data
 * marks as discounted gets the history a migrated shop has (migration 0008): its earlier price
 * from 60 days ago, the current one from 14 days ago; any other product's price starts when it
 * was created. The dates count from the database's clock, not the seed's fixed one: a price
 * change later is written at the database's now(), and must come after the seeded history.
 */
async function backdatePriceHistory(tx: Tx): Promise<void> {
  await tx.execute(sql`
    UPDATE price_history h
    SET valid_from = CASE WHEN p.original_price_cents > p.price_cents THEN now() - interval '14 days' ELSE LEAST(p.created_at, now()) END
    FROM products p WHERE p.id = h.product_id`);
  await tx.execute(sql`
    INSERT INTO price_history (product_id, price_cents, valid_from)
    SELECT id, original_price_cents, now() - interval '60 days' FROM products WHERE original_price_cents > price_cents`);
}

async function assertEmpty(tx: Tx): Promise<void> {
  const checks = SEEDED_TABLES.map((t) => `SELECT '${t}' AS name WHERE EXISTS (SELECT 1 FROM ${t})`).join(' UNION ALL ');
  const result = await tx.execute(sql.raw(checks));
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ name: string }> }).rows) as Array<{ name: string }>;
  if (rows.length) {
    throw new Error(`The database already has seed data (${rows.map((r) => r.name).join(', ')}); reset it first (cli: --reset).`);
  }
}
