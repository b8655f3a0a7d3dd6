/** Customers, their addresses, tokens, password resets and favourites. */
import { pgTable, serial, integer, text, varchar, boolean, timestamp, smallint, uniqueIndex, index, char, uuid, jsonb } from 'drizzle-orm/pg-core';
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
  /** What the customer wants to hear about besides the newsletter (account notifications page). */
  notificationPreferences: jsonb('notification_preferences')
    .$type<NotificationPreferences>()
    .notNull()
    .default({ orderUpdates: true, backInStock: true, productNews: false, reviewRequests: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type NotificationPreferences = { orderUpdates: boolean; backInStock: boolean; productNews: boolean; reviewRequests: boolean };

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryId: char('country_id', { length: 2 })
      .notNull()
      .references(() => countries.id),
    company: text('company'),
    vatNumber: text('vat_number'),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    phone: text('phone'),
    /** 1 = validated by the back office, e.g. a checked EU VAT number (docs/accounts.md, addresses). */
    validated: smallint('validated').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

/**
 * Tokens of a login, stored only as SHA-256 hashes: a short-lived bearer ('access') and the
 * httpOnly cookie that renews it ('refresh'). One login is one family; logout revokes the family,
 * a password change or reset every family of the customer, and a refresh token used twice (a
 * stolen copy) its whole family.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    kind: varchar('kind', { length: 8 }).notNull().default('access'),
    familyId: uuid('family_id').notNull().defaultRandom(),
    /** "Remember me": the refresh token lives 30 days instead of 12 hours and survives the browser. */
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_customer_idx').on(t.customerId), index('auth_tokens_family_idx').on(t.familyId)],
);

/** Password reset requests: single use, stored hashed, valid for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_customer_product_uq').on(t.customerId, t.productId)],
);
