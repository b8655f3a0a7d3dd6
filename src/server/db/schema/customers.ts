/** Customers, their addresses, tokens and favourites. */
import { pgTable, serial, integer, text, varchar, boolean, timestamp, smallint, uniqueIndex, index, char } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { products } from './catalog.ts';
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

export const favorites = pgTable('favorites', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('favorites_customer_product_uq').on(t.customerId, t.productId)]);
