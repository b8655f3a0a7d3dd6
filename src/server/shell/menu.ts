/**
 * The site menu (docs/menus-and-shell.md): the category tree three levels deep as taxon items, then
 * "newest products" and a customer-service group of content pages and screens. The API
 * (`GET /api/menu`) and the server-rendered desktop and mobile menus use these same items.
 *
 * Why no menu table: the menu follows the catalogue (categories flagged show_in_menu) and a
 * fixed set of service entries; an editable menu is a later admin feature and would replace
 * `loadMenu` only.
 *
 * Failure (docs/menus-and-shell.md): the last good menu is served, else an empty one; the database is
 * left alone for 30 s after a failure, and a load slower than 5 s counts as one.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SHOPS, isLocale, type ShopId } from '#src/lib/locales.ts';
import { SCREENS, screenInShop, type ScreenId } from '#src/lib/routes.ts';
import { translator } from '#src/lib/i18n.ts';
import { MENU_DEPTH, forEachLocale, namesWithFallback, type MenuItem, type PerLocale } from '#src/lib/menu.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';
import { resilientCache, type CacheRead } from '../resilient-cache.ts';
import { inLocaleOrder } from '../db/locale-order.ts';
import { livePage } from '../content/database-pages.ts';

export const MENU_TTL_MS = 60_000;
export const MENU_BACKOFF_MS = 30_000;
export const MENU_TIMEOUT_MS = 5_000;

/** Content pages (by translation key) in the customer-service group, in menu order. */
const SERVICE_PAGES = ['shipping', 'warranty', 'about'] as const;

const categoryRow = z.object({ id: int, parent_id: int.nullable(), locale: z.string(), name: z.string(), slug: z.string() });
const pageRow = z.object({ translation_key: z.string(), locale: z.string(), path: z.string(), title: z.string() });
type CategoryRow = z.output<typeof categoryRow>;
type PageRow = z.output<typeof pageRow>;

function screenItem(screen: ScreenId): MenuItem {
  return {
    id: `screen-${screen}`,
    name: forEachLocale((l) => translator(l)(`screens.${screen}`)),
    type: 'static-url',
    value: forEachLocale((l) => SCREENS[screen].paths[l]),
    children: [],
  };
}

function perLocale<R extends { locale: string }>(list: R[], pick: (r: R) => string): Partial<PerLocale> {
  const out: Partial<PerLocale> = {};
  for (const r of list) if (isLocale(r.locale)) out[r.locale] = pick(r);
  return inLocaleOrder(out);
}

/** Taxon items from category rows (one row per category and locale), cut at three levels. */
export function taxonItems(categoryRows: CategoryRow[]): MenuItem[] {
  const byId = new Map<number, { parentId: number | null; rows: CategoryRow[] }>();
  for (const r of categoryRows) {
    const found = byId.get(r.id);
    if (found) found.rows.push(r);
    else byId.set(r.id, { parentId: r.parent_id, rows: [r] });
  }
  const items = new Map<number, MenuItem>();
  for (const [id, c] of byId) {
    items.set(id, {
      id: `taxon-${id}`,
      name: namesWithFallback(
        perLocale(c.rows, (r) => r.name),
        String(id),
      ),
      type: 'taxon',
      value: perLocale(c.rows, (r) => r.slug),
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const [id, c] of byId) {
    const item = items.get(id);
    if (!item) continue;
    if (c.parentId === null) roots.push(item);
    else items.get(c.parentId)?.children.push(item);
  }
  const cut = (list: MenuItem[], depth: number): MenuItem[] => list.map((i) => ({ ...i, children: depth > 1 ? cut(i.children, depth - 1) : [] }));
  return cut(roots, MENU_DEPTH);
}

function serviceGroup(shop: ShopId, pageRows: PageRow[]): MenuItem {
  const page = (key: string): MenuItem[] => {
    const translations = pageRows.filter((r) => r.translation_key === key);
    if (translations.length === 0) return [];
    return [
      {
        id: `page-${key}`,
        name: namesWithFallback(
          perLocale(translations, (r) => r.title),
          key,
        ),
        type: 'page',
        value: perLocale(translations, (r) => r.path),
        children: [],
      },
    ];
  };
  const screens = (...ids: ScreenId[]) => ids.filter((id) => screenInShop(id, SHOPS[shop])).map(screenItem);
  return {
    id: 'text-service',
    name: forEachLocale((l) => translator(l)('header.customerService')),
    type: 'text',
    value: null,
    children: [
      ...screens('contact', 'faq'),
      ...page('shipping'),
      ...screens('returnPolicy'),
      ...page('warranty'),
      ...page('about'),
      ...screens('blogList', 'projects'),
    ],
  };
}

/** Reads the menu of a shop from the database (two queries). */
export async function loadMenu(db: Queryable, shop: ShopId): Promise<MenuItem[]> {
  const [categoryRows, pageRows] = await Promise.all([
    rows(
      db,
      categoryRow,
      sql`
      SELECT c.id, c.parent_id, ct.locale, ct.name, ct.slug
      FROM categories c JOIN category_translations ct ON ct.category_id = c.id
      WHERE c.is_active AND c.show_in_menu
      ORDER BY c.position, c.id`,
    ),
    rows(
      db,
      pageRow,
      sql`
      SELECT translation_key, locale, path, title FROM content_pages
      WHERE ${livePage()} AND ${shop} = ANY(shops)
        AND translation_key IN (${sql.join(
          SERVICE_PAGES.map((k) => sql`${k}`),
          sql`, `,
        )})`,
    ),
  ]);
  return [...taxonItems(categoryRows), screenItem('newestProducts'), serviceGroup(shop, pageRows)];
}

export type MenuSourceOptions = { load?: (shop: ShopId) => Promise<MenuItem[]>; now?: () => number; log?: (message: string) => void };

/** A menu cache with the spec's failure behaviour; the app uses one, tests make their own. */
export function menuSource(options: MenuSourceOptions = {}) {
  const log = options.log ?? ((message: string) => console.error(message));
  const cache = resilientCache<ShopId, MenuItem[]>({
    load: options.load ?? (async (shop) => loadMenu(await db(), shop)),
    ttlMs: MENU_TTL_MS,
    backoffMs: MENU_BACKOFF_MS,
    timeoutMs: MENU_TIMEOUT_MS,
    now: options.now,
    onError: (err, shop) =>
      log(`[menu] loading the menu of the ${shop} shop failed, retrying in ${MENU_BACKOFF_MS / 1000} s: ${err instanceof Error ? err.message : String(err)}`),
  });
  return {
    /** Items, and whether they are a fallback after a failure (last good or empty). */
    async read(shop: ShopId): Promise<{ items: MenuItem[]; failed: boolean }> {
      const result: CacheRead<MenuItem[]> = await cache.read(shop);
      return { items: result.value ?? [], failed: result.failed };
    },
    clear: cache.clear,
  };
}

const appMenu = menuSource();

/** The menu of a shop for pages and the API (cached a minute; never throws). */
export function siteMenu(shop: ShopId): Promise<{ items: MenuItem[]; failed: boolean }> {
  return appMenu.read(shop);
}

export function clearMenuCache(): void {
  appMenu.clear();
}
