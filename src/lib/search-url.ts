/**
 * Search state in the URL (docs/search.md, state in the URL):
 * `?query=…&category=…&kleur=…&merk=…&minprice=…&maxprice=…`, repeating a key for several values,
 * so a search can be shared and reloaded. The same reader serves the overlay island and the
 * server-rendered results of the home page (JavaScript off). Pure: safe in the browser and on the
 * server.
 *
 * Reading is lenient (a hand-edited URL never breaks the page: odd values are dropped), writing
 * keeps every parameter that is not the search's own.
 */

export const PROPERTY_FILTERS = ['kleur', 'merk'] as const;
export type PropertyFilter = (typeof PROPERTY_FILTERS)[number];

export type SearchFilters = {
  /** Category ids; a product matches when it is in any of them. */
  categories: number[];
  kleur: string[];
  merk: string[];
  /** Price bounds in euros incl. VAT; null for open. */
  minPrice: number | null;
  maxPrice: number | null;
};

export type SearchUrlState = {
  query: string;
  filters: SearchFilters;
  /** Only the server-rendered results page with plain links; the overlay scrolls instead. */
  page: number;
};

/** The URL parameters the search owns; closing the overlay removes exactly these. */
export const SEARCH_PARAMS = ['query', 'category', 'kleur', 'merk', 'minprice', 'maxprice', 'page'] as const;

export const MAX_QUERY_CHARS = 200;
const MAX_VALUES = 20;
const MAX_VALUE_CHARS = 100;
const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000;

export const EMPTY_FILTERS: SearchFilters = { categories: [], kleur: [], merk: [], minPrice: null, maxPrice: null };

const unique = <T>(values: T[]): T[] => [...new Set(values)].slice(0, MAX_VALUES);

function readPrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > MAX_PRICE) return null;
  return Math.round(value * 100) / 100;
}

/**
 * @example readSearchUrl(new URLSearchParams('query=kabel&merk=Goobay&maxprice=20'))
 *   // { query: 'kabel', filters: { categories: [], kleur: [], merk: ['Goobay'], minPrice: null, maxPrice: 20 }, page: 1 }
 */
export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const query = (params.get('query') ?? '').slice(0, MAX_QUERY_CHARS);
  const categories = unique(
    params
      .getAll('category')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => /^\d{1,9}$/.test(v))
      .map(Number)
      .filter((n) => n > 0),
  );
  const strings = (key: PropertyFilter) =>
    unique(
      params
        .getAll(key)
        .map((v) => v.trim())
        .filter((v) => v !== '' && v.length <= MAX_VALUE_CHARS),
    );
  let minPrice = readPrice(params.get('minprice'));
  let maxPrice = readPrice(params.get('maxprice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,5}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), MAX_PAGE) : 1;
  return { query, filters: { categories, kleur: strings('kleur'), merk: strings('merk'), minPrice, maxPrice }, page };
}

/** True when the URL asks for a search (a non-empty trimmed query). */
export function hasSearchQuery(params: URLSearchParams): boolean {
  return (params.get('query') ?? '').trim() !== '';
}

/** Prices in the URL without float noise: 12.5 → "12.5", 10 → "10". */
const priceParam = (euros: number) => String(Math.round(euros * 100) / 100);

/**
 * The query string for a search state, keeping the parameters that are not the search's own.
 * An empty query writes no search parameters at all. `page` is written only above 1.
 * @example writeSearchUrl('?utm=x', { query: 'kabel', filters: { ...EMPTY_FILTERS, merk: ['Goobay'] } }) // "?utm=x&query=kabel&merk=Goobay"
 */
export function writeSearchUrl(current: string | URLSearchParams, state: { query: string; filters: SearchFilters; page?: number }): string {
  const params = clearSearchParams(current);
  if (state.query.trim() !== '') {
    params.set('query', state.query.slice(0, MAX_QUERY_CHARS));
    const f = state.filters;
    for (const id of f.categories) params.append('category', String(id));
    for (const name of PROPERTY_FILTERS) for (const value of f[name]) params.append(name, value);
    if (f.minPrice !== null) params.set('minprice', priceParam(f.minPrice));
    if (f.maxPrice !== null) params.set('maxprice', priceParam(f.maxPrice));
    if (state.page !== undefined && state.page > 1) params.set('page', String(state.page));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A copy of the parameters without the search's own. */
export function clearSearchParams(current: string | URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of SEARCH_PARAMS) params.delete(key);
  return params;
}

export type ApiContext = { locale: string; country: string; perPage: number };

/**
 * Parameters of GET /api/search (docs/search.md, the API): arrays with `[]` keys, properties as
 * JSON, prices in euros incl. VAT, country in upper case.
 */
export function searchApiParams(query: string, filters: SearchFilters, page: number, ctx: ApiContext): URLSearchParams {
  const params = new URLSearchParams();
  params.set('query', query.trim());
  params.set('page', String(page));
  params.set('per_page', String(ctx.perPage));
  params.set('locale', ctx.locale);
  params.set('country', ctx.country.toUpperCase());
  for (const id of filters.categories) params.append('category[]', String(id));
  const properties: Partial<Record<PropertyFilter, string[]>> = {};
  for (const name of PROPERTY_FILTERS) if (filters[name].length) properties[name] = filters[name];
  if (Object.keys(properties).length) params.set('properties', JSON.stringify(properties));
  if (filters.minPrice !== null) params.set('minprice', filters.minPrice.toFixed(2));
  if (filters.maxPrice !== null) params.set('maxprice', filters.maxPrice.toFixed(2));
  return params;
}

/** Two filter sets ask the server the same question. */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  const same = <T>(x: T[], y: T[]) => x.length === y.length && x.every((v) => y.includes(v));
  return same(a.categories, b.categories) && same(a.kleur, b.kleur) && same(a.merk, b.merk) && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice;
}

export function hasFilters(f: SearchFilters): boolean {
  return f.categories.length > 0 || f.kleur.length > 0 || f.merk.length > 0 || f.minPrice !== null || f.maxPrice !== null;
}
