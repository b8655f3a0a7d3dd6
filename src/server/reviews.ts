/**
 * Moved to ./shell/shop-reviews.ts; this path stays while the header, the footer and the base layout import it.
 */
export * from './shell/shop-reviews.ts';
