/**
 * The account calls (bearer; docs/adr/0011-account.md): personal information, addresses,
 * orders, coupons, downloads, notification settings and the order sync, their requests and
 * answers. Money leaves the server as euro amounts with two decimals, computed in cents. An id
 * in a path that cannot be one answers like an object that does not exist (404).
 *
 * The schemas live by concern in src/lib/api/account/; this module is the one the rest of the
 * shop imports them from.
 */
export * from './account/profile.ts';
export * from './account/addresses.ts';
export * from './account/orders.ts';
export * from './account/coupons.ts';
export * from './account/downloads.ts';
export * from './account/notifications.ts';
export * from './account/order-sync.ts';
export * from './account/your-data.ts';
