/**
 * Astro's React renderer knows its components without drawing them twice.
 *
 * Before Astro draws a component that is not its own, it asks each UI framework's renderer
 * whether the component is that framework's. React's renderer finds out by rendering the
 * component once inside a test component: a second call of every React component an .astro file
 * uses (a price, a stock line, a rating, a product grid, each island) and a second React render
 * around it, about a tenth of a category or home page's render. With React as the only UI
 * framework, any function component is React's, and Astro itself reasons so for `client:only`
 * components; this build step answers "yes" at once when the render has no other framework's
 * renderer, and leaves the test render for a shop with several. The renderer's earlier answers
 * (objects, classes, forwardRef, its include/exclude filter) stay. If the renderer's code
 * changes so that the piece is not found, the build fails rather than silently keeping the
 * test render.
 */
import type { Plugin } from 'vite';
import { patchModule } from './patch-module.ts';

const TEST_RENDER = 'let isReactComponent = false;';
const ONLY_FRAMEWORK = `if (this?.result?.renderers?.filter((r) => r.name !== "astro:jsx").length === 1) return true;
	${TEST_RENDER}`;

export function reactRendererCheck(): Plugin {
  return patchModule({
    name: 'shop:react-renderer-check',
    module: /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/,
    find: TEST_RENDER,
    replace: ONLY_FRAMEWORK,
    see: 'src/build/react-renderer-check.ts',
  });
}
