/**
 * Search state (docs/search.md, the store and its timing): the query and filters as typed, the
 * results shown and the request status. Typing is debounced 300 ms; a new query or filter starts
 * again at page 1; scrolling asks for the next page while below the last; a request in flight is
 * cancelled when a new one starts, and an answer that is no longer the latest is dropped, so stale
 * results never win. Failures are logged except cancellations.
 *
 * The fetcher is injected (`configureSearch`) so the island decides how to call the API and
 * tests can drive the store without a network.
 */
import { atom, computed } from 'nanostores';
import type { SearchAnswer, SearchProduct } from './api.ts';
import { EMPTY_FILTERS, sameFilters, type SearchFilters } from '#src/lib/search-url.ts';
import { appendPage, withinPrice } from '#src/lib/search-results.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export type SearchStatus = 'idle' | 'loading' | 'more' | 'ready' | 'error';

export type SearchResults = {
  /** The trimmed query and the filters these results answer. */
  query: string;
  filters: SearchFilters;
  products: SearchProduct[];
  page: number;
  lastPage: number;
  total: number;
  /** A very broad search: `total` and the counts are estimates from a sample. */
  totalEstimated: boolean;
  categories: SearchAnswer['product_categories'];
  properties: SearchAnswer['product_properties'];
  priceRange: SearchAnswer['price_range'];
  corrections: Record<string, string>;
  /** The language whose words matched when the page's found nothing; null otherwise. */
  matchLocale: SearchAnswer['match_locale'];
  /** With nothing found: searches that do find something. */
  didYouMean: string[];
};

export type SearchFetcher = (query: string, filters: SearchFilters, page: number, signal: AbortSignal) => Promise<SearchAnswer>;

export const $searchQuery = atom('');
export const $searchFilters = atom<SearchFilters>(EMPTY_FILTERS);
export const $searchResults = atom<SearchResults | null>(null);
export const $searchStatus = atom<SearchStatus>('idle');

/** Loaded products inside the price filter: the slider hides cards at once, before the server answers. */
export const $visibleProducts = computed([$searchResults, $searchFilters], (results, filters) =>
  results ? results.products.filter((p) => withinPrice(p.price_with_tax, filters)) : [],
);

let fetcher: SearchFetcher | null = null;
let inFlight: AbortController | null = null;
/** What the request in flight asks, so asking the same again does not restart it. */
let asking: { query: string; filters: SearchFilters; page: number } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let latest = 0;
/** The page that failed last, for "try again". */
let failedPage = 1;

export function configureSearch(fetch: SearchFetcher): void {
  cancelSearch();
  fetcher = fetch;
}

/** A new text as typed: searched 300 ms after the last key. */
export function setSearchQuery(query: string): void {
  if (query === $searchQuery.get()) return;
  $searchQuery.set(query);
  schedule();
}

/** New filters: checkboxes search at once; the price slider debounces like typing. */
export function setSearchFilters(filters: SearchFilters, { debounce = false } = {}): void {
  $searchFilters.set(filters);
  if (debounce) schedule();
  else searchNow();
}

/** Searches the current query and filters now (Enter, a chip, opening with a query). */
export function searchNow(): void {
  clearTimer();
  void run(1);
}

/** The next page for infinite scroll, when the shown results are complete and not the last page. */
export function loadMoreResults(): void {
  const results = $searchResults.get();
  if ($searchStatus.get() !== 'ready' || !results || results.page >= results.lastPage) return;
  if (!answersCurrent(results)) return;
  void run(results.page + 1);
}

export function retrySearch(): void {
  clearTimer();
  void run(failedPage);
}

/** Stops the pending and the running request; the results shown stay. */
export function cancelSearch(): void {
  clearTimer();
  latest++;
  inFlight?.abort();
  inFlight = null;
  asking = null;
  if ($searchStatus.get() === 'loading' || $searchStatus.get() === 'more') $searchStatus.set($searchResults.get() ? 'ready' : 'idle');
}

function schedule(): void {
  clearTimer();
  timer = setTimeout(() => {
    timer = null;
    void run(1);
  }, SEARCH_DEBOUNCE_MS);
}

function clearTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function answersCurrent(results: SearchResults): boolean {
  return results.query === $searchQuery.get().trim() && sameFilters(results.filters, $searchFilters.get());
}

async function run(page: number): Promise<void> {
  const query = $searchQuery.get().trim();
  const filters = $searchFilters.get();
  if (inFlight && asking && asking.query === query && asking.page === page && sameFilters(asking.filters, filters)) return;
  inFlight?.abort();
  inFlight = null;
  asking = null;
  const mine = ++latest;
  // A search runs only for a non-empty trimmed query.
  if (query === '' || !fetcher) {
    $searchResults.set(null);
    $searchStatus.set('idle');
    return;
  }
  const shown = $searchResults.get();
  if (page === 1 && shown && answersCurrent(shown) && $searchStatus.get() !== 'error') {
    $searchStatus.set('ready');
    return;
  }
  const controller = new AbortController();
  inFlight = controller;
  asking = { query, filters, page };
  $searchStatus.set(page === 1 ? 'loading' : 'more');
  try {
    const answer = await fetcher(query, filters, page, controller.signal);
    if (mine !== latest) return;
    const next = toResults(answer, query, filters);
    const previous = $searchResults.get();
    if (page > 1 && previous) next.products = appendPage(previous.products, answer.products);
    $searchResults.set(next);
    $searchStatus.set('ready');
  } catch (err) {
    if (mine !== latest || controller.signal.aborted) return;
    console.error('[search] failed:', err);
    failedPage = page;
    $searchStatus.set('error');
  } finally {
    if (inFlight === controller) {
      inFlight = null;
      asking = null;
    }
  }
}

function toResults(answer: SearchAnswer, query: string, filters: SearchFilters): SearchResults {
  return {
    query,
    filters,
    products: answer.products,
    page: answer.current_page,
    lastPage: answer.last_page,
    total: answer.total,
    totalEstimated: answer.total_estimated,
    categories: answer.product_categories,
    properties: answer.product_properties,
    priceRange: answer.price_range,
    corrections: answer.corrections ?? {},
    matchLocale: answer.match_locale,
    didYouMean: answer.did_you_mean,
  };
}
