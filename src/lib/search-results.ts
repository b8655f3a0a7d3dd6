/**
 * Pure helpers of the search overlay (docs/search.md): price slider bounds, the client-side price
 * filter, appending pages for infinite scroll and the sidebar's lists.
 */
import type { SearchFilters } from './search-url.ts';

/** The price filter: defaults 0 – 10 000, a maximum of 100 without results (docs/search.md). */
export const PRICE_DEFAULT = { min: 0, max: 10_000 } as const;
export const PRICE_FALLBACK_MAX = 100;
/** Sidebar of at most 15 categories; search page of 20 (docs/limits.md, search). */
export const SIDEBAR_CATEGORIES = 15;
export const SEARCH_PAGE_SIZE = 20;

export type Bounds = { min: number; max: number };

/**
 * Slider bounds in whole euros around the lowest and highest result price (the server's
 * price_range, which ignores the price filter so the bounds hold still while dragging).
 * @example priceBounds({ min: 4.92, max: 87.1 }) // { min: 4, max: 88 }
 * @example priceBounds(null) // { min: 0, max: 100 }
 */
export function priceBounds(range: { min: number; max: number } | null): Bounds {
  if (!range || !Number.isFinite(range.min) || !Number.isFinite(range.max) || range.max <= 0) {
    return { min: PRICE_DEFAULT.min, max: PRICE_FALLBACK_MAX };
  }
  const min = Math.max(0, Math.floor(Math.min(range.min, range.max)));
  const max = Math.max(Math.ceil(range.max), min + 1);
  return { min, max };
}

const clamp = (value: number, b: Bounds) => Math.min(Math.max(value, b.min), b.max);

/** Where the two thumbs stand: the chosen bounds, else the defaults, held inside the slider. */
export function sliderValues(filters: Pick<SearchFilters, 'minPrice' | 'maxPrice'>, bounds: Bounds): Bounds {
  return {
    min: clamp(filters.minPrice ?? PRICE_DEFAULT.min, bounds),
    max: clamp(filters.maxPrice ?? PRICE_DEFAULT.max, bounds),
  };
}

/**
 * The price filter for thumb positions: a thumb at its end of the slider means "no bound", so
 * products outside today's range still show once the range widens. Thumbs that crossed swap.
 * @example priceFilter({ min: 4, max: 20 }, { min: 4, max: 88 }) // { minPrice: null, maxPrice: 20 }
 */
export function priceFilter(values: Bounds, bounds: Bounds): Pick<SearchFilters, 'minPrice' | 'maxPrice'> {
  const low = Math.min(values.min, values.max);
  const high = Math.max(values.min, values.max);
  return { minPrice: low <= bounds.min ? null : low, maxPrice: high >= bounds.max ? null : high };
}

/** The price filter applies in the browser at once; compared in cents like the server (docs/search.md). */
export function withinPrice(priceWithTax: number, filters: Pick<SearchFilters, 'minPrice' | 'maxPrice'>): boolean {
  const cents = Math.round(priceWithTax * 100);
  if (filters.minPrice !== null && cents < Math.round(filters.minPrice * 100)) return false;
  if (filters.maxPrice !== null && cents > Math.round(filters.maxPrice * 100)) return false;
  return true;
}

/** Appends a further page, skipping products already shown (ranking may shift between pages). */
export function appendPage<T extends { id: number }>(shown: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(shown.map((p) => p.id));
  return [...shown, ...next.filter((p) => !seen.has(p.id) && (seen.add(p.id), true))];
}

export type FacetCategory = { id: number; name: string; count: number; url: string };

/**
 * The sidebar's categories while searching: those the search returns, most hits first, at most
 * 15 — plus any chosen one outside the top, so a ticked box never disappears.
 */
export function facetCategories(
  found: Record<string, { name: string; count: number; url: string }>,
  selected: readonly number[],
  limit = SIDEBAR_CATEGORIES,
): FacetCategory[] {
  const all = Object.entries(found)
    .map(([id, c]) => ({ id: Number(id), name: c.name, count: c.count, url: c.url }))
    .filter((c) => Number.isInteger(c.id))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const top = all.slice(0, limit);
  const extra = all.slice(limit).filter((c) => selected.includes(c.id));
  return [...top, ...extra];
}

export type FacetOption = { value: string; count: number };

/** A property's options with the chosen values kept even when no hit has them any more. */
export function facetOptions(options: readonly FacetOption[], selected: readonly string[]): FacetOption[] {
  const missing = selected.filter((v) => !options.some((o) => o.value === v)).map((value) => ({ value, count: 0 }));
  return [...options, ...missing];
}

/** Toggles a value in a list (filter checkboxes). */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
