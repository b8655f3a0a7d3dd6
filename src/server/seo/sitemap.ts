/**
 * The pages a shop lists in its sitemaps (docs/routing-and-seo.md, sitemaps): every indexable,
 * public, live page in each of its languages (no draft, nothing still to come: docs/catalogue.md,
 * drafts), with the paths its head links use and the date it last changed where the shop knows
 * one. Read in five queries and three collections per shop, kept for a few minutes: a crawler
 * reading the index and three sitemaps costs one read.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES, SHOPS, isLocale, type Locale, type Shop, type ShopId } from '#src/lib/locales.ts';
import { dynamicHref, href, type ScreenId } from '#src/lib/routes.ts';
import { newest, shopLocales, type PageGroup } from '#src/lib/sitemap.ts';
import { ttlCache } from '../cache.ts';
import { onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int, timestamp } from '../db/decode.ts';
import { fallbackChain } from '../db/locale-order.ts';
import { entryLocale, liveEntries } from '../content/collections.ts';
import { livePage } from '../content/database-pages.ts';
import { screenPaths } from '../page-route.ts';

/**
 * Fixed screens worth a search result. Left out, though public: cart, favourites, login,
 * registration and password reset show one visitor's own state or a form, nothing to find; the
 * account and checkout screens are closed to crawlers (robots.txt). Decision: docs/adr/0016-sitemaps-and-robots.md.
 */
const LISTED_SCREENS = [
  'home',
  'newestProducts',
  'blogList',
  'projects',
  'faq',
  'reviews',
  'contact',
  'partners',
  'returnPolicy',
] as const satisfies readonly ScreenId[];

/** How long a shop's list is kept in the process: new products appear within this. */
const CACHE_MS = 5 * 60_000;

/** Longer slugs never reach a product page (src/server/catalog/product-detail.ts). */
const MAX_SLUG = 250;

const slugRow = z.object({ id: int, locale: z.string(), slug: z.string(), lastmod: timestamp.nullable() });
const productRow = z.object({ id: int, slugs: z.record(z.string(), z.string()), lastmod: timestamp });
const pageRow = z.object({ translation_key: z.string(), locale: z.string(), path: z.string(), lastmod: timestamp });
const dateRow = z.object({ lastmod: timestamp.nullable() });

const sameDate = (date: Date | null): Partial<Record<Locale, Date>> => (date ? Object.fromEntries(LOCALES.map((l) => [l, date])) : {});

/** Every active category in the languages it has a slug in; changed when a product in it changed. */
async function categoryGroups(q: Queryable, shop: Shop): Promise<PageGroup[]> {
  const found = await rows(
    q,
    slugRow,
    sql`
    SELECT c.id, ct.locale, ct.slug,
      GREATEST(c.created_at, (SELECT max(p.updated_at) FROM product_categories pc JOIN products p ON p.id = pc.product_id
                              WHERE pc.category_id = c.id AND p.is_active)) AS lastmod
    FROM categories c JOIN category_translations ct ON ct.category_id = c.id
    WHERE c.is_active ORDER BY c.position, c.id`,
  );
  const byId = new Map<number, PageGroup>();
  for (const r of found) {
    if (!isLocale(r.locale)) continue;
    const group = byId.get(r.id) ?? { paths: {}, lastmod: {} };
    group.paths[r.locale] = dynamicHref(r.locale, shop, r.slug);
    if (r.lastmod) group.lastmod[r.locale] = r.lastmod;
    byId.set(r.id, group);
  }
  return [...byId.values()];
}

/**
 * Every active product and every active variant of an active master: a variant's URL is a page
 * of its own (docs/catalogue.md). A language without a slug of its own shows the fallback's slug,
 * as the product page links it; a master changes when one of its variants does.
 */
async function productGroups(q: Queryable, shop: Shop): Promise<PageGroup[]> {
  const found = await rows(
    q,
    productRow,
    sql`
    SELECT p.id, json_object_agg(pt.locale, pt.slug) AS slugs,
      GREATEST(p.updated_at, (SELECT max(v.updated_at) FROM products v WHERE v.master_product_id = p.id AND v.is_active)) AS lastmod
    FROM products p JOIN product_translations pt ON pt.product_id = p.id
    WHERE p.is_active AND (p.master_product_id IS NULL OR EXISTS (SELECT 1 FROM products m WHERE m.id = p.master_product_id AND m.is_active))
    GROUP BY p.id ORDER BY p.id`,
  );
  const groups: PageGroup[] = [];
  for (const r of found) {
    const paths: Partial<Record<Locale, string>> = {};
    for (const l of LOCALES) {
      const slug = fallbackChain(l)
        .map((f) => r.slugs[f])
        .find((s) => s !== undefined);
      if (slug && slug.length <= MAX_SLUG) paths[l] = href('product', l, shop, { slug });
    }
    groups.push({ paths, lastmod: sameDate(r.lastmod) });
  }
  return groups;
}

/**
 * Content pages as the router finds them: a database page before a Markdown page at the same
 * path, and neither where a screen or a category already answers the path.
 */
async function contentGroups(q: Queryable, shop: Shop, taken: Set<string>): Promise<PageGroup[]> {
  const stored = await rows(
    q,
    pageRow,
    sql`
    SELECT translation_key, locale, path, GREATEST(updated_at, publish_at) AS lastmod FROM content_pages
    WHERE ${livePage()} AND ${shop.id} = ANY(shops) ORDER BY translation_key, locale`,
  );
  const groups = new Map<string, PageGroup>();
  const add = (key: string, locale: Locale, path: string, lastmod: Date | null) => {
    const full = dynamicHref(locale, shop, path);
    if (taken.has(full)) return;
    taken.add(full);
    const group = groups.get(key) ?? { paths: {}, lastmod: {} };
    group.paths[locale] = full;
    if (lastmod) group.lastmod[locale] = lastmod;
    groups.set(key, group);
  };
  for (const r of stored) if (isLocale(r.locale)) add(`db:${r.translation_key}`, r.locale, r.path, r.lastmod);
  const files = await liveEntries('pages', (e) => e.data.shops.includes(shop.id));
  for (const e of files) {
    const locale = entryLocale(e.id);
    // Markdown files carry no date of their own: no <lastmod> rather than an invented one.
    if (locale) add(`file:${e.data.translationKey}`, locale, e.data.path, null);
  }
  return [...groups.values()];
}

/** Blog posts or projects, one group per translation key, each language dated by its publication. */
async function articleGroups(collection: 'blog' | 'projects', screen: 'blogArticle' | 'project', shop: Shop): Promise<PageGroup[]> {
  const groups = new Map<string, PageGroup>();
  for (const e of await liveEntries(collection)) {
    const locale = entryLocale(e.id);
    if (!locale) continue;
    const group = groups.get(e.data.translationKey) ?? { paths: {}, lastmod: {} };
    group.paths[locale] = href(screen, locale, shop, { slug: e.data.slug });
    group.lastmod[locale] = e.data.publishedAt;
    groups.set(e.data.translationKey, group);
  }
  return [...groups.values()];
}

const latest = async (q: Queryable, query: ReturnType<typeof sql>) => (await rows(q, dateRow, query))[0]?.lastmod ?? null;

async function loadGroups(q: Queryable, shop: Shop): Promise<PageGroup[]> {
  const [categories, products, blog, projects, productsChanged, reviewed] = await Promise.all([
    categoryGroups(q, shop),
    productGroups(q, shop),
    articleGroups('blog', 'blogArticle', shop),
    articleGroups('projects', 'project', shop),
    latest(q, sql`SELECT max(updated_at) AS lastmod FROM products WHERE is_active`),
    latest(q, sql`SELECT max(created_at) AS lastmod FROM shop_reviews`),
  ]);
  const newestOf = (groups: PageGroup[]) =>
    Object.fromEntries(
      shopLocales(shop)
        .map((l) => [l, newest(groups.map((g) => g.lastmod[l]))])
        .filter(([, d]) => d),
    );
  // What a list shows decides when it changed; a screen of fixed text has no date the shop knows.
  const screenDates: Partial<Record<ScreenId, Partial<Record<Locale, Date>>>> = {
    home: sameDate(productsChanged),
    newestProducts: sameDate(productsChanged),
    blogList: newestOf(blog),
    projects: newestOf(projects),
    reviews: sameDate(reviewed),
  };
  const screens: PageGroup[] = LISTED_SCREENS.map((id) => ({ paths: screenPaths(id, shop, {}), lastmod: screenDates[id] ?? {} })).filter(
    (g) => Object.keys(g.paths).length > 0,
  );
  const taken = new Set([...screens, ...categories].flatMap((g) => Object.values(g.paths)));
  const content = await contentGroups(q, shop, taken);
  return [...screens, ...categories, ...content, ...products, ...blog, ...projects];
}

const loadShopGroups = onShopDatabase(loadGroups);
const cache = ttlCache<ShopId, PageGroup[]>(CACHE_MS, (id) => loadShopGroups(SHOPS[id]));

/** The shop's listed pages, from the process's copy when it is younger than five minutes. */
export function sitemapGroups(shop: Shop): Promise<PageGroup[]> {
  return cache.get(shop.id);
}
