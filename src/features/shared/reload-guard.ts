/**
 * A page left open over a new deployment asks for script files the new build no longer has
 * (their names carry the build's hashes): its module scripts and islands fail to load, and the
 * page would stay half working. This inline script, first in <head>, reloads such a page once,
 * so it comes back with the new build's files (docs/menus-and-shell.md, reload after a
 * deployment). At most once per 10 s per path, guarded in session storage, so a file that is
 * missing for another reason never makes a reload loop; without session storage it never
 * reloads. It watches a module script of the shop's build (`/_astro/`) that fails, an island
 * whose code does not load (`astro:hydration-error`), a dynamic import that fails, and Vite's
 * `vite:preloadError`. Its hash is in the page policy (astro.config.mjs).
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_KEY_PREFIX = 'chunkReload:';

/** What a failed dynamic import says: Chromium, Firefox, Safari. */
const IMPORT_FAILED = 'dynamically imported module|error loading dynamically imported|Importing a module script failed';

export const RELOAD_SCRIPT =
  `(function(){function r(){try{var k='${RELOAD_KEY_PREFIX}'+location.pathname,n=Date.now();if(n-Number(sessionStorage.getItem(k))<${RELOAD_GUARD_MS})return;sessionStorage.setItem(k,String(n))}catch(e){return}location.reload()}` +
  `function f(e){return e&&/${IMPORT_FAILED}/i.test(e.message)}` +
  `addEventListener('error',function(e){var s=e.target;if(s&&s.tagName==='SCRIPT'&&/\\/_astro\\//.test(s.src))r()},true);` +
  `addEventListener('unhandledrejection',function(e){if(f(e.reason))r()});` +
  `addEventListener('astro:hydration-error',function(e){if(f(e.detail&&e.detail.error))r()});` +
  `addEventListener('vite:preloadError',r)})()`;
