/**
 * How the desktop menu's row is laid out (docs/menus-and-shell.md, desktop menu), shared by the
 * row in every page (DesktopMenu.astro) and the dropdowns fetched on the first touch
 * (MenuPanels.astro), so both agree on each panel's id and on what "More" holds.
 */
import { MENU_TIERS, menuRow, type MenuLink } from '#src/lib/menu.ts';

export const panelId = (item: MenuLink): string => `menu-panel-${item.id}`;
export const MORE_PANEL_ID = 'menu-panel-more';
/** A panel with a third level is wide: its sub-items on the left, the third level beside them. */
export const wide = (item: MenuLink): boolean => item.children.some((c) => c.children.length > 0);
/**
 * A dropdown that is not in the page but fetched (docs/menus-and-shell.md, page weight): an item
 * with a page of its own, whose page lists what its dropdown holds. A heading without a page
 * (customer service) keeps its dropdown in the page: its links are nowhere else.
 */
export const deferred = (item: MenuLink): boolean => item.href !== null && item.children.length > 0;

export type MoreEntry = { link: MenuLink; place: number };

export function desktopMenuRow(links: readonly MenuLink[], moreLabel: string) {
  const { places, more } = menuRow(links, moreLabel);
  const never = MENU_TIERS.length;
  return {
    places,
    /** An item is in the row from its tier on, and in "More" below it (the classes' widths are MENU_TIERS'). */
    inRow: (place: number) => (place === never ? 'dm-never' : place > 0 ? `dm-row-from-${place}` : null),
    inMore: (place: number) => (place > 0 && place < never ? `dm-more-below-${place}` : null),
    overflow: links.map((link, i) => ({ link, place: places[i] ?? 0 })).filter((o) => o.place > 0) as MoreEntry[],
    moreUntil: more.indexOf(false),
    // "More" goes after the categories, before the items that always stay in the row.
    moreAt: more[0] ? links.findIndex((l) => l.type !== 'taxon') : -1,
  };
}
