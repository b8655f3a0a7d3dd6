/**
 * Moved to ./content/collections.ts; this path stays while the entry-list component imports it.
 */
export * from './content/collections.ts';
