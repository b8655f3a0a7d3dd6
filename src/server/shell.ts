/**
 * Moved to ./shell/header-footer.ts; this path stays while the header and footer components import it.
 */
export * from './shell/header-footer.ts';
