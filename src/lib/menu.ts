/**
 * Menu items as the API sends them (docs/menus-and-shell.md, menu items) and their links on a page.
 * Pure: the server builds the items, pages and browser code turn them into links with `menuLinks`.
 *
 * `value` by type:
 * - taxon: category slug per locale; the link is the category page.
 * - page: content-page path per locale (below the locale prefix, may be nested).
 * - static-url: a screen's path per locale below the locale prefix (from the route table), or
 *   one absolute URL as a string.
 * - text: null; a heading that only groups its children.
 */
import type { Locale, Shop } from './locales.ts';
import { dynamicHref } from './routes.ts';

export const MENU_ITEM_TYPES = ['taxon', 'page', 'static-url', 'text'] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];
export type PerLocale = Record<Locale, string>;

export type MenuItem = {
  id: string;
  name: PerLocale;
  type: MenuItemType;
  value: Partial<PerLocale> | string | null;
  children: MenuItem[];
};

/** One entry of a rendered menu: a label and a link (null for text headings). */
export type MenuLink = { id: string; type: MenuItemType; label: string; href: string | null; children: MenuLink[] };

/** The desktop and mobile menus show at most three levels. */
export const MENU_DEPTH = 3;

function addressIn(item: MenuItem, locale: Locale): string | undefined {
  const raw = typeof item.value === 'string' ? item.value : item.value?.[locale];
  return raw ? raw : undefined;
}

function toLink(item: MenuItem, locale: Locale, shop: Shop): MenuLink {
  const address = item.type === 'text' ? undefined : addressIn(item, locale);
  const href = address === undefined ? null : /^https?:\/\//i.test(address) ? address : dynamicHref(locale, shop, address);
  return { id: item.id, type: item.type, label: item.name[locale], href, children: item.children.map((c) => toLink(c, locale, shop)) };
}

/** Links made from one list of items, per shop and locale: the list is kept (and replaced when the menu changes) by the server. */
const linksOfItems = new WeakMap<MenuItem[], Map<string, readonly MenuLink[]>>();

/**
 * Links of a menu in one locale, for the server-rendered menus. Every page draws the menu twice
 * (desktop and mobile), so the links are made once per list of items, shop and locale and shared:
 * callers must not change them.
 * @example menuLinks([{ id: 'taxon-1', type: 'taxon', name: { en: 'Kits', nl: 'Kits', de: 'Bausätze' }, value: { en: 'kits', nl: 'kits', de: 'bausaetze' }, children: [] }], 'de', SHOPS.nl)
 * // [{ id: 'taxon-1', type: 'taxon', label: 'Bausätze', href: '/de/bausaetze/', children: [] }]
 */
export function menuLinks(items: MenuItem[], locale: Locale, shop: Shop): readonly MenuLink[] {
  let made = linksOfItems.get(items);
  if (!made) {
    made = new Map();
    linksOfItems.set(items, made);
  }
  const key = `${shop.id}\u0000${locale}`;
  let links = made.get(key);
  if (!links) {
    links = itemsInLocale(items, locale).map((item) => toLink(item, locale, shop));
    made.set(key, links);
  }
  return links;
}

/**
 * The items a client in `locale` can show, three levels deep. Items without an address in that
 * locale (a category not translated yet) are left out with their children, and headings left
 * without entries too, so a menu never links to a 404.
 */
export function itemsInLocale(items: MenuItem[], locale: Locale, depth = MENU_DEPTH): MenuItem[] {
  if (depth <= 0) return [];
  const kept: MenuItem[] = [];
  for (const item of items) {
    if (item.type !== 'text' && addressIn(item, locale) === undefined) continue;
    const children = itemsInLocale(item.children, locale, depth - 1);
    if (item.type === 'text' && children.length === 0) continue;
    kept.push({ ...item, children });
  }
  return kept;
}

/** A value for every locale. */
export function forEachLocale(pick: (locale: Locale) => string): PerLocale {
  return { en: pick('en'), nl: pick('nl'), de: pick('de') };
}

/** Picks a name per locale from partial translations in the fallback order: locale, nl, en, de. */
export function namesWithFallback(byLocale: Partial<PerLocale>, last: string): PerLocale {
  const pick = (l: Locale) => byLocale[l] ?? byLocale.nl ?? byLocale.en ?? byLocale.de ?? last;
  return forEachLocale(pick);
}

/**
 * The desktop menu's widths (docs/menus-and-shell.md, desktop menu): from each viewport width on,
 * the row's room is the container's inner width (max 1280 px, less 2 × 24 px padding). From lg
 * (992 px) to xl (1280 px) a middle step lets more items in as the window widens.
 */
export const MENU_TIERS = [
  { from: 992, row: 944 },
  { from: 1136, row: 1088 },
  { from: 1280, row: 1232 },
] as const;

/** From which tier (index of MENU_TIERS) a top item is in the row; MENU_TIERS.length: never, "More" only. */
export type RowPlace = number;

/**
 * A label's width in px, set in the menu's 14 px semibold, by character class. The classes take the
 * widest of the usual system fonts (DejaVu Sans, which Linux desktops fall back to), so a label
 * estimated to fit fits everywhere; narrower fonts leave some room at the end of the row.
 */
export function labelWidth(label: string): number {
  let px = 0;
  for (const ch of label) {
    if (ch === ' ' || ch === "'" || ch === '.' || ch === ',') px += 5.3;
    else if (/[fijlrtIJ\-/()]/.test(ch)) px += 7;
    else if (/[mwMW&]/.test(ch)) px += 15.4;
    else if (/\p{Lu}/u.test(ch)) px += 11.9;
    else px += 10;
  }
  return Math.ceil(px);
}

/** Padding, chevrons and toggle buttons around a top item's label (DesktopMenu.astro's styles). */
export const MENU_ITEM_CHROME_PX = { link: 20, linkWithToggle: 40, heading: 40 } as const;

export function topItemWidth(item: Pick<MenuLink, 'label' | 'href' | 'children'>): number {
  const chrome = item.href === null ? MENU_ITEM_CHROME_PX.heading : item.children.length > 0 ? MENU_ITEM_CHROME_PX.linkWithToggle : MENU_ITEM_CHROME_PX.link;
  return labelWidth(item.label) + chrome;
}

/**
 * The desktop menu on one row: the categories in order as far as they fit, the rest in a "More"
 * dropdown; the items that are not categories (newest products, customer service) always stay in
 * the row, at its end. Decided on the server from estimated widths, so the row is right before any
 * script runs and without one.
 * @returns per top item the tier from which it is in the row, and per tier whether "More" shows
 */
export function menuRow(items: readonly Pick<MenuLink, 'type' | 'label' | 'href' | 'children'>[], moreLabel: string): { places: RowPlace[]; more: boolean[] } {
  const widths = items.map(topItemWidth);
  const all = widths.reduce((a, b) => a + b, 0);
  const pinned = items.reduce((sum, item, i) => (item.type === 'taxon' ? sum : sum + (widths[i] ?? 0)), 0);
  const categories = items.filter((item) => item.type === 'taxon').length;
  const moreWidth = labelWidth(moreLabel) + MENU_ITEM_CHROME_PX.heading;
  /** How many categories fit in a row of `room` px. */
  const fitting = (room: number): number => {
    if (all <= room) return categories;
    let used = pinned + moreWidth;
    let count = 0;
    for (let i = 0; i < items.length; i++) {
      if (items[i]?.type !== 'taxon') continue;
      used += widths[i] ?? 0;
      if (used > room) break;
      count++;
    }
    return count;
  };
  const fits = MENU_TIERS.map((tier) => fitting(tier.row));
  let category = 0;
  const places = items.map((item): RowPlace => {
    if (item.type !== 'taxon') return 0;
    const n = category++;
    const tier = fits.findIndex((count) => n < count);
    return tier === -1 ? MENU_TIERS.length : tier;
  });
  return { places, more: fits.map((count) => count < categories) };
}
