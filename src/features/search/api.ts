/**
 * The search island's one way in to data (docs/README.md, conventions): calls to GET /api/search,
 * /api/popular-searches, /api/categories and /api/suggest-products, whose answers are parsed with
 * the API's own schemas (src/lib/api), never cast. A search answer that does not parse is a
 * failure; answers the island only decorates with (chips, sidebar, suggestions) become empty.
 */
import { searchAnswer, type SearchAnswer, type SearchProductJson } from '#src/lib/api/search.ts';
import { categoriesAnswer, popularSearchesAnswer, suggestAnswer, type SuggestAnswer } from '#src/lib/api/catalog.ts';
import { searchApiParams, type SearchFilters } from '#src/lib/search-url.ts';
import { SEARCH_PAGE_SIZE } from '#src/lib/search-results.ts';
import type { Locale } from '#src/lib/locales.ts';

export type { SearchAnswer };
export type SearchProduct = SearchProductJson;

export type ApiContext = {
  locale: Locale;
  country: string;
  /** A category's path with {@link CATEGORY_SLUG} for its slug, built on the server by the route table. */
  categoryUrl: string;
};

/** Placeholder in `categoryUrl`; keeps the route table (and its size) out of the browser. */
export const CATEGORY_SLUG = '__slug__';

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(path, { signal, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw new ApiError(res.status, `GET ${path.split('?')[0]} answered ${res.status}`);
  return res.json();
}

/** One page of search results (GET /api/search, 20 per page; docs/search.md, the API). */
export async function fetchSearch(ctx: ApiContext, query: string, filters: SearchFilters, page: number, signal: AbortSignal): Promise<SearchAnswer> {
  const params = searchApiParams(query, filters, page, { locale: ctx.locale, country: ctx.country, perPage: SEARCH_PAGE_SIZE });
  const parsed = searchAnswer.safeParse(await getJson(`/api/search?${params}`, signal));
  if (!parsed.success) throw new ApiError(200, 'GET /api/search answered an unexpected shape');
  return parsed.data;
}

/** Popular searches for the chips: a list of strings (GET /api/popular-searches). */
export async function fetchPopularSearches(locale: Locale, signal: AbortSignal): Promise<string[]> {
  const parsed = popularSearchesAnswer.safeParse(await getJson(`/api/popular-searches?locale=${locale}`, signal));
  return parsed.success ? parsed.data.popular_searches.filter((s) => s.trim() !== '') : [];
}

export type SidebarCategory = { id: number; name: string; url: string };

/** Top categories for the sidebar while nothing is searched (GET /api/categories). */
export async function fetchTopCategories(ctx: ApiContext, limit: number, signal: AbortSignal): Promise<SidebarCategory[]> {
  const parsed = categoriesAnswer.safeParse(await getJson(`/api/categories?locale=${ctx.locale}&limit=${limit}`, signal));
  if (!parsed.success) return [];
  return parsed.data.categories
    .map((c) => ({ id: c.id, name: c.name, url: ctx.categoryUrl.replace(CATEGORY_SLUG, encodeURIComponent(c.slug)) }))
    .slice(0, limit);
}

export type Suggestion = SuggestAnswer['products'][number];

/** The newest products, shown before the first key (GET /api/suggest-products without a query). */
export async function fetchSuggestions(ctx: ApiContext, signal: AbortSignal): Promise<Suggestion[]> {
  const parsed = suggestAnswer.safeParse(await getJson(`/api/suggest-products?locale=${ctx.locale}&country=${ctx.country}`, signal));
  return parsed.success ? parsed.data.products : [];
}

/** A cancelled search is not a failure (docs/errors.md, pages). */
export function isAbort(err: unknown): boolean {
  return err instanceof DOMException ? err.name === 'AbortError' : err instanceof Error && err.name === 'AbortError';
}
