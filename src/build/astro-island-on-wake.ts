/**
 * Islands that wake on interaction bring no inline script into the page
 * (docs/adr/0037-island-bootstrap-on-wake.md).
 *
 * Astro writes, before a page's first island, an inline <script> with the <astro-island> element
 * (4.4 KB) and one with each client directive the page uses (1.3 KB for `client:interaction`):
 * 5.7 KB of every catalogue page's HTML, sent again with each page and never cached. An island
 * with `client:interaction` cannot wake before a person touches the page, and the shell's second
 * part (src/features/shell/live.ts) loads at that first touch anyway; it now brings both
 * (src/features/shell/islands.ts), cached once for every page. This build step makes Astro write
 * nothing for such an island. The island's `display: contents` rule is in src/styles/global.css.
 * Islands with Astro's own directives (load, idle) keep Astro's inline scripts. If Astro's code
 * changes so that the line is not found, the build fails rather than silently sending pages
 * whose islands never wake.
 */
import type { Plugin } from 'vite';
import { patchModule } from './patch-module.ts';

const PRESCRIPTS = 'const needsHydrationScript = hydration && determineIfNeedsHydrationScript(result);';

export function astroIslandOnWake(): Plugin {
  return patchModule({
    name: 'shop:astro-island-on-wake',
    module: /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]common\.js$/,
    find: PRESCRIPTS,
    replace: `if (hydration?.directive === "interaction") return "";\n        ${PRESCRIPTS}`,
    see: 'src/build/astro-island-on-wake.ts',
  });
}
