/** The search store (docs/search.md, the store and its timing): debounce, page reset, cancellation, paging, failures. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $searchFilters,
  $searchQuery,
  $searchResults,
  $searchStatus,
  $visibleProducts,
  configureSearch,
  loadMoreResults,
  retrySearch,
  searchNow,
  setSearchFilters,
  setSearchQuery,
} from '#src/features/search/store.ts';
import { EMPTY_FILTERS, type SearchFilters } from '#src/lib/search-url.ts';
import type { SearchAnswer, SearchProduct } from '#src/features/search/api.ts';

const product = (id: number, price = id): SearchProduct => ({
  id,
  sku: `SKU-${id}`,
  name: `Product ${id}`,
  slug: `product-${id}`,
  url: `/product/product-${id}/`,
  brand: null,
  image_url: null,
  stock: 5,
  in_stock: true,
  rating: null,
  review_count: 0,
  tax_rate: 21,
  price: Math.round((price / 1.21) * 100) / 100,
  price_with_tax: price,
  original_price: null,
  original_price_with_tax: null,
  variants: [],
});

const answer = (query: string, page: number, ids: number[], lastPage = 3): SearchAnswer => ({
  query,
  products: ids.map((id) => product(id)),
  current_page: page,
  last_page: lastPage,
  per_page: 20,
  total: ids.length * lastPage,
  total_estimated: false,
  product_categories: {},
  product_properties: [
    { name: 'kleur', options: [] },
    { name: 'merk', options: [] },
  ],
  price_range: { min: 1, max: 100 },
  corrections: {},
  match_locale: null,
  did_you_mean: [],
});

type Call = { query: string; filters: SearchFilters; page: number; signal: AbortSignal; resolve: (a: SearchAnswer) => void; reject: (e: unknown) => void };

let calls: Call[];
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  $searchQuery.set('');
  $searchFilters.set(EMPTY_FILTERS);
  $searchResults.set(null);
  $searchStatus.set('idle');
  configureSearch(
    (query, filters, page, signal) =>
      new Promise<SearchAnswer>((resolve, reject) => {
        calls.push({ query, filters, page, signal, resolve, reject });
      }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('search store', () => {
  it('searches 300 ms after the last key, once', async () => {
    setSearchQuery('r');
    await vi.advanceTimersByTimeAsync(200);
    setSearchQuery('ra');
    await vi.advanceTimersByTimeAsync(200);
    setSearchQuery('ras');
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => [c.query, c.page])).toEqual([['ras', 1]]);
    expect($searchStatus.get()).toBe('loading');
  });

  it('runs no search for an empty trimmed query', async () => {
    setSearchQuery('   ');
    await vi.advanceTimersByTimeAsync(500);
    searchNow();
    await settle();
    expect(calls).toHaveLength(0);
    expect($searchStatus.get()).toBe('idle');
    expect($searchResults.get()).toBeNull();
  });

  it('cancels the request in flight, and a late answer to an old query never wins', async () => {
    setSearchQuery('rasp');
    await vi.advanceTimersByTimeAsync(300);
    setSearchQuery('raspberry');
    await vi.advanceTimersByTimeAsync(300);
    const [old, latest] = calls;
    expect(old?.signal.aborted).toBe(true);
    expect(latest?.signal.aborted).toBe(false);
    latest?.resolve(answer('raspberry', 1, [1, 2]));
    await settle();
    old?.resolve(answer('rasp', 1, [9]));
    await settle();
    expect($searchResults.get()?.query).toBe('raspberry');
    expect($searchResults.get()?.products.map((p) => p.id)).toEqual([1, 2]);
    expect($searchStatus.get()).toBe('ready');
  });

  it('appends the next page, and a new filter starts again at page 1 at once', async () => {
    setSearchQuery('kabel');
    searchNow();
    calls[0]?.resolve(answer('kabel', 1, [1, 2]));
    await settle();
    loadMoreResults();
    expect(calls[1]?.page).toBe(2);
    calls[1]?.resolve(answer('kabel', 2, [2, 3]));
    await settle();
    expect($searchResults.get()?.products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect($searchResults.get()?.page).toBe(2);

    setSearchFilters({ ...EMPTY_FILTERS, merk: ['Goobay'] });
    expect(calls[2]).toMatchObject({ page: 1, filters: { merk: ['Goobay'] } });
    calls[2]?.resolve(answer('kabel', 1, [7]));
    await settle();
    expect($searchResults.get()?.products.map((p) => p.id)).toEqual([7]);
  });

  it('asks for no page beyond the last, and none while one is loading', async () => {
    setSearchQuery('kabel');
    searchNow();
    loadMoreResults();
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(answer('kabel', 1, [1], 1));
    await settle();
    loadMoreResults();
    expect(calls).toHaveLength(1);
  });

  it('hides loaded cards outside the price filter at once and asks the server after the debounce', async () => {
    setSearchQuery('kabel');
    searchNow();
    calls[0]?.resolve(answer('kabel', 1, [3, 8, 20]));
    await settle();
    setSearchFilters({ ...EMPTY_FILTERS, minPrice: 5, maxPrice: 10 }, { debounce: true });
    expect($visibleProducts.get().map((p) => p.id)).toEqual([8]);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls[1]).toMatchObject({ page: 1, filters: { minPrice: 5, maxPrice: 10 } });
  });

  it('logs a failure and retries the same page; a cancellation is not logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSearchQuery('kabel');
    searchNow();
    const first = calls[0];
    searchNow(); // same question again: the first request stays
    setSearchQuery('kabels');
    searchNow();
    first?.reject(new DOMException('The operation was aborted.', 'AbortError'));
    calls[1]?.reject(new Error('HTTP 502'));
    await settle();
    expect(logged).toHaveBeenCalledTimes(1);
    expect($searchStatus.get()).toBe('error');
    retrySearch();
    expect(calls[2]).toMatchObject({ query: 'kabels', page: 1 });
    calls[2]?.resolve(answer('kabels', 1, [4]));
    await settle();
    expect($searchStatus.get()).toBe('ready');
  });
});
