/**
 * Orders and what hangs off them: their lines, the downloads a bought product gives, and
 * requests to link a customer's earlier guest orders. The checkout fills orders; the account
 * pages read them. Money in cents; amounts excl. VAT unless the name says incl.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, serial, integer, text, varchar, timestamp, jsonb, index, char, bigint } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type LocalizedText } from './columns.ts';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

export type OrderAddress = {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  countryId: string;
  phone: string | null;
};

export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to the customer, e.g. "FR-2026-000123". */
    number: varchar('number', { length: 32 }).notNull().unique(),
    /** Null for a guest order until it is linked to an account with the same e-mail. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Normalised (trimmed, lower-cased), as customers.email. */
    email: text('email').notNull(),
    status: varchar('status', { length: 16 }).$type<OrderStatus>().notNull().default('pending'),
    shop: varchar('shop', { length: 16 }).notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    countryId: char('country_id', { length: 2 }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    /** What was paid, incl. VAT. */
    totalCents: integer('total_cents').notNull(),
    couponCode: varchar('coupon_code', { length: 64 }),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    trackingUrl: text('tracking_url'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.placedAt),
    index('orders_email_idx').on(t.email),
    check('orders_status_check', sql`${t.status} IN ('pending','paid','processing','shipped','delivered','cancelled','refunded')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is gone from the catalogue; the line keeps its own name and SKU. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    unitPriceInclCents: integer('unit_price_incl_cents').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    options: text('options').notNull().default(''),
    compositeData: jsonb('composite_data'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

/** Files a product comes with (manuals, firmware, drivers): a customer who bought it may download them. */
export const productDownloads = pgTable(
  'product_downloads',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** A path below /media or an absolute URL. */
    url: text('url').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    kind: varchar('kind', { length: 16 }).notNull().default('manual'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_downloads_product_idx').on(t.productId),
    // The file route finds a download by the address it is served at.
    index('product_downloads_url_idx').on(t.url),
  ],
);

/**
 * A customer's request to link earlier guest orders placed with the account's e-mail. The e-mail
 * is proven first (a code sent to it, stored hashed); then the orders are linked and the
 * progress counted.
 */
export const orderSyncRequests = pgTable(
  'order_sync_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    total: integer('total').notNull().default(0),
    linked: integer('linked').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('order_sync_requests_customer_idx').on(t.customerId)],
);
