/**
 * Product reviews (docs/reviews.md). They live here rather than with the catalogue because a
 * review written from an account names its customer, and the customers' module already depends
 * on the catalogue's.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    /** The product family's master (or the product itself without one): a colour variant is the same product to a reviewer. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The customer who wrote it from the account; null for imported and demo reviews. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    /** 1–5 stars. */
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body').notNull().default(''),
    locale: varchar('locale', { length: 2 }).notNull(),
    /** pending → approved | rejected (docs/reviews.md, moderation); only approved ones are shown. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId),
    // One review per product per customer; rows without a customer (imports) are not limited.
    uniqueIndex('product_reviews_customer_product_uq').on(t.customerId, t.productId),
    index('product_reviews_status_idx').on(t.status),
    // Count and average of the shown reviews per product by index-only scans (cards, the popular sort).
    index('product_reviews_approved_idx')
      .on(t.productId, t.rating)
      .where(sql`status = 'approved'`),
  ],
);
