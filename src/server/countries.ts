/**
 * Moved to ./shell/countries.ts; this path stays while the mobile menu component imports it.
 */
export * from './shell/countries.ts';
