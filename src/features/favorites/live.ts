/**
 * The favourites' clicks on every page, loaded on the first touch (src/features/shell/wake.ts,
 * which holds a click made before and makes it again): hearts toggle; with an empty list the
 * header link opens a small dropdown (docs/accounts.md, favourites), which closes on Escape, an
 * outside click, its close button, or when the user dropdown opens (`$headerMenu`: one at a time).
 * State and badges: ./boot.ts.
 */
import { toggleFavorite } from './store.ts';
import { $headerMenu } from '../menu/header-menu.ts';
import { heartName } from './heart-name.ts';
import { panelsFailed } from '../menu/panels.ts';

const link = document.querySelector<HTMLAnchorElement>('[data-favorites-link]');
const panel = document.getElementById('favorites-dropdown');

function showPanel(open: boolean): void {
  if (!panel) return;
  panel.hidden = !open;
  panel.style.right = '';
  if (open) {
    // Kept on screen on narrow viewports: the panel hangs from the link's right edge.
    const left = panel.getBoundingClientRect().left;
    if (left < 16) panel.style.right = `${left - 16}px`;
  }
  if (link?.hasAttribute('aria-expanded')) link.setAttribute('aria-expanded', String(open));
}

$headerMenu.subscribe((menu) => showPanel(menu === 'favorites'));

function close(focusLink: boolean): void {
  if ($headerMenu.get() !== 'favorites') return;
  $headerMenu.set(null);
  if (focusLink) link?.focus();
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const heart = target?.closest<HTMLButtonElement>('button[data-favorite-toggle]');
  if (heart) {
    event.preventDefault();
    const id = Number(heart.dataset.favoriteToggle);
    if (Number.isInteger(id) && id > 0) void toggleFavorite(id, heartName(heart));
    return;
  }
  if (target?.closest('[data-favorites-close]')) {
    close(true);
    return;
  }
  // The dropdown's contents come with the menu's fragment (it shows once they are in); when that
  // could not be fetched, the link leads to the page.
  if (link && target?.closest('[data-favorites-link]') === link && link.hasAttribute('aria-expanded') && (panel?.hasChildNodes() || !panelsFailed())) {
    // Modified clicks keep their meaning (the page in a new tab).
    if (event instanceof MouseEvent && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    $headerMenu.set($headerMenu.get() === 'favorites' ? null : 'favorites');
    return;
  }
  if ($headerMenu.get() === 'favorites' && !target?.closest('[data-favorites-menu]')) close(false);
});

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && $headerMenu.get() === 'favorites') close(!!panel?.contains(document.activeElement) || document.activeElement === link);
});
