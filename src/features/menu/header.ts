/**
 * The site header's scripts at page load (docs/menus-and-shell.md): the account control, the
 * desktop menu, the mobile drawer, the scroll states, the shop rating and the offers bar. One
 * entry for all of them, so the page asks for one small file besides the shell chunk instead of
 * one per component. Browser only.
 */
import './account-menu.ts';
import { enhanceDesktopMenu } from './desktop-menu.ts';
import { enhanceMobileDrawer } from './mobile-drawer.ts';
import { enhanceHeaderScroll } from './header-scroll.ts';
import { enhanceRating } from './rating.ts';
import { enhanceOffersBar } from './offers-bar.ts';

const nav = document.querySelector<HTMLElement>('[data-desktop-menu]');
if (nav) enhanceDesktopMenu(nav);
const drawer = document.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
if (drawer) enhanceMobileDrawer(drawer);
const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  enhanceHeaderScroll(header);
  enhanceRating(header);
  const offers = header.querySelector<HTMLElement>('[data-offers-bar]');
  if (offers) enhanceOffersBar(offers);
}
