/** Shop-wide content: shop reviews, countries, offers, popular searches, payment methods, pages. */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, boolean, timestamp, smallint, uniqueIndex, index, char } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const shopReviews = pgTable(
  'shop_reviews',
  {
    id: serial('id').primaryKey(),
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body').notNull().default(''),
    locale: varchar('locale', { length: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_reviews_created_idx').on(t.createdAt)],
);

export const countries = pgTable('countries', {
  id: char('id', { length: 2 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameNl: text('name_nl').notNull(),
  nameDe: text('name_de').notNull(),
  phonecode: text('phonecode').notNull(),
  isEuMember: boolean('is_eu_member').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const offerBars = pgTable(
  'offer_bars',
  {
    id: serial('id').primaryKey(),
    locale: varchar('locale', { length: 2 }).notNull(),
    /** Trusted HTML written by shop staff; still sanitised on output. */
    content: text('content').notNull(),
    url: text('url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('offer_bars_locale_idx').on(t.locale)],
);

export const popularSearches = pgTable(
  'popular_searches',
  {
    id: serial('id').primaryKey(),
    locale: varchar('locale', { length: 2 }).notNull(),
    query: text('query').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('popular_searches_locale_query_uq').on(t.locale, t.query)],
);

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
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    /** Links the translations of one page together. */
    translationKey: text('translation_key').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    /** Path below the locale prefix without slashes at the ends, e.g. "service/warranty". */
    path: text('path').notNull(),
    title: text('title').notNull(),
    /** Trusted HTML written by shop staff. */
    body: text('body').notNull(),
    /** False while the page is a draft: shown only through a preview link (docs/catalogue.md, drafts). */
    isPublished: boolean('is_published').notNull().default(true),
    /** A published page with a time still to come goes live then; null: at once. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    shops: text('shops')
      .array()
      .notNull()
      .default(sql`ARRAY['nl','international']::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_pages_locale_path_uq').on(t.locale, t.path), uniqueIndex('content_pages_key_locale_uq').on(t.translationKey, t.locale)],
);
