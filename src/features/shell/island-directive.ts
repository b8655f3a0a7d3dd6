/**
 * Registers the `client:interaction` directive where Astro's <astro-island> element looks for it
 * (the global `Astro`), before that element is defined (src/features/shell/islands.ts): an island
 * reads the global the moment it upgrades. The event wakes islands that were defined earlier, by
 * a page that also has an island with one of Astro's own directives.
 */
import interaction from '#src/directives/interaction.ts';

const global = self as typeof self & { Astro?: Record<string, unknown> };
(global.Astro ??= {}).interaction = interaction;
window.dispatchEvent(new Event('astro:interaction'));
