/**
 * Behaviour of the server-rendered desktop menu (components/shell/DesktopMenu.astro), browser only
 * (docs/menus-and-shell.md, desktop menu): a dropdown opens 100 ms after the pointer enters its
 * item and closes 400 ms after it leaves, so a pointer crossing other items on its way does not
 * flip menus; sub-items open on hover with the same delay. Keyboard (disclosure navigation
 * pattern): the toggle button opens with Enter or Space, ArrowDown opens and moves into the
 * dropdown, arrows move inside it, Escape closes it and puts focus back on the toggle.
 *
 * A category's dropdown arrives after the page (./panels.ts): one opened before it is marked open
 * (aria-expanded) and shows when it arrives; an ArrowDown made meanwhile moves into it then.
 */
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from './timing.ts';
import { focusables } from '../shared/focus-trap.ts';
import { PANELS_EVENT, loadMenuPanels, panelsLoaded } from './panels.ts';

/** Sub-items open on hover with the menu's delay, and at once by keyboard focus. */
const wired = new WeakSet<HTMLElement>();

export function enhanceDesktopMenu(nav: HTMLElement): void {
  nav.classList.add('is-enhanced');
  let openItem: HTMLElement | null = null;
  /** The item whose dropdown an ArrowDown asked to move into before it had arrived. */
  let focusInto: HTMLElement | null = null;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const toggleOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const panelOf = (item: HTMLElement) => item.querySelector<HTMLElement>('[data-menu-panel]');

  function activateSub(sub: HTMLElement): void {
    const list = sub.parentElement;
    if (!list) return;
    for (const other of list.children) other.classList.toggle('is-active', other === sub);
  }

  /** Keeps a dropdown inside the menu's width (items at the right end open leftwards). */
  function place(panel: HTMLElement): void {
    panel.style.removeProperty('left');
    const list = nav.querySelector('ul') ?? nav;
    const padding = parseFloat(getComputedStyle(list).paddingRight) || 0;
    const right = list.getBoundingClientRect().right - padding;
    const left = list.getBoundingClientRect().left + padding;
    const rect = panel.getBoundingClientRect();
    const overflow = rect.right - right;
    if (overflow > 0) panel.style.setProperty('left', `${-Math.min(overflow, rect.left - left)}px`);
  }

  function open(item: HTMLElement): void {
    clearTimeout(closeTimer);
    if (openItem === item) return;
    if (openItem) close(openItem);
    const panel = panelOf(item);
    if (!panel) return;
    item.classList.add('is-open');
    toggleOf(item)?.setAttribute('aria-expanded', 'true');
    openItem = item;
    if (panel.childElementCount === 0) void loadMenuPanels();
    show(panel);
  }

  /** Lays out an open dropdown, once its contents are there. */
  function show(panel: HTMLElement): void {
    if (panel.childElementCount === 0) return;
    place(panel);
    wireSubs(panel);
    // Show the third level of the first sub-item that has one, so the panel is never half empty
    // ("More" hides the entries that are in the row at this width).
    const active = panel.querySelector<HTMLElement>('[data-menu-sub].is-active');
    if (!active || active.getClientRects().length === 0) {
      const first = [...panel.querySelectorAll<HTMLElement>('[data-menu-sub]')].find((s) => s.querySelector('ul') && s.getClientRects().length > 0);
      if (first) activateSub(first);
    }
  }

  function wireSubs(panel: HTMLElement): void {
    for (const sub of panel.querySelectorAll<HTMLElement>('[data-menu-sub]')) {
      if (wired.has(sub)) continue;
      wired.add(sub);
      let subTimer: ReturnType<typeof setTimeout> | undefined;
      sub.addEventListener('mouseenter', () => {
        subTimer = setTimeout(() => activateSub(sub), MENU_OPEN_DELAY_MS);
      });
      sub.addEventListener('mouseleave', () => clearTimeout(subTimer));
      sub.addEventListener('focusin', () => activateSub(sub));
    }
  }

  function close(item: HTMLElement): void {
    if (focusInto === item) focusInto = null;
    item.classList.remove('is-open');
    toggleOf(item)?.setAttribute('aria-expanded', 'false');
    if (openItem === item) openItem = null;
  }

  function closeAndFocus(item: HTMLElement): void {
    close(item);
    toggleOf(item)?.focus();
  }

  function moveFocus(panel: HTMLElement, step: number): void {
    const list = focusables(panel);
    if (list.length === 0) return;
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = at === -1 ? (step > 0 ? 0 : list.length - 1) : (at + step + list.length) % list.length;
    list[next]?.focus();
  }

  for (const item of nav.querySelectorAll<HTMLElement>('[data-menu-item]')) {
    const toggle = toggleOf(item);
    const panel = panelOf(item);

    item.addEventListener('mouseenter', () => {
      clearTimeout(openTimer);
      if (openItem === item) clearTimeout(closeTimer);
      else if (panel) openTimer = setTimeout(() => open(item), MENU_OPEN_DELAY_MS);
    });
    item.addEventListener('mouseleave', () => {
      clearTimeout(openTimer);
      if (openItem === item) closeTimer = setTimeout(() => close(item), MENU_CLOSE_DELAY_MS);
    });
    if (!toggle || !panel) continue;

    toggle.addEventListener('click', () => {
      clearTimeout(openTimer);
      if (openItem === item) close(item);
      else open(item);
    });

    item.addEventListener('keydown', (event) => {
      const inPanel = panel.contains(event.target as Node);
      if (event.key === 'Escape' && openItem === item) {
        event.preventDefault();
        closeAndFocus(item);
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        if (!inPanel) open(item);
        if (panel.childElementCount > 0) moveFocus(panel, 1);
        else focusInto = item;
      } else if (event.key === 'ArrowUp' && inPanel) {
        event.preventDefault();
        moveFocus(panel, -1);
      }
    });

    // Focus leaving for another element closes the dropdown (Tab past its last link).
    item.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !item.contains(next)) close(item);
    });

    wireSubs(panel);
  }

  nav.addEventListener(PANELS_EVENT, () => {
    const item = openItem;
    const panel = item && panelOf(item);
    if (!item || !panel) return;
    if (!panelsLoaded() && panel.childElementCount === 0) {
      // It did not come: the dropdown is not marked open; the row's links still lead to their pages.
      close(item);
      return;
    }
    show(panel);
    // Only if focus has not gone elsewhere meanwhile.
    if (focusInto === item && item.contains(document.activeElement)) moveFocus(panel, 1);
    focusInto = null;
  });

  document.addEventListener('click', (event) => {
    if (openItem && !openItem.contains(event.target as Node)) close(openItem);
  });

  // This script loads on the first touch (src/features/shell/wake.ts), often a pointer already
  // over an item, whose dropdown CSS has shown till now: it stays open, now in the script's care.
  const hovered = [...nav.querySelectorAll<HTMLElement>('[data-menu-item]')].find((item) => item.matches(':hover'));
  if (hovered && panelOf(hovered)) open(hovered);
}
