/**
 * The site header's scripts that answer a person (docs/menus-and-shell.md), loaded on the first
 * touch (src/features/shell/wake.ts): the account dropdown, the desktop menu, the mobile drawer,
 * the scroll states and the shop rating. Browser only.
 */
import './account-menu-live.ts';
import { enhanceDesktopMenu } from './desktop-menu.ts';
import { enhanceMobileDrawer } from './mobile-drawer.ts';
import { enhanceHeaderScroll } from './header-scroll.ts';
import { enhanceRating } from './rating.ts';

const nav = document.querySelector<HTMLElement>('[data-desktop-menu]');
if (nav) enhanceDesktopMenu(nav);
const drawer = document.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
if (drawer) enhanceMobileDrawer(drawer);
const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  enhanceHeaderScroll(header);
  enhanceRating(header);
}
