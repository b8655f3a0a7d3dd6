/**
 * Language and country on every page at load, without a framework (docs/menus-and-shell.md):
 * the region cookie is followed, and the Dutch shop's first-visit modal is loaded when it will
 * show. The popups' links and closing are ./live.ts, loaded on the first touch
 * (src/features/shell/wake.ts). Without JavaScript every link works as a plain link.
 */
import { INITIAL_COUNTRY_FLAG, VISITED_FLAG } from '#src/lib/locale-change.ts';
import { followRegion } from './region.ts';

followRegion(document.querySelector<HTMLElement>('[data-region]')?.dataset.region);

// The Dutch shop renders the modal's script in a <template>: put in the page only for a visitor
// who has not answered it, the script loads, fetches the dialog and shows it. (Not an import(): that
// would bring the bundler's preload helper into every page.)
const firstVisit = document.querySelector<HTMLTemplateElement>('template[data-first-visit]');
try {
  if (firstVisit && !localStorage.getItem(INITIAL_COUNTRY_FLAG) && !localStorage.getItem(VISITED_FLAG)) {
    document.body.append(firstVisit.content.cloneNode(true));
  }
} catch {
  // Storage blocked: no place to keep an answer, so no question.
}
