/**
 * Moved to ./catalog/listings.ts; this path stays while the middleware and the shell and product-card components import it.
 */
export * from './catalog/listings.ts';
