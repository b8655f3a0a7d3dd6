/**
 * The checkout's calls (docs/checkout.md, calls): payment and delivery methods per destination,
 * the steps a shopper saves (details, delivery, payment), the summary the review shows,
 * placing an order, reading it back, paying again, and the test provider's hosted page.
 * Money leaves the server as euro amounts with two decimals, computed in cents.
 *
 * The schemas live by concern in src/lib/api/checkout/; this module is the one the rest of the
 * shop imports them from.
 */
export * from './checkout/information.ts';
export * from './checkout/methods.ts';
export * from './checkout/summary.ts';
export * from './checkout/orders.ts';
export * from './checkout/test-payments.ts';
