/**
 * What wakes the page's islands, loaded with the shell's second part at the first sign of a
 * person (docs/adr/0037-island-bootstrap-on-wake.md): the `client:interaction` directive and
 * Astro's <astro-island> element, cached once for every page instead of inline in each. The
 * order matters: an island reads the directive the moment the element is defined.
 */
import './island-directive.ts';
import 'astro/runtime/server/astro-island.js';
