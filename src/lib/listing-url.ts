/**
 * A category page's filters and sorting in the URL (docs/catalogue.md, filters and sorting):
 * `?merk=…&kleur=…&connector=…&minprice=…&maxprice=…&instock=1&sort=…&page=…`, a property's key
 * repeated for several values, so a filtered list can be shared, reloaded and paged. The GET form
 * of the filter panel writes exactly these names. Pure: safe in the browser and on the server.
 *
 * Reading is lenient (a hand-edited URL never breaks the page): unknown keys, empty or overlong
 * values, prices that are not amounts and unknown sort orders are dropped; bounds given the wrong
 * way round swap. Writing is canonical: properties in the order given, defaults left out.
 */

/** Sort orders; the first is the default and is never written. */
export const LISTING_SORTS = ['popular', 'price-asc', 'price-desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = 'popular';

/** Parameters that are never a property filter. */
export const LISTING_PARAMS = ['minprice', 'maxprice', 'instock', 'sort', 'page'] as const;

export type ListingState = {
  /** Property key → chosen values (a product matches when it has any of them). */
  properties: Record<string, string[]>;
  /** Price bounds in euros incl. VAT, as shown; null for open. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: ListingSort;
  page: number;
};

const MAX_KEYS = 10;
const MAX_VALUES = 20;
const MAX_VALUE_CHARS = 100;
const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000;

export const EMPTY_LISTING: ListingState = { properties: {}, minPrice: null, maxPrice: null, inStock: false, sort: DEFAULT_SORT, page: 1 };

function readPrice(raw: string | null): number | null {
  // "12,50" is how a Dutch or German shopper types it.
  const text = raw?.trim().replace(',', '.') ?? '';
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value > MAX_PRICE) return null;
  return Math.round(value * 100) / 100;
}

const isSort = (value: string): value is ListingSort => (LISTING_SORTS as readonly string[]).includes(value);

/**
 * The page number asked for: 1 without one, null when `page=` is there but is not a whole number
 * from 1 (the page answers that with a redirect to the list without it).
 */
export function readPageParam(params: URLSearchParams): number | null {
  const raw = params.get('page');
  if (raw === null) return 1;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/**
 * @param propertyKeys the properties that may be filtered on, in the order the URL writes them
 * @example readListingUrl(new URLSearchParams('merk=Goobay&sort=newest&minprice=x'), ['merk'])
 *   // { properties: { merk: ['Goobay'] }, minPrice: null, maxPrice: null, inStock: false, sort: 'newest', page: 1 }
 */
export function readListingUrl(params: URLSearchParams, propertyKeys: readonly string[]): ListingState {
  const properties: Record<string, string[]> = {};
  for (const key of propertyKeys) {
    if (Object.keys(properties).length >= MAX_KEYS) break;
    const values = [
      ...new Set(
        params
          .getAll(key)
          .map((v) => v.trim())
          .filter((v) => v !== '' && v.length <= MAX_VALUE_CHARS),
      ),
    ].slice(0, MAX_VALUES);
    if (values.length) properties[key] = values;
  }
  let minPrice = readPrice(params.get('minprice'));
  let maxPrice = readPrice(params.get('maxprice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice === 0) minPrice = null;
  const rawStock = params.get('instock');
  const rawSort = params.get('sort') ?? '';
  return {
    properties,
    minPrice,
    maxPrice,
    inStock: rawStock === '1' || rawStock === 'true' || rawStock === 'on',
    sort: isSort(rawSort) ? rawSort : DEFAULT_SORT,
    page: readPageParam(params) ?? 1,
  };
}

/** Prices in the URL without float noise: 12.5 → "12.5", 10 → "10". */
const priceParam = (euros: number) => String(Math.round(euros * 100) / 100);

/**
 * The query string of a listing state ("" for the plain category), in a fixed order so one list
 * has one URL: properties in the order of `propertyKeys` (others after them), prices, stock,
 * sort, page. Defaults (popular, page 1) are left out.
 * @example listingQuery({ ...EMPTY_LISTING, properties: { merk: ['Goobay'] }, sort: 'newest', page: 2 }) // "?merk=Goobay&sort=newest&page=2"
 */
export function listingQuery(state: ListingState, propertyKeys: readonly string[] = []): string {
  const params = new URLSearchParams();
  const keys = [...propertyKeys.filter((k) => k in state.properties), ...Object.keys(state.properties).filter((k) => !propertyKeys.includes(k))];
  for (const key of keys) for (const value of state.properties[key] ?? []) params.append(key, value);
  if (state.minPrice !== null) params.set('minprice', priceParam(state.minPrice));
  if (state.maxPrice !== null) params.set('maxprice', priceParam(state.maxPrice));
  if (state.inStock) params.set('instock', '1');
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when anything narrows the list (sorting and paging do not). */
export function hasListingFilters(state: ListingState): boolean {
  return Object.keys(state.properties).length > 0 || state.minPrice !== null || state.maxPrice !== null || state.inStock;
}

/** The number on the "Filters (n)" disclosure: each chosen value, the price range once, in-stock once. */
export function activeFilterCount(state: ListingState): number {
  const values = Object.values(state.properties).reduce((n, list) => n + list.length, 0);
  return values + (state.minPrice !== null || state.maxPrice !== null ? 1 : 0) + (state.inStock ? 1 : 0);
}

/** One removable filter, as the chips above the list show it. */
export type ActiveFilter = { kind: 'property'; key: string; value: string } | { kind: 'price'; min: number | null; max: number | null } | { kind: 'stock' };

export function activeFilters(state: ListingState): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  for (const [key, values] of Object.entries(state.properties)) for (const value of values) list.push({ kind: 'property', key, value });
  if (state.minPrice !== null || state.maxPrice !== null) list.push({ kind: 'price', min: state.minPrice, max: state.maxPrice });
  if (state.inStock) list.push({ kind: 'stock' });
  return list;
}

/** The state without one filter, back on page 1 (a chip's link). */
export function withoutFilter(state: ListingState, filter: ActiveFilter): ListingState {
  const next: ListingState = { ...state, properties: { ...state.properties }, page: 1 };
  if (filter.kind === 'property') {
    const rest = (next.properties[filter.key] ?? []).filter((v) => v !== filter.value);
    if (rest.length) next.properties[filter.key] = rest;
    else delete next.properties[filter.key];
  } else if (filter.kind === 'price') {
    next.minPrice = null;
    next.maxPrice = null;
  } else {
    next.inStock = false;
  }
  return next;
}

/** The state without any filter, keeping the sort order (the "clear all" link). */
export function withoutFilters(state: ListingState): ListingState {
  return { ...EMPTY_LISTING, sort: state.sort };
}
