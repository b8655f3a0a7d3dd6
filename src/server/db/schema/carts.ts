/** Carts, their lines and coupons, and the idempotency keys of cart writes. */
import { sql } from 'drizzle-orm';
import {
  check,
  pgTable,
  serial,
  integer,
  text,
  varchar,
  boolean,
  timestamp,
  jsonb,
  smallint,
  primaryKey,
  uniqueIndex,
  index,
  char,
  uuid,
  bigint,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { products, orderBumps } from './catalog.ts';
import { customers } from './customers.ts';

/** A cart belongs to a guest (opaque token in an httpOnly cookie, stored hashed) or a customer. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    customerId: integer('customer_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryId: char('country_id', { length: 2 }),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    /** Raised on every change, for optimistic concurrency and cache validation. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carts_updated_idx').on(t.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Normalised options (src/lib/cart/lines.ts): "" plain, a kit's parts "[id,id,…]", "bump:{id}" for an order bump's line. */
    options: text('options').notNull().default(''),
    compositeData: jsonb('composite_data'),
    bumpId: integer('bump_id').references(() => orderBumps.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_line_uq').on(t.cartId, t.productId, t.options), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);

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

export const cartAdjustments = pgTable(
  'cart_adjustments',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('cart_adjustments_cart_coupon_uq').on(t.cartId, t.couponId)],
);

/**
 * Keys of add-to-cart requests a browser may retry after a lost answer (Idempotency-Key
 * header): a key seen before on the cart is answered without adding again; the same key with
 * another request (told by its hash) is refused. Kept a day.
 */
export const cartRequestKeys = pgTable(
  'cart_request_keys',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    /** SHA-256 of what the request asked (product, quantity, options). */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.key] }), index('cart_request_keys_created_idx').on(t.createdAt)],
);
