/**
 * Seeds the products: their rows, translations, categories, media, properties and reviews, and
 * the price history the demo's discounts need.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import type { FlatCategory } from './data/categories.ts';
import type { ProductSpec } from './catalog.ts';
import type { SeedInsert } from './index.ts';
import { productReviews } from './reviews.ts';
import { LOCALES } from './util.ts';

/** Inserts a batch of product specs with everything that belongs to each product. */
export const productInserter =
  ({ insert, brandId, categoryByKey }: { insert: SeedInsert; brandId: (key: string) => number | null; categoryByKey: Map<string, FlatCategory> }) =>
  async (specs: ProductSpec[]) => {
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

/**
 * The trigger on products wrote each product's price as starting now. A shop shows a was-price
 * only from the price history (docs/prices-and-vat.md, was-prices), so a product the demo data
 * marks as discounted gets the history a migrated shop has (migration 0008): its earlier price
 * from 60 days ago, the current one from 14 days ago; any other product's price starts when it
 * was created. The dates count from the database's clock, not the seed's fixed one: a price
 * change later is written at the database's now(), and must come after the seeded history.
 */
export async function backdatePriceHistory(tx: Tx): Promise<void> {
  await tx.execute(sql`
    UPDATE price_history h
    SET valid_from = CASE WHEN p.original_price_cents > p.price_cents THEN now() - interval '14 days' ELSE LEAST(p.created_at, now()) END
    FROM products p WHERE p.id = h.product_id`);
  await tx.execute(sql`
    INSERT INTO price_history (product_id, price_cents, valid_from)
    SELECT id, original_price_cents, now() - interval '60 days' FROM products WHERE original_price_cents > price_cents`);
}
