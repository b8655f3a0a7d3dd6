/**
 * The header's account dropdown, loaded on the first touch (src/features/shell/wake.ts): opens the
 * login prompt or the account menu on click, closes it on Escape, an outside click or when the
 * favourites dropdown opens (one header dropdown at a time: docs/menus-and-shell.md, header
 * dropdowns), and logs out from the menu. What it shows: ./account-menu.ts.
 */
import { logout } from '../auth/store.ts';
import { $headerMenu, toggleHeaderMenu } from './header-menu.ts';

const root = document.querySelector<HTMLElement>('[data-account-menu]');
const toggle = root?.querySelector<HTMLAnchorElement>('[data-account-toggle]');
const panel = root?.querySelector<HTMLElement>('[data-account-panel]');

function show(open: boolean): void {
  if (!panel || !toggle) return;
  panel.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
}

if (root && toggle && panel) {
  $headerMenu.subscribe((menu) => show(menu === 'user'));
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    toggleHeaderMenu('user');
    if ($headerMenu.get() !== 'user') return;
    const first = [...panel.querySelectorAll<HTMLElement>('a, button')].find((el) => el.getClientRects().length > 0);
    first?.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && $headerMenu.get() === 'user') {
      $headerMenu.set(null);
      toggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if ($headerMenu.get() === 'user' && event.target instanceof Node && !root.contains(event.target)) $headerMenu.set(null);
  });
  root.querySelector('[data-account-logout]')?.addEventListener('click', async () => {
    $headerMenu.set(null);
    await logout();
    location.assign(root.dataset.home ?? '/');
  });
}
