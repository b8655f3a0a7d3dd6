/**
 * Each route's page module loaded once, not once per request (docs/performance.md, render cost).
 *
 * Astro's route table (the virtual module `virtual:astro:pages`) loads a route's module with
 * `() => import("…")`, called on every request. Node answers an `import()` of a module it already
 * has from its cache, but only after resolving the specifier again (package scope look-ups,
 * format detection): about 2.5 % of a rendered page's CPU and of an API call's. This build step
 * keeps each route's promise after the first call (a failed load is tried again next time). If
 * Astro's route table changes shape so that no loader is found, the build fails rather than
 * silently keeping the per-request work.
 */
import type { Plugin } from 'vite';

const PAGES_MODULE = '\0virtual:astro:pages';
const LOADER = /const (_page\d+) = \(\) => import\(("[^"]+")\);/g;

export function astroPageModulesMemo(): Plugin {
  return {
    name: 'shop:astro-page-modules-memo',
    // Built apps only: the dev server must load a route's module again after it was edited.
    apply: 'build',
    transform(code, id) {
      if (id !== PAGES_MODULE) return null;
      let found = 0;
      const memoized = code.replace(LOADER, (_, name: string, specifier: string) => {
        found++;
        return `let ${name}Loaded;
const ${name} = () => (${name}Loaded ??= import(${specifier}).catch((error) => { ${name}Loaded = undefined; throw error; }));`;
      });
      // The prerender build's table is empty when every route renders on request.
      if (found === 0 && code.includes('import('))
        throw new Error(`${id} no longer loads its routes as "() => import(…)"; see src/build/astro-page-modules-memo.ts`);
      return found === 0 ? null : { code: memoized, map: null };
    },
  };
}
