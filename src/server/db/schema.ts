/**
 * The one database schema (PostgreSQL dialect, run by PGlite and PostgreSQL alike), one module
 * per area under ./schema/. Money is integer cents excluding VAT; translations live in
 * `*_translations` tables keyed by locale so slugs can be unique per locale and searched per
 * language. Later issues extend these modules and add migrations; applied migrations are never edited.
 */
export type { LocalizedText } from './schema/columns.ts';
export * from './schema/catalog.ts';
export * from './schema/search.ts';
export * from './schema/content.ts';
export * from './schema/customers.ts';
export * from './schema/carts.ts';
export * from './schema/orders.ts';
export * from './schema/checkout.ts';
export * from './schema/reviews.ts';
export * from './schema/newsletter.ts';
export * from './schema/contact.ts';
export * from './schema/back-in-stock.ts';
export * from './schema/page-cache.ts';
