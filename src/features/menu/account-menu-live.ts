/**
 * The header's account dropdown, loaded on the first touch (src/features/shell/wake.ts): opens the
 * login prompt or the account menu on click, closes it on Escape, an outside click or when the
 * favourites dropdown opens (one header dropdown at a time: docs/menus-and-shell.md, header
 * dropdowns), and logs out from the menu. What it shows: ./account-menu.ts.
 *
 * Its contents come with the menu's dropdowns (./panels.ts, docs/adr/0036-account-and-first-visit-fetched.md).
 * Opened before they are in the page, it is marked open and shows (and takes focus) when they
 * arrive; when they cannot be loaded the toggle leads where it does without JavaScript (the login
 * page), or to the account when logged in.
 */
import { logout } from '../auth/store.ts';
import { $headerMenu, toggleHeaderMenu } from './header-menu.ts';
import { loadMenuPanels } from './panels.ts';

const root = document.querySelector<HTMLElement>('[data-account-menu]');
const toggle = root?.querySelector<HTMLAnchorElement>('[data-account-toggle]');
const panel = root?.querySelector<HTMLElement>('[data-account-panel]');

function show(open: boolean): void {
  if (!panel || !toggle) return;
  panel.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
}

function focusFirst(): void {
  if (!panel || $headerMenu.get() !== 'user') return;
  const first = [...panel.querySelectorAll<HTMLElement>('a, button')].find((el) => el.getClientRects().length > 0);
  first?.focus();
}

if (root && toggle && panel) {
  $headerMenu.subscribe((menu) => show(menu === 'user'));
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    toggleHeaderMenu('user');
    if ($headerMenu.get() !== 'user') return;
    if (panel.childElementCount > 0) return focusFirst();
    void loadMenuPanels().then((loaded) => {
      if (!loaded) {
        $headerMenu.set(null);
        // The drawer's account link follows the login: the login page, or the account's.
        location.assign(document.querySelector<HTMLAnchorElement>('[data-account-link]')?.href ?? toggle.href);
      } else if (document.activeElement === toggle || document.activeElement === document.body) focusFirst();
    });
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
  // Delegated: the button arrives with the contents.
  root.addEventListener('click', async (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-account-logout]')) return;
    $headerMenu.set(null);
    await logout();
    location.assign(root.dataset.home ?? '/');
  });
}
