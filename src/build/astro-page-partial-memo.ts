/**
 * The part of the `Astro` object that is the same for every component of a page made once per
 * page render, not once per component (docs/performance.md, render cost).
 *
 * Astro gives each component instance an `Astro` object whose prototype (the "page partial":
 * cookies, locals, URL, redirect, rewrite, actions, session and a dozen getters) is made once per
 * page, except after a rewrite, when Astro makes it anew for every component. Every page of the
 * shop is a rewrite (the middleware hands a request to its internal page: src/middleware/route.ts),
 * so a product page made some fifty partials, each with its closures and properties: about 4 % of
 * its render CPU. This build step keeps the partial per render result instead, and forgets it when
 * a rewrite changes the request's state, so a component after a rewrite still sees the new URL,
 * parameters and cookies. If Astro's code changes so that a piece is not found, the build fails
 * rather than silently keeping the per-component work.
 */
import type { Plugin } from 'vite';
import { patchModule } from './patch-module.ts';

export function astroPagePartialMemo(): Plugin {
  return patchModule({
    name: 'shop:astro-page-partial-memo',
    module: /[\\/]astro[\\/]dist[\\/]core[\\/]fetch[\\/]fetch-state\.js$/,
    pieces: [
      { find: '  #astroPagePartial;\n', replace: '  #astroPagePartial;\n  #astroPagePartialResult;\n' },
      {
        find: `    if (this.isRewriting) {
      this.#astroPagePartial = this.createAstroPagePartial(result, apiContext);
    }
    this.#astroPagePartial ??= this.createAstroPagePartial(result, apiContext);`,
        replace: `    if (this.#astroPagePartial === undefined || this.#astroPagePartialResult !== result) {
      this.#astroPagePartial = this.createAstroPagePartial(result, apiContext);
      this.#astroPagePartialResult = result;
    }`,
      },
      {
        find: '  invalidateContexts() {\n',
        replace: '  invalidateContexts() {\n    this.#astroPagePartial = undefined;\n    this.#astroPagePartialResult = undefined;\n',
      },
    ],
    see: 'src/build/astro-page-partial-memo.ts',
  });
}
