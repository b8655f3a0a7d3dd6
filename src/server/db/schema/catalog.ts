/** Catalogue: categories, brands, products with translations, media, properties, kits, bumps (product reviews: ./reviews.ts). */
import { pgTable, serial, integer, text, varchar, boolean, timestamp, jsonb, primaryKey, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type LocalizedText } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    imageUrl: text('image_url'),
    /**
     * What the generated placeholder picture (/media/categories/{id}.svg) shows: a kind of the
     * media module's artwork (board, sensor, cable, …); null or unknown draws the generic one.
     */
    artwork: varchar('artwork', { length: 32 }),
    isActive: boolean('is_active').notNull().default(true),
    showInMenu: boolean('show_in_menu').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] }), uniqueIndex('category_translations_locale_slug_uq').on(t.locale, t.slug)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Variant rows point at their master product (master_product_variant_id in the API). */
    masterProductId: integer('master_product_id'),
    sku: text('sku').notNull().unique(),
    gtin: varchar('gtin', { length: 14 }),
    mpn: text('mpn'),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    priceCents: integer('price_cents').notNull(),
    /**
     * Price before a discount, excluding VAT; null when not discounted. Never shown: a
     * struck-through price is the lowest of the price history's 30 days (docs/prices-and-vat.md).
     */
    originalPriceCents: integer('original_price_cents'),
    /**
     * The was-price: the lowest price of the 30 days before the current price began, when above
     * it; null otherwise. Derived from `price_history` by a trigger on it (SQL function
     * `reference_price_of`, migration 0019; docs/prices-and-vat.md), never written by the shop.
     */
    referencePriceCents: integer('reference_price_cents'),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isComposite: boolean('is_composite').notNull().default(false),
    /** For variants: the attributes that tell them apart, e.g. { "kleur": "zwart" }. */
    variantAttributes: jsonb('variant_attributes').$type<Record<string, string>>(),
    weightGrams: integer('weight_grams'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_master_idx').on(t.masterProductId),
    index('products_gtin_idx').on(t.gtin),
    index('products_mpn_idx').on(t.mpn),
    index('products_published_idx').on(t.publishedAt),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] }), uniqueIndex('product_translations_locale_slug_uq').on(t.locale, t.slug)],
);

/** Extra category memberships besides the primary `products.category_id`. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    // A category's products by an index-only scan (category pages, docs/catalogue.md, filters and sorting).
    index('product_categories_category_product_idx').on(t.categoryId, t.productId),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    url: text('url').notNull(),
    alt: jsonb('alt').$type<LocalizedText>(),
  },
  (t) => [index('product_media_product_idx').on(t.productId, t.position)],
);

/** Filterable and displayed properties; `kleur` and `merk` are the search filters (docs/search.md). */
export const productProperties = pgTable(
  'product_properties',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    property: varchar('property', { length: 64 }).notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.property, t.locale] }),
    index('product_properties_filter_idx').on(t.property, t.locale, t.value),
    // A category page counts its products' values in one language by index-only scans, so its
    // cost follows the category's size, not the catalogue's (docs/catalogue.md, filters and sorting).
    index('product_properties_product_locale_idx').on(t.productId, t.locale, t.property, t.value),
  ],
);

/** Steps of a composite kit (docs/catalogue.md, kits). */
export const compositeSteps = pgTable(
  'composite_steps',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    quantityMin: integer('quantity_min').notNull().default(1),
    quantityMax: integer('quantity_max').notNull().default(1),
    optional: boolean('optional').notNull().default(false),
    infinite: boolean('infinite').notNull().default(false),
    discountPercent: integer('discount_percent').notNull().default(0),
  },
  (t) => [uniqueIndex('composite_steps_product_step_uq').on(t.productId, t.step)],
);

export const compositeStepProducts = pgTable(
  'composite_step_products',
  {
    stepId: integer('step_id')
      .notNull()
      .references(() => compositeSteps.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.stepId, t.productId] })],
);

/** Order bumps: an offer shown in the cart, optionally only when a trigger product is in it. */
export const orderBumps = pgTable('order_bumps', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  triggerProductId: integer('trigger_product_id').references(() => products.id, { onDelete: 'cascade' }),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>(),
  discountPercent: integer('discount_percent').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/**
 * Products shown with a product (docs/catalogue.md, related products): `accessory` for what goes
 * with it (a Raspberry Pi 5 → its Active Cooler, power supply, case, SD card), `related` for
 * alternatives. Staff order them by `position`; the product page fills up with products of the
 * same category after them.
 */
export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** accessory | related */
    kind: varchar('kind', { length: 16 }).notNull().default('accessory'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.linkedProductId] })],
);
