/**
 * Moved to ./content/file-pages.ts; this path stays while the middleware and the footer import it.
 */
export * from './content/file-pages.ts';
