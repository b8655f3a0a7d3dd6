/**
 * The one database schema (PostgreSQL dialect, run by PGlite and PostgreSQL alike).
 * Money is integer cents excluding VAT; translations live in `*_translations` tables keyed by
 * locale so slugs can be unique per locale and searched per language.
 * Later issues extend this file and add migrations; applied migrations are never edited.
 */
import { sql } from 'drizzle-orm';
import {
  pgTable, serial, integer, text, varchar, boolean, timestamp, jsonb, smallint, primaryKey,
  uniqueIndex, index, char, uuid, bigint, customType,
} from 'drizzle-orm/pg-core';

export type LocalizedText = { en: string; nl: string; de: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  position: integer('position').notNull().default(0),
  imageUrl: text('image_url'),
  isActive: boolean('is_active').notNull().default(true),
  showInMenu: boolean('show_in_menu').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [index('categories_parent_idx').on(t.parentId, t.position)]);

export const categoryTranslations = pgTable('category_translations', {
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  locale: varchar('locale', { length: 2 }).notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description').notNull().default(''),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
}, (t) => [
  primaryKey({ columns: [t.categoryId, t.locale] }),
  uniqueIndex('category_translations_locale_slug_uq').on(t.locale, t.slug),
]);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  /** Variant rows point at their master product (spec: master_product_variant_id). */
  masterProductId: integer('master_product_id'),
  sku: text('sku').notNull().unique(),
  gtin: varchar('gtin', { length: 14 }),
  mpn: text('mpn'),
  brandId: integer('brand_id').references(() => brands.id),
  categoryId: integer('category_id').references(() => categories.id),
  priceCents: integer('price_cents').notNull(),
  /** Price before a discount, excluding VAT; null when not discounted. */
  originalPriceCents: integer('original_price_cents'),
  stock: integer('stock').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  isComposite: boolean('is_composite').notNull().default(false),
  /** For variants: the attributes that tell them apart, e.g. { "kleur": "zwart" }. */
  variantAttributes: jsonb('variant_attributes').$type<Record<string, string>>(),
  weightGrams: integer('weight_grams'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('products_category_idx').on(t.categoryId),
  index('products_master_idx').on(t.masterProductId),
  index('products_gtin_idx').on(t.gtin),
  index('products_mpn_idx').on(t.mpn),
  index('products_published_idx').on(t.publishedAt),
]);

export const productTranslations = pgTable('product_translations', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  locale: varchar('locale', { length: 2 }).notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  shortDescription: text('short_description').notNull().default(''),
  description: text('description').notNull().default(''),
}, (t) => [
  primaryKey({ columns: [t.productId, t.locale] }),
  uniqueIndex('product_translations_locale_slug_uq').on(t.locale, t.slug),
]);

/** Extra category memberships besides the primary `products.category_id`. */
export const productCategories = pgTable('product_categories', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)]);

export const productMedia = pgTable('product_media', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  url: text('url').notNull(),
  alt: jsonb('alt').$type<LocalizedText>(),
}, (t) => [index('product_media_product_idx').on(t.productId, t.position)]);

/** Filterable and displayed properties; `kleur` and `merk` are the search filters (spec §2). */
export const productProperties = pgTable('product_properties', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  property: varchar('property', { length: 64 }).notNull(),
  locale: varchar('locale', { length: 2 }).notNull(),
  value: text('value').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.productId, t.property, t.locale] }),
  index('product_properties_filter_idx').on(t.property, t.locale, t.value),
]);

/** Steps of a composite kit (spec §3 composite definition). */
export const compositeSteps = pgTable('composite_steps', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  step: integer('step').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  quantityMin: integer('quantity_min').notNull().default(1),
  quantityMax: integer('quantity_max').notNull().default(1),
  optional: boolean('optional').notNull().default(false),
  infinite: boolean('infinite').notNull().default(false),
  discountPercent: integer('discount_percent').notNull().default(0),
}, (t) => [uniqueIndex('composite_steps_product_step_uq').on(t.productId, t.step)]);

export const compositeStepProducts = pgTable('composite_step_products', {
  stepId: integer('step_id').notNull().references(() => compositeSteps.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.stepId, t.productId] })]);

/** Order bumps: an offer shown in the cart, optionally only when a trigger product is in it. */
export const orderBumps = pgTable('order_bumps', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  triggerProductId: integer('trigger_product_id').references(() => products.id, { onDelete: 'cascade' }),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>(),
  discountPercent: integer('discount_percent').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const productReviews = pgTable('product_reviews', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  author: text('author').notNull(),
  /** 1–5 stars. */
  rating: smallint('rating').notNull(),
  title: text('title'),
  body: text('body').notNull().default(''),
  locale: varchar('locale', { length: 2 }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('product_reviews_product_idx').on(t.productId)]);

// ── Search (derived data, rebuilt from the catalogue by src/server/search/indexer.ts) ───────

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per sellable product (masters and single products, not variants) and locale: the
 * full-text document in that locale's text-search configuration, the lower-cased text for
 * trigram matching, exact codes (SKU, MPN, GTIN of the product and its variants), facet values
 * ("kleur:zwart", "merk:Raspberry Pi") and the lowest price, so a search reads one table.
 */
export const productSearch = pgTable('product_search', {
  locale: varchar('locale', { length: 2 }).notNull(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  document: tsvector('document').notNull(),
  searchText: text('search_text').notNull(),
  codes: text('codes').array().notNull(),
  facets: text('facets').array().notNull(),
  /** The primary (leaf) category, for the category facet. */
  categoryId: integer('category_id'),
  /** Every category the product is listed in (leaf and ancestors), for the category filter. */
  categoryIds: integer('category_ids').array().notNull(),
  /** Lowest active price excluding VAT (a master's cheapest variant). */
  priceCents: integer('price_cents').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.locale, t.productId] }),
  index('product_search_document_idx').using('gin', t.document),
  index('product_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  index('product_search_codes_idx').using('gin', t.codes),
  index('product_search_categories_idx').using('gin', t.categoryIds),
]);

/** Words of product names, brands and categories per locale: the dictionary for typo correction. */
export const searchVocabulary = pgTable('search_vocabulary', {
  locale: varchar('locale', { length: 2 }).notNull(),
  word: text('word').notNull(),
}, (t) => [
  primaryKey({ columns: [t.locale, t.word] }),
  index('search_vocabulary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

// ── Shop-wide content ──────────────────────────────────────────────────────────────────────

/** Reviews of the shop as a whole; rating on a 1–10 scale as the review site uses. */
export const shopReviews = pgTable('shop_reviews', {
  id: serial('id').primaryKey(),
  author: text('author').notNull(),
  rating: smallint('rating').notNull(),
  title: text('title'),
  body: text('body').notNull().default(''),
  locale: varchar('locale', { length: 2 }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('shop_reviews_created_idx').on(t.createdAt)]);

export const countries = pgTable('countries', {
  id: char('id', { length: 2 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameNl: text('name_nl').notNull(),
  nameDe: text('name_de').notNull(),
  phonecode: text('phonecode').notNull(),
  isEuMember: boolean('is_eu_member').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const offerBars = pgTable('offer_bars', {
  id: serial('id').primaryKey(),
  locale: varchar('locale', { length: 2 }).notNull(),
  /** Trusted HTML written by shop staff; still sanitised on output. */
  content: text('content').notNull(),
  url: text('url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
}, (t) => [index('offer_bars_locale_idx').on(t.locale)]);

export const popularSearches = pgTable('popular_searches', {
  id: serial('id').primaryKey(),
  locale: varchar('locale', { length: 2 }).notNull(),
  query: text('query').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('popular_searches_locale_query_uq').on(t.locale, t.query)]);

export const paymentMethods = pgTable('payment_methods', {
  id: varchar('id', { length: 64 }).primaryKey(),
  name: text('name').notNull(),
  /** Two-letter country codes, or 'ALL'. */
  countries: text('countries').array().notNull(),
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Database-managed content pages (beside the Markdown pages under src/content). */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  /** Links the translations of one page together. */
  translationKey: text('translation_key').notNull(),
  locale: varchar('locale', { length: 2 }).notNull(),
  /** Path below the locale prefix without slashes at the ends, e.g. "service/warranty". */
  path: text('path').notNull(),
  title: text('title').notNull(),
  /** Trusted HTML written by shop staff. */
  body: text('body').notNull(),
  isPublished: boolean('is_published').notNull().default(true),
  shops: text('shops').array().notNull().default(sql`ARRAY['nl','international']::text[]`),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('content_pages_locale_path_uq').on(t.locale, t.path),
  uniqueIndex('content_pages_key_locale_uq').on(t.translationKey, t.locale),
]);

// ── Customers, carts, favourites ────────────────────────────────────────────────────────────

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** Normalised: trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  accountType: varchar('account_type', { length: 16 }).notNull().default('individual'),
  locale: varchar('locale', { length: 2 }).notNull().default('nl'),
  newsletter: boolean('newsletter').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const customerAddresses = pgTable('customer_addresses', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  countryId: char('country_id', { length: 2 }).notNull().references(() => countries.id),
  company: text('company'),
  vatNumber: text('vat_number'),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  phone: text('phone'),
  /** 1 = validated (spec §3), e.g. a checked EU VAT number. */
  validated: smallint('validated').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('customer_addresses_customer_idx').on(t.customerId)]);

/** Bearer tokens, stored only as SHA-256 hashes. */
export const authTokens = pgTable('auth_tokens', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('auth_tokens_customer_idx').on(t.customerId)]);

/** A cart belongs to a guest (opaque token in an httpOnly cookie, stored hashed) or a customer. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: varchar('token_hash', { length: 64 }).unique(),
  customerId: integer('customer_id').unique().references(() => customers.id, { onDelete: 'cascade' }),
  countryId: char('country_id', { length: 2 }),
  locale: varchar('locale', { length: 2 }).notNull().default('en'),
  /** Raised on every change, for optimistic concurrency and cache validation. */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable('cart_items', {
  id: serial('id').primaryKey(),
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id),
  quantity: integer('quantity').notNull(),
  /** Options as the client sent them, normalised; composites carry "[id,id,…]". */
  options: text('options').notNull().default(''),
  compositeData: jsonb('composite_data'),
  bumpId: integer('bump_id').references(() => orderBumps.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('cart_items_line_uq').on(t.cartId, t.productId, t.options)]);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; codes are matched case-insensitively. */
  code: varchar('code', { length: 64 }).notNull().unique(),
  /** 1 fixed amount (cents incl. VAT), 2 percentage (basis points, 1000 = 10 %). */
  type: smallint('type').notNull(),
  amount: integer('amount').notNull(),
  minOrderCents: integer('min_order_cents').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  timesUsed: integer('times_used').notNull().default(0),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const cartAdjustments = pgTable('cart_adjustments', {
  id: serial('id').primaryKey(),
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
}, (t) => [uniqueIndex('cart_adjustments_cart_coupon_uq').on(t.cartId, t.couponId)]);

export const favorites = pgTable('favorites', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('favorites_customer_product_uq').on(t.customerId, t.productId)]);
