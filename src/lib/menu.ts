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
export type MenuLink = { id: string; label: string; href: string | null; children: MenuLink[] };

/** The desktop and mobile menus show at most three levels. */
export const MENU_DEPTH = 3;

function addressIn(item: MenuItem, locale: Locale): string | undefined {
  const raw = typeof item.value === 'string' ? item.value : item.value?.[locale];
  return raw ? raw : undefined;
}

function toLink(item: MenuItem, locale: Locale, shop: Shop): MenuLink {
  const address = item.type === 'text' ? undefined : addressIn(item, locale);
  const href = address === undefined ? null : /^https?:\/\//i.test(address) ? address : dynamicHref(locale, shop, address);
  return { id: item.id, label: item.name[locale], href, children: item.children.map((c) => toLink(c, locale, shop)) };
}

/**
 * Links of a menu in one locale, for the server-rendered menus.
 * @example menuLinks([{ id: 'taxon-1', type: 'taxon', name: { en: 'Kits', nl: 'Kits', de: 'Bausätze' }, value: { en: 'kits', nl: 'kits', de: 'bausaetze' }, children: [] }], 'de', SHOPS.nl)
 * // [{ id: 'taxon-1', label: 'Bausätze', href: '/de/bausaetze/', children: [] }]
 */
export function menuLinks(items: MenuItem[], locale: Locale, shop: Shop): MenuLink[] {
  return itemsInLocale(items, locale).map((item) => toLink(item, locale, shop));
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
