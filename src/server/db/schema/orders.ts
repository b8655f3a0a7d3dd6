/**
 * Orders and what hangs off them: their lines, the downloads a bought product gives, and
 * requests to link a customer's earlier guest orders. The checkout fills orders; the account
 * pages read them. Money in cents; amounts excl. VAT unless the name says incl.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, integer, text, varchar, timestamp, jsonb, index, char, bigint, uniqueIndex, smallint } from 'drizzle-orm/pg-core';
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

export { ORDER_STATUSES, type OrderStatus } from '#src/lib/account/order-status.ts';
import type { OrderStatus } from '#src/lib/account/order-status.ts';

/** VAT per rate as charged: one row per rate (goods and shipping together). */
export type VatRow = { rateBp: number; baseCents: number; vatCents: number };

/** How the customer's VAT number was checked when the order was placed (docs/vat-numbers-and-addresses.md). */
export type VatCheck = 'valid' | 'invalid' | 'unavailable';

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
    // What the checkout adds (docs/checkout.md, orders). Nullable or defaulted, so the orders of
    // before the checkout keep reading as they did.
    phone: text('phone'),
    customerType: varchar('customer_type', { length: 16 }).notNull().default('individual'),
    company: text('company'),
    vatNumber: varchar('vat_number', { length: 20 }),
    vatCheck: varchar('vat_check', { length: 12 }).$type<VatCheck>(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    vatRows: jsonb('vat_rows').$type<VatRow[]>(),
    deliveryMethodId: varchar('delivery_method_id', { length: 32 }),
    deliveryMethodName: text('delivery_method_name'),
    paymentMethodId: varchar('payment_method_id', { length: 64 }),
    couponId: integer('coupon_id'),
    /**
     * SHA-256 hashes of the secrets that let a guest (or the confirmation page) read the order.
     * Several: a repeated placing request gets a secret of its own, and the first stays good.
     */
    accessTokenHashes: text('access_token_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The placing request's Idempotency-Key and a hash of what it asked, so a repeat answers the same order. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    requestHash: varchar('request_hash', { length: 64 }),
    /** An unpaid order ends (expired) at this time; its stock and coupon use go back. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    invoiceNumber: varchar('invoice_number', { length: 32 }),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    failedPayments: smallint('failed_payments').notNull().default(0),
    /** Needs a person: a VAT number VIES could not check, a payment after the order ended. */
    needsReview: text('needs_review'),
    /**
     * When the customer's account was deleted: the order is kept only as the tax law asks, without
     * a link to an account, and never comes back to one (docs/accounts.md, your data).
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The customer number the invoice printed, kept once the account is gone so the invoice stays as issued. */
    invoiceCustomerNumber: varchar('invoice_customer_number', { length: 16 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.placedAt),
    index('orders_email_idx').on(t.email),
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('orders_invoice_number_uq').on(t.invoiceNumber),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('orders_status_check', sql`${t.status} IN ('pending','paid','processing','shipped','delivered','cancelled','expired','failed','refunded')`),
  ],
);

/**
 * A payment attempt of an order at a provider. An order may have several (a failed iDEAL
 * payment and then a paid one); its status only moves forward (docs/payments.md).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }).notNull(),
    method: varchar('method', { length: 64 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('open'),
    checkoutUrl: text('checkout_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_uq').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    check('payments_status_check', sql`${t.status} IN ('open','paid','failed','canceled','expired')`),
  ],
);

/** The last invoice number given per calendar year: one gap-free sequence a year (docs/invoices.md). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});

/**
 * The built-in test provider's own book of payments: what a real provider keeps on its side.
 * Only the test provider reads and writes it (src/server/payments/test-provider.ts).
 */
export const testProviderPayments = pgTable('test_provider_payments', {
  id: varchar('id', { length: 64 }).primaryKey(),
  orderNumber: varchar('order_number', { length: 32 }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  method: varchar('method', { length: 64 }).notNull(),
  locale: varchar('locale', { length: 2 }).notNull(),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  status: varchar('status', { length: 12 }).notNull().default('open'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
