/**
 * The search island's one way in to data (docs/README.md, conventions): calls to GET /api/search,
 * /api/popular-searches, /api/categories and /api/suggest-products. The search answer is parsed
 * with the API's own schema (src/lib/api/search.ts, loaded with the first key: ./parts.ts), never
 * cast; an answer that does not parse is a failure. Answers the island only decorates with (chips, sidebar, suggestions) are read
 * field by field and an odd shape becomes empty: their schemas would add about 2 KB to the
 * island for no shopper-visible gain (docs/adr/0008-react-islands.md, budgets).
 */
import type { SearchAnswer, SearchProductJson } from '#src/lib/api/search.ts';
import type { SuggestAnswer } from '#src/lib/api/catalog.ts';
import { searchApiParams, type SearchFilters } from '#src/lib/search-url.ts';
import { SEARCH_PAGE_SIZE } from '#src/lib/search-results.ts';
import type { Locale } from '#src/lib/locales.ts';
import { cachedGet } from '../http/request-cache.ts';
import { loadSearchingParts } from './parts.ts';

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

/**
 * Every call here is a public read whose answer depends on its URL alone (the language and the
 * country are in it), so answers go through the browser's request cache (docs/api.md).
 */
function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  return cachedGet(path, async () => {
    const res = await fetch(path, { signal, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!res.ok) throw new ApiError(res.status, `GET ${path.split('?')[0]} answered ${res.status}`);
    return res.json();
  });
}

/** One page of search results (GET /api/search, 20 per page; docs/search.md, the API). */
export async function fetchSearch(ctx: ApiContext, query: string, filters: SearchFilters, page: number, signal: AbortSignal): Promise<SearchAnswer> {
  const params = searchApiParams(query, filters, page, { locale: ctx.locale, country: ctx.country, perPage: SEARCH_PAGE_SIZE });
  const [parts, body] = await Promise.all([loadSearchingParts(), getJson(`/api/search?${params}`, signal)]);
  const answer = parts.readSearchAnswer(body);
  if (!answer) throw new ApiError(200, 'GET /api/search answered an unexpected shape');
  return answer;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Popular searches for the chips: a list of strings (GET /api/popular-searches). */
export async function fetchPopularSearches(locale: Locale, signal: AbortSignal): Promise<string[]> {
  const body = await getJson(`/api/popular-searches?locale=${locale}`, signal);
  const list = isRecord(body) ? body.popular_searches : undefined;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}

export type SidebarCategory = { id: number; name: string; url: string };

/** Top categories for the sidebar while nothing is searched (GET /api/categories). */
export async function fetchTopCategories(ctx: ApiContext, limit: number, signal: AbortSignal): Promise<SidebarCategory[]> {
  const body = await getJson(`/api/categories?locale=${ctx.locale}&limit=${limit}`, signal);
  const list = isRecord(body) ? body.categories : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .flatMap((c): SidebarCategory[] =>
      isRecord(c) && typeof c.id === 'number' && typeof c.name === 'string' && typeof c.slug === 'string'
        ? [{ id: c.id, name: c.name, url: ctx.categoryUrl.replace(CATEGORY_SLUG, encodeURIComponent(c.slug)) }]
        : [],
    )
    .slice(0, limit);
}

export type Suggestion = SuggestAnswer['products'][number];

/** The newest products, shown before the first key (GET /api/suggest-products without a query). */
export async function fetchSuggestions(ctx: ApiContext, signal: AbortSignal): Promise<Suggestion[]> {
  const body = await getJson(`/api/suggest-products?locale=${ctx.locale}&country=${ctx.country}`, signal);
  const list = isRecord(body) ? body.products : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p): Suggestion[] =>
    isRecord(p) &&
    typeof p.id === 'number' &&
    typeof p.name === 'string' &&
    typeof p.url === 'string' &&
    typeof p.price === 'number' &&
    typeof p.price_with_tax === 'number'
      ? [
          {
            id: p.id,
            name: p.name,
            url: p.url,
            image_url: typeof p.image_url === 'string' ? p.image_url : null,
            price: p.price,
            price_with_tax: p.price_with_tax,
            in_stock: p.in_stock === true,
          },
        ]
      : [],
  );
}

/** A cancelled search is not a failure (docs/errors.md, pages). */
export function isAbort(err: unknown): boolean {
  return err instanceof DOMException ? err.name === 'AbortError' : err instanceof Error && err.name === 'AbortError';
}
