/**
 * The site header's scripts at page load (docs/menus-and-shell.md): the account control's name,
 * the offers bar and the shop rating's tooltip. The rest (the account dropdown, the desktop menu,
 * the mobile drawer, the scroll states) answers a person and loads on the first touch: ./header-live.ts
 * (src/features/shell/wake.ts); the menu's dropdowns are fetched then too, beside it. Browser only.
 */
import './account-menu.ts';
import { enhanceOffersBar } from './offers-bar.ts';
import { enhanceRating } from './rating.ts';
import { loadMenuPanels } from './panels.ts';
import { WAKE_EVENT } from '../shell/wake.ts';

document.addEventListener(WAKE_EVENT, () => void loadMenuPanels(), { once: true });
// The country popup's list comes with them: opening it asks too (again, after a failure).
document
  .querySelector('[data-country-list]')
  ?.closest('details')
  ?.addEventListener('toggle', (event) => {
    if ((event.currentTarget as HTMLDetailsElement).open) void loadMenuPanels();
  });

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  // At load, not on the first touch: its tooltip must answer the tap itself, or it would show
  // later than a browser counts as the tap's own doing (a layout shift).
  enhanceRating(header);
  const offers = header.querySelector<HTMLElement>('[data-offers-bar]');
  if (offers) enhanceOffersBar(offers);
}
