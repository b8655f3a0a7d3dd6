/**
 * The cart calls (docs/adr/0009-cart.md): their requests and answers. Money leaves the server
 * as euro amounts with two decimals, computed in cents. Requests are read in order, the first
 * problem reported: the path, then the Idempotency-Key, then the body.
 *
 * The schemas live by concern in src/lib/api/cart/; this module is the one the rest of the shop
 * imports them from.
 */
export * from './cart/items.ts';
export * from './cart/coupons.ts';
export * from './cart/bumps.ts';
export * from './cart/contents.ts';
