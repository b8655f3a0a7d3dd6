/**
 * Moved to ./shell/menu.ts; this path stays while the desktop and mobile menu components import it.
 */
export * from './shell/menu.ts';
