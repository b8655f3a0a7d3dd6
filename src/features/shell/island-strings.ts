/**
 * The texts of the shell's islands that nobody sees before using them: the search overlay's, the
 * cart drawer's and the footer's newsletter form's (docs/menus-and-shell.md, page weight). They come with the fragment the shell
 * fetches at the first sign of a person (src/features/menu/panels.ts; the same for every visitor
 * of a shop, language and destination country), not as island props in every page. An island
 * asks for them when it first opens; by then they have almost always arrived. Browser only.
 */
import type { SearchStrings } from '../search/strings.ts';
import type { CartStrings } from '../cart/strings.ts';
import type { NewsletterStrings } from '../newsletter/strings.ts';
import { fetchedIslandStrings, loadMenuPanels } from '../menu/panels.ts';

/** What components/shell/MenuPanels.astro sends in its `data-island-strings` element. */
export type IslandStrings = { search: SearchStrings; cart: CartStrings; newsletter: NewsletterStrings };

let parsed: IslandStrings | null = null;

/** One island's texts; rejects when the fragment could not be fetched (the island falls back). */
export async function loadIslandStrings<K extends keyof IslandStrings>(island: K): Promise<IslandStrings[K]> {
  if (!parsed) {
    if (!fetchedIslandStrings()) await loadMenuPanels();
    const json = fetchedIslandStrings();
    if (!json) throw new Error('the islands’ texts could not be fetched');
    parsed = JSON.parse(json) as IslandStrings;
  }
  return parsed[island];
}
