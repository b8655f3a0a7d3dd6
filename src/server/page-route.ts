/**
 * What the middleware found for a page request: a fixed screen, a category, a content page or
 * nothing. Pages and layouts read it from `Astro.locals.page`.
 */
import { LOCALES, type Locale, type Shop } from '../lib/locales.ts';
import { SCREENS, href, screenInShop, dynamicHref, type Params, type ScreenId } from '../lib/routes.ts';
import type { CategoryPage } from './catalog/listings.ts';
import type { ContentPage } from './content/database-pages.ts';
import type { FilePage } from './content/file-pages.ts';

export type PageRoute = {
  /** Path of this page in each locale of the shop; null when it has no translations (404). */
  paths: Partial<Record<Locale, string>> | null;
  foreignPrefix: string | null;
} & (
  | { kind: 'screen'; screen: ScreenId; params: Params }
  | { kind: 'category'; category: CategoryPage }
  | { kind: 'content'; content: ContentPage | null; file: FilePage | null }
  | { kind: 'notFound'; path: string }
);

/** Paths of a fixed screen in every locale. Slug screens keep the slug; their pages refine it. */
export function screenPaths(screen: ScreenId, shop: Shop, params: Params): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  if (!screenInShop(screen, shop)) return paths;
  for (const locale of LOCALES) paths[locale] = href(screen, locale, shop, params);
  return paths;
}

export function dynamicPaths(shop: Shop, byLocale: Partial<Record<Locale, string>>): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const p = byLocale[locale];
    if (p !== undefined) paths[locale] = dynamicHref(locale, shop, p);
  }
  return paths;
}

/**
 * Pages with localized slugs (product, blog, project) know their paths only after loading their
 * data; they set them here so the head links and the language links both use them.
 */
export function refinePaths(locals: App.Locals, paths: Partial<Record<Locale, string>>): void {
  if (locals.page) locals.page.paths = paths;
}

/** The internal Astro page a screen renders, with its slug filled in. */
export function internalPage(screen: ScreenId, params: Params): string {
  const page: string = SCREENS[screen].page;
  return page.replace('[slug]', encodeURIComponent(params.slug ?? ''));
}
