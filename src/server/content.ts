/**
 * Moved to ./content/database-pages.ts; this path stays while the middleware imports it.
 */
export * from './content/database-pages.ts';
