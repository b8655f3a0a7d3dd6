/**
 * Turns the server-rendered mobile menu (components/shell/MobileMenu.astro, a <details>) into a
 * modal drawer, browser only (docs/menus-and-shell.md, mobile drawer): it locks page scroll and
 * closes on Escape and on a backdrop click; focus stays inside while it is open and returns to the
 * menu button after. The country select saves the region (cookie and local storage, 7 days) and
 * reloads, so prices are computed for the new country.
 */
import { lockScroll, unlockScroll } from '../shared/scroll-lock.ts';
import { focusables, trapFocus } from '../shared/focus-trap.ts';
import { saveRegion } from '../locale/region.ts';
import { isCountryCode } from '#src/lib/region.ts';

export function enhanceMobileDrawer(drawer: HTMLDetailsElement): void {
  const summary = drawer.querySelector<HTMLElement>(':scope > summary');
  const panel = drawer.querySelector<HTMLElement>('[data-drawer-panel]');
  const backdrop = drawer.querySelector<HTMLElement>('[data-drawer-backdrop]');
  const closeButton = drawer.querySelector<HTMLButtonElement>('[data-drawer-close]');
  if (!summary || !panel) return;
  const dialog: HTMLElement = panel;

  drawer.classList.add('is-enhanced');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  if (closeButton) closeButton.hidden = false;
  let releaseFocus: (() => void) | null = null;

  function open(): void {
    drawer.open = true;
    lockScroll('mobile-drawer');
    releaseFocus = trapFocus(dialog);
    (closeButton ?? focusables(dialog)[0])?.focus();
  }

  function close(returnFocus = true): void {
    if (!drawer.open) return;
    drawer.open = false;
    unlockScroll('mobile-drawer');
    releaseFocus?.();
    releaseFocus = null;
    if (returnFocus) summary?.focus();
  }

  // The summary would toggle the <details> itself; the drawer decides instead.
  summary.addEventListener('click', (event) => {
    event.preventDefault();
    if (drawer.open) close();
    else open();
  });
  closeButton?.addEventListener('click', () => close());
  backdrop?.addEventListener('click', () => close());
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && drawer.open) {
      event.preventDefault();
      close();
    }
  });
  // Leaving the page closes the drawer, so going back (page cache) does not show a locked page.
  window.addEventListener('pagehide', () => close(false));
  // Growing past the breakpoint hides the drawer; it must not leave the page locked.
  const desktop = matchMedia('(min-width: 992px)');
  desktop.addEventListener('change', () => {
    if (desktop.matches) close(false);
  });

  const select = drawer.querySelector<HTMLSelectElement>('[data-country-select]');
  select?.addEventListener('change', () => {
    if (!isCountryCode(select.value)) return;
    saveRegion(select.value);
    location.reload();
  });
}
