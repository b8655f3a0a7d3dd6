/** Customers, tokens, carts, coupons and favourites. */
import { pgTable, serial, integer, text, varchar, boolean, timestamp, jsonb, smallint, uniqueIndex, index, char, uuid, bigint } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { products, orderBumps } from './catalog.ts';
import { countries } from './content.ts';

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
