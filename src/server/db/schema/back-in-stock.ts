/** "Tell me when it is back": sign-ups for an out-of-stock product (docs/catalogue.md, back in stock). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

/**
 * One sign-up per customer and product, or per guest e-mail and product, while it is open:
 * `pending` (a guest who has not used the link in the confirmation mail yet) → `active` → `notified`
 * once the mail went out (or `skipped` when the customer had switched these mails off), or `removed`
 * by the customer. A guest's confirmation token is stored only as its SHA-256.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The customer who asked while logged in; null for a guest. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** A guest's address (trimmed, lower-cased); a customer's mail goes to the account's address. */
    email: text('email'),
    /** The language of the page the sign-up came from: the mail's language. */
    locale: varchar('locale', { length: 2 }).notNull(),
    /** nl | international: the shop whose link the mail carries, and its origin at the time. */
    shop: varchar('shop', { length: 16 }).notNull(),
    origin: text('origin').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the stock returned and the mail went out (or was skipped). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open sign-up per customer and product, and per guest address and product.
    uniqueIndex('back_in_stock_customer_open_uq')
      .on(t.customerId, t.productId)
      .where(sql`${t.status} IN ('pending', 'active') AND ${t.customerId} IS NOT NULL`),
    uniqueIndex('back_in_stock_guest_open_uq')
      .on(t.email, t.productId)
      .where(sql`${t.status} IN ('pending', 'active') AND ${t.customerId} IS NULL`),
    uniqueIndex('back_in_stock_token_uq').on(t.confirmTokenHash),
    // The sweep looks for open sign-ups of products in stock.
    index('back_in_stock_open_idx')
      .on(t.productId)
      .where(sql`${t.status} = 'active'`),
  ],
);
