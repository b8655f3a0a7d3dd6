/**
 * React components on the server render to a string, with the island's id prefix
 * (docs/adr/0034-react-renders-to-a-string.md).
 *
 * Astro's React renderer draws every React component an .astro file uses (icons, prices, stock
 * lines, product cards, the islands) through React's streaming renderer and reads the stream
 * back: about 25 µs a call against 5 µs for `renderToString`, and a catalogue page makes about a
 * hundred such calls. The renderer's `experimentalDisableStreaming` option uses `renderToString`
 * but leaves out the render options, so `useId` on the server would lose the island's
 * `identifierPrefix` that the browser hydrates with (a mismatch in every form island). This
 * build step passes the options along; the shop uses neither Suspense on the server nor form
 * actions, the two things a string render cannot do. If the renderer's code changes so that the
 * line is not found, the build fails rather than silently keeping the slow or the wrong render.
 */
import type { Plugin } from 'vite';
import { patchModule } from './patch-module.ts';

export function reactRenderToString(): Plugin {
  return patchModule({
    name: 'shop:react-render-to-string',
    module: /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/,
    find: 'html = ReactDOM.renderToString(vnode);',
    replace: 'html = ReactDOM.renderToString(vnode, renderOptions);',
    see: 'src/build/react-render-to-string.ts',
  });
}
