/**
 * Turns the server-rendered mobile menu (components/shell/MobileMenu.astro, a <details>) into a
 * modal drawer, browser only (docs/menus-and-shell.md, mobile drawer): it locks page scroll and
 * closes on Escape and on a backdrop click; focus stays inside while it is open and returns to the
 * menu button after. The country select, filled from the header's country popup, saves the region
 * (cookie and local storage, 7 days) and reloads, so prices are computed for the new country.
 *
 * The private/business toggle and the language links are the header's, copied in (the page carries
 * them once: docs/menus-and-shell.md, page weight).
 *
 * The accordion is built once the desktop menu's dropdowns have arrived (./panels.ts). A tap on a
 * top category before then waits for them and opens its group; should they not come, it follows
 * the category's link, as without JavaScript.
 */
import { lockScroll, unlockScroll } from '../shared/scroll-lock.ts';
import { categoryPanels, loadMenuPanels, whenPanels } from './panels.ts';
import { focusables, trapFocus } from '../shared/focus-trap.ts';
import { saveRegion } from '../locale/region.ts';
import { isCountryCode } from '#src/lib/region.ts';

/** Icon.tsx's chevronDown, as the server renders it. */
const CHEVRON = '<svg class="ic mm-chevron" viewBox="0 0 24 24" aria-hidden="true"><path d="m6 9 6 6 6-6"/></svg>';

function disclosure(label: string, rowClass: string, group?: string): [HTMLDetailsElement, HTMLUListElement] {
  const details = document.createElement('details');
  details.className = 'mm-acc';
  // One top category open at a time (exclusive accordion).
  if (group) details.setAttribute('name', group);
  const summary = details.appendChild(document.createElement('summary'));
  summary.className = rowClass;
  summary.append(label);
  summary.insertAdjacentHTML('beforeend', CHEVRON);
  const list = details.appendChild(document.createElement('ul'));
  list.className = 'mm-sublist';
  return [details, list];
}

function addLink(list: HTMLUListElement, from: Element, className: string): void {
  const link = list.appendChild(document.createElement('li')).appendChild(document.createElement('a'));
  link.href = from.getAttribute('href') ?? '';
  link.className = className;
  link.textContent = from.textContent;
}

/** A top item's group of the accordion, from its desktop dropdown: "All in …" first, then its sub-items. */
function groupFrom(top: HTMLAnchorElement, panel: Element): void {
  const [details, list] = disclosure(top.textContent ?? '', 'mm-row', 'mobile-menu-top');
  const all = panel.querySelector('a.dm-all');
  if (all) addLink(list, all, 'mm-subrow font-semibold');
  for (const sub of panel.querySelectorAll('.dm-level2 > li')) {
    const mid = sub.querySelector('.dm-mid');
    const leaves = sub.querySelector('.dm-level3');
    if (!mid) continue;
    if (!leaves) {
      if (mid.matches('a')) addLink(list, mid, 'mm-subrow');
      continue;
    }
    const [inner, innerList] = disclosure(mid.textContent ?? '', 'mm-subrow');
    for (const leaf of leaves.querySelectorAll('a'))
      addLink(innerList, leaf, leaf.classList.contains('font-semibold') ? 'mm-subrow font-semibold' : 'mm-subrow');
    list.appendChild(document.createElement('li')).append(inner);
  }
  top.replaceWith(details);
}

/**
 * The accordion, three levels deep, from the desktop menu's dropdowns, which have every link: each
 * top category marked `data-mm-more` (a plain link to its page without JavaScript) from the
 * fetched dropdowns (./panels.ts); a heading without a page of its own marked `data-mm-panel` (a
 * link to its first entry without JavaScript) from its dropdown in the page. So no page carries
 * the category tree, and none the customer-service entries twice (docs/menus-and-shell.md, page
 * weight).
 */
function buildAccordion(drawer: HTMLElement): void {
  const panels = new Map<string, Element>();
  for (const panel of categoryPanels()) panels.set(panel.querySelector(':scope > a.dm-all')?.getAttribute('href') ?? '', panel);
  for (const top of drawer.querySelectorAll<HTMLAnchorElement>('a[data-mm-more]')) {
    const panel = panels.get(top.getAttribute('href') ?? '');
    if (panel) groupFrom(top, panel);
  }
}

function buildHeadings(drawer: HTMLElement): void {
  for (const top of drawer.querySelectorAll<HTMLAnchorElement>('a[data-mm-panel]')) {
    const panel = document.getElementById(top.dataset.mmPanel ?? '');
    if (panel?.querySelector('.dm-level2')) groupFrom(top, panel);
  }
}

/**
 * The drawer's settings from the header: the promises bar's private/business toggle (hidden below
 * lg) with its label on a line above, and the language popup's links as a row of flags and codes
 * (the language's name for a screen reader). Without JavaScript the toggle would do nothing, and
 * the header's language popup is there at every width.
 */
function buildSettings(drawer: HTMLDetailsElement): void {
  const settings = drawer.querySelector<HTMLElement>('[data-drawer-settings]');
  if (!settings) return;
  const toggle = document.querySelector('[data-site-header] .promises-bar [data-customer-type]')?.cloneNode(true);
  const rows: HTMLElement[] = [];
  if (toggle instanceof HTMLElement) {
    toggle.className = 'ct-toggle';
    const label = document.createElement('span');
    label.className = 'ct-label';
    label.setAttribute('aria-hidden', 'true');
    label.textContent = toggle.getAttribute('aria-label');
    toggle.prepend(label);
    rows.push(toggle);
  }
  const popup = document.querySelector('[data-site-header] a[data-locale]')?.closest('nav');
  if (popup) {
    const row = document.createElement('div');
    row.className = 'mm-langs-row';
    const heading = row.appendChild(document.createElement('span'));
    heading.setAttribute('aria-hidden', 'true');
    heading.textContent = popup.getAttribute('aria-label');
    const nav = row.appendChild(document.createElement('nav'));
    nav.setAttribute('aria-label', popup.getAttribute('aria-label') ?? '');
    const list = nav.appendChild(document.createElement('ul'));
    list.className = 'mm-langs';
    for (const from of popup.querySelectorAll<HTMLAnchorElement>('a[data-locale]')) {
      const link = list.appendChild(document.createElement('li')).appendChild(document.createElement('a'));
      for (const name of ['href', 'hreflang', 'lang', 'data-locale', 'aria-current']) {
        const value = from.getAttribute(name);
        if (value !== null) link.setAttribute(name, value);
      }
      link.className = 'mm-lang';
      const flag = from.querySelector('img')?.cloneNode() as HTMLImageElement | undefined;
      if (flag) Object.assign(flag, { width: 18, height: 12 });
      const name = document.createElement('span');
      name.className = 'sr-only';
      name.textContent = `${from.textContent?.trim() ?? ''} `;
      const code = document.createElement('span');
      code.setAttribute('aria-hidden', 'true');
      code.textContent = (from.dataset.locale ?? '').toUpperCase();
      link.append(...(flag ? [flag] : []), name, code);
    }
    rows.push(row);
  }
  settings.prepend(...rows);
  if (rows.length > 0) settings.hidden = false;
}

export function enhanceMobileDrawer(drawer: HTMLDetailsElement): void {
  const summary = drawer.querySelector<HTMLElement>(':scope > summary');
  const panel = drawer.querySelector<HTMLElement>('[data-drawer-panel]');
  const backdrop = drawer.querySelector<HTMLElement>('[data-drawer-backdrop]');
  const closeButton = drawer.querySelector<HTMLButtonElement>('[data-drawer-close]');
  if (!summary || !panel) return;
  const dialog: HTMLElement = panel;

  buildHeadings(drawer);
  buildSettings(drawer);
  whenPanels(() => buildAccordion(drawer));
  drawer.addEventListener('click', (event) => {
    const top = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-mm-more]') : null;
    if (!top || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const label = top.textContent;
    const before = top.parentElement;
    void loadMenuPanels().then((loaded) => {
      const group = loaded ? before?.querySelector<HTMLDetailsElement>(':scope > details') : null;
      if (group && label === group.querySelector('summary')?.textContent) group.open = true;
      else location.assign(top.href);
    });
  });
  drawer.classList.add('is-enhanced');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  if (closeButton) closeButton.hidden = false;
  let releaseFocus: (() => void) | null = null;

  function open(): void {
    void loadMenuPanels();
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
  // The countries of the header's country popup, which come with the menu's dropdowns; the page's
  // region (or the shop's default) chosen.
  if (select)
    whenPanels(() => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('.country-list a[data-country]')) {
        const id = link.dataset.country ?? '';
        select.add(new Option(link.textContent ?? '', id, false, id === select.dataset.selected));
      }
      if (select.options.length === 0) return;
      select.closest<HTMLElement>('[data-country-field]')?.removeAttribute('hidden');
      select.closest<HTMLElement>('[data-drawer-settings]')?.removeAttribute('hidden');
    });
  select?.addEventListener('change', () => {
    if (!isCountryCode(select.value)) return;
    saveRegion(select.value);
    location.reload();
  });
}
