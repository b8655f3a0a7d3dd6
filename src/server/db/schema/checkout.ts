/**
 * What the checkout reads and keeps besides orders: delivery methods and their rates per
 * destination, the draft of a checkout in progress, VIES answers, and the price history that
 * the "lowest price of the last 30 days" rule needs (docs/checkout.md).
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, boolean, timestamp, jsonb, index, char, uuid, uniqueIndex, smallint, check } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type LocalizedText } from './columns.ts';
import { carts } from './carts.ts';
import { products } from './catalog.ts';

export const deliveryMethods = pgTable('delivery_methods', {
  id: varchar('id', { length: 32 }).primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  carrier: text('carrier').notNull(),
  /** A pick-up point at the shop's own address: nothing is shipped. */
  isPickup: boolean('is_pickup').notNull().default(false),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * A method's price to one destination, excl. VAT; country '*' is every destination without a
 * row of its own. From `free_from_incl_cents` (goods after discount, as charged) it costs
 * nothing. Days are working days after shipping.
 */
export const deliveryRates = pgTable(
  'delivery_rates',
  {
    id: serial('id').primaryKey(),
    methodId: varchar('method_id', { length: 32 })
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    countryId: char('country_id', { length: 2 }).notNull(),
    priceCents: integer('price_cents').notNull(),
    freeFromInclCents: integer('free_from_incl_cents'),
    minDays: smallint('min_days').notNull().default(1),
    maxDays: smallint('max_days').notNull().default(1),
  },
  (t) => [uniqueIndex('delivery_rates_method_country_uq').on(t.methodId, t.countryId), check('delivery_rates_price_check', sql`${t.priceCents} >= 0`)],
);

/**
 * A checkout in progress, one per cart: the steps the shopper completed (details, delivery,
 * payment method), each checked when it was saved. The guard reads it to send a shopper to the
 * first step still open; placing the order checks everything again. Goes with its cart.
 */
export const checkoutDrafts = pgTable('checkout_drafts', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});

/** Answers of the EU's VIES service per VAT number, kept a day so a checkout asks once. */
export const vatNumberChecks = pgTable('vat_number_checks', {
  vatNumber: varchar('vat_number', { length: 20 }).primaryKey(),
  status: varchar('status', { length: 12 }).notNull(),
  name: text('name'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every price a product had and since when, written by a trigger on products (migration 0008),
 * so no code path can change a price without leaving its trace. A struck-through "was" price
 * is the lowest price of the 30 days before the current price started (docs/prices-and-vat.md).
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.validFrom)],
);
