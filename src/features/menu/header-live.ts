/**
 * The site header's scripts that answer a person (docs/menus-and-shell.md), loaded on the first
 * touch (src/features/shell/wake.ts): the account dropdown, the desktop menu, the mobile drawer,
 * and the scroll states. Browser only.
 */
import './account-menu-live.ts';
import { enhanceDesktopMenu } from './desktop-menu.ts';
import { enhanceMobileDrawer } from './mobile-drawer.ts';
import { enhanceHeaderScroll } from './header-scroll.ts';

const nav = document.querySelector<HTMLElement>('[data-desktop-menu]');
if (nav) enhanceDesktopMenu(nav);
const drawer = document.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
if (drawer) enhanceMobileDrawer(drawer);
const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) enhanceHeaderScroll(header);
