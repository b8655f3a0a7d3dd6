/**
 * The site header's scripts at page load (docs/menus-and-shell.md): the account control's name
 * and the offers bar. The rest (the account dropdown, the desktop menu, the mobile drawer, the
 * scroll states, the shop rating) answers a person and loads on the first touch: ./header-live.ts
 * (src/features/shell/wake.ts). Browser only.
 */
import './account-menu.ts';
import { enhanceOffersBar } from './offers-bar.ts';

const offers = document.querySelector<HTMLElement>('[data-site-header] [data-offers-bar]');
if (offers) enhanceOffersBar(offers);
