/**
 * The desktop menu's dropdowns are not in the page (docs/menus-and-shell.md, page weight; ADR
 * 0035): its row links to every top category, and each category's dropdown is an empty
 * placeholder. This fetches them, one HTML fragment for the shop and language
 * (components/shell/MenuPanels.astro), when the shell wakes (src/features/shell/wake.ts) and at
 * the latest when a menu opens, and fills the placeholders. The desktop menu and the mobile drawer
 * (which builds its accordion from them) follow `menu:panels` on the menu's <nav>. The country
 * popup's list on the international shop comes with them (components/shell/CountryMenu.astro), and
 * the header account dropdown's contents (components/shell/AccountPanel.astro, filled in by
 * ./account-menu.ts), and the texts of the search overlay and the cart drawer
 * (src/features/shell/island-strings.ts). Browser only.
 */
import { COUNTRY_QUERY } from '#src/lib/region.ts';

export const PANELS_EVENT = 'menu:panels';
const TIMEOUT_MS = 5_000;

let loading: Promise<boolean> | null = null;
/** The fetched dropdowns by their placeholder's id (a category in the row at no width has none). */
const fetched = new Map<string, HTMLElement>();
/** The islands' texts as fetched (JSON; src/features/shell/island-strings.ts reads them). */
let islandStrings: string | null = null;

export const fetchedIslandStrings = (): string | null => islandStrings;

const menu = () => document.querySelector<HTMLElement>('[data-desktop-menu][data-panels-src]');

/** Whether the dropdowns are in the page. */
export const panelsLoaded = (): boolean => menu()?.dataset.panels === 'loaded';
/** Whether the last fetch of the dropdowns failed (the next menu opened asks again). */
export const panelsFailed = (): boolean => menu()?.dataset.panels === 'failed';

/**
 * Fetches the dropdowns once; a failed fetch is logged and asked again on the next call (the next
 * menu opened). Resolves with whether they are in the page.
 */
export function loadMenuPanels(): Promise<boolean> {
  const nav = menu();
  if (!nav) return Promise.resolve(false);
  if (loading) return loading;
  loading = fetchPanels(nav).then(
    () => true,
    (error: unknown) => {
      console.error('[menu] loading the dropdowns failed:', error);
      loading = null;
      nav.dataset.panels = 'failed';
      nav.dispatchEvent(new Event(PANELS_EVENT));
      return false;
    },
  );
  return loading;
}

async function fetchPanels(nav: HTMLElement): Promise<void> {
  const response = await fetch(nav.dataset.panelsSrc ?? '', { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const fragment = document.createElement('template');
  fragment.innerHTML = await response.text();
  for (const source of fragment.content.querySelectorAll<HTMLElement>('[data-panel]')) {
    const id = source.dataset.panel ?? '';
    fetched.set(id, source);
    const panel = document.getElementById(id);
    if (panel?.matches('[data-menu-panel], [data-country-list], [data-account-panel], [data-favorites-dropdown]')) fill(panel, source);
  }
  islandStrings = fragment.content.querySelector('[data-island-strings]')?.textContent ?? null;
  const countries = document.querySelector<HTMLElement>('[data-country-list]');
  if (countries) markCountries(countries);
  nav.dataset.panels = 'loaded';
  nav.dispatchEvent(new Event(PANELS_EVENT));
}

/**
 * Puts a copy of a dropdown's contents in place (the drawer reads the fetched ones). One already in the page ("More", whose categories are
 * links without JavaScript) is replaced whole; focus inside it stays on the same link.
 */
function fill(panel: HTMLElement, source: HTMLElement): void {
  const focused =
    document.activeElement instanceof HTMLAnchorElement && panel.contains(document.activeElement) ? document.activeElement.getAttribute('href') : null;
  panel.replaceChildren(...[...source.childNodes].map((node) => node.cloneNode(true)));
  if (focused) [...panel.querySelectorAll('a')].find((a) => a.getAttribute('href') === focused)?.focus();
}

/** The check of the current choice, as the server draws it in the language popup (`iconClass`). */
const CHECK = '<i class="i-ic-check popup-check" aria-hidden="true"></i>';

/**
 * The list is the same for every page: each link becomes this page with `?country=` (its other
 * parameters kept, a preview token never: docs/routing-and-seo.md, drafts and previews), and the
 * page's region is marked.
 */
function markCountries(list: HTMLElement): void {
  const region = document.querySelector<HTMLElement>('[data-site-header]')?.dataset.region;
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[data-country]')) {
    const query = new URLSearchParams(location.search);
    query.delete('preview');
    query.set(COUNTRY_QUERY, link.dataset.country ?? '');
    link.setAttribute('href', `?${query}`);
    if (link.dataset.country !== region) continue;
    link.setAttribute('aria-current', 'true');
    link.insertAdjacentHTML('beforeend', CHECK);
  }
}

/** The fetched dropdowns of the categories (not "More"), for the mobile drawer's accordion. */
export const categoryPanels = (): HTMLElement[] => [...fetched.values()].filter((p) => p.querySelector(':scope > a.dm-all'));

/** Calls `then` once the dropdowns are in the page: now when they are, else when they arrive. */
export function whenPanels(then: () => void): void {
  const nav = menu();
  if (!nav) return;
  if (panelsLoaded()) return then();
  const arrived = () => {
    if (!panelsLoaded()) return;
    nav.removeEventListener(PANELS_EVENT, arrived);
    then();
  };
  nav.addEventListener(PANELS_EVENT, arrived);
}
