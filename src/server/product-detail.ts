/**
 * Moved to ./catalog/product-detail.ts; this path stays while the product components import their types from it.
 */
export * from './catalog/product-detail.ts';
