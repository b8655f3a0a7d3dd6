/**
 * Search-engine rules (docs/routing-and-seo.md): which pages are indexable, and their canonical and
 * alternate links. Pure functions; the layout renders what they return.
 */
import { LOCALES, type Locale, type Shop } from './locales.ts';

/** Crawlers that get an explicit robots meta tag each (docs/routing-and-seo.md, robots). */
export const ROBOT_NAMES = ['robots', 'googlebot', 'bingbot', 'slurp', 'duckduckbot', 'baiduspider'] as const;

/** Crawlers that get a bare 404 without the error page (docs/routing-and-seo.md, the 404 page). */
const BOT_PATTERN =
  /googlebot|bingbot|slurp|duckduckbot|baiduspider|yandex(bot)?|sogou|exabot|facebot|facebookexternalhit|ia_archiver|applebot|petalbot|semrushbot|ahrefsbot|mj12bot|dotbot|seznambot|gptbot|ccbot|bytespider|amazonbot|crawler|spider|\bbot\b/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}

export type RobotsInput = {
  search: string;
  shop: Shop;
  foreignPrefix: string | null;
  notFound?: boolean;
  /** A page for one visitor only (a password reset form): never in an index. */
  noindex?: boolean;
  /** A preview link's page (docs/routing-and-seo.md, drafts and previews): neither indexed nor followed. */
  preview?: boolean;
  /**
   * The query string only filters, sorts or pages a list (a category page): the page stays out of
   * the index but names the plain list as its canonical, so links to it count for the list.
   */
  canonicalWithoutQuery?: boolean;
};

/**
 * @example robotsDirective({ search: '?q=pi', shop, foreignPrefix: null }) // "noindex, follow"
 */
export function robotsDirective({ search, shop, foreignPrefix, notFound = false, noindex = false, preview = false }: RobotsInput): string {
  if (preview) return 'noindex, nofollow';
  const hasQuery = search.length > 1; // "?" alone is no query
  const foreignOnDutchShop = shop.id === 'nl' && foreignPrefix !== null;
  return hasQuery || foreignOnDutchShop || notFound || noindex ? 'noindex, follow' : 'index, follow';
}

export type AlternateLink = { hreflang: Locale | 'x-default'; href: string };

/**
 * Alternates for en, nl, de and x-default (= the English page), from the page's path in each
 * locale. A locale missing from `paths` (for example a product without a German slug) is left out.
 */
export function alternateLinks(origin: string, paths: Partial<Record<Locale, string>>): AlternateLink[] {
  const links: AlternateLink[] = [];
  for (const locale of LOCALES) {
    const path = paths[locale];
    if (path) links.push({ hreflang: locale, href: origin + path });
  }
  if (paths.en) links.push({ hreflang: 'x-default', href: origin + paths.en });
  return links;
}

export type HeadLinks = { robots: string; canonical: string | null; alternates: AlternateLink[] };

/**
 * Canonical and alternates for indexable pages; a list page whose query string only filters it
 * gets the plain list as its canonical and no alternates (docs/routing-and-seo.md, robots).
 */
export function headLinks(origin: string, currentLocale: Locale, paths: Partial<Record<Locale, string>> | null, robots: RobotsInput): HeadLinks {
  const directive = robotsDirective(robots);
  const own = paths?.[currentLocale];
  if (!directive.startsWith('index') || !paths) {
    const onlyTheQuery = robots.canonicalWithoutQuery === true && robotsDirective({ ...robots, search: '' }).startsWith('index');
    return { robots: directive, canonical: onlyTheQuery && own ? origin + own : null, alternates: [] };
  }
  return { robots: directive, canonical: own ? origin + own : null, alternates: alternateLinks(origin, paths) };
}
