/**
 * Menu timings (docs/menus-and-shell.md, desktop menu), shared by the menu scripts (kept apart so
 * the browser bundle stays tiny).
 */
export const MENU_OPEN_DELAY_MS = 100;
export const MENU_CLOSE_DELAY_MS = 400;
