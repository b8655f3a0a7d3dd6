/**
 * The search overlay (docs/search.md, the overlay): a modal dialog over the whole page with its own
 * search field, the filters column, popular searches and the results. Rendered only in the browser
 * (into <body>), so nothing here reaches the server-rendered HTML.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '#src/lib/locales.ts';
import { EMPTY_FILTERS, hasFilters, type SearchFilters } from '#src/lib/search-url.ts';
import { SIDEBAR_CATEGORIES } from '#src/lib/search-results.ts';
import {
  $searchFilters,
  $searchQuery,
  $searchResults,
  $searchStatus,
  $visibleProducts,
  loadMoreResults,
  retrySearch,
  searchNow,
  setSearchFilters,
  setSearchQuery,
} from './store.ts';
import { fetchPopularSearches, fetchSuggestions, fetchTopCategories, type ApiContext } from './api.ts';
import { FiltersSidebar } from './FiltersSidebar.tsx';
import { PopularChips } from './PopularChips.tsx';
import { ResultsPane } from './ResultsPane.tsx';
import Icon from '#src/components/ui/Icon.tsx';
import { fill, plural, type SearchStrings } from './strings.ts';
import { formatCount } from '#src/lib/numbers.ts';
import { useModal } from '../shared/use-modal.ts';
import { useOnce } from './use-once.ts';
import { loadSearchingParts } from './parts.ts';

type Props = { s: SearchStrings; ctx: ApiContext; homeUrl: string; onClose: () => void };

export const DIALOG_INPUT_ID = 'search-dialog-input';

export function SearchDialog({ s, ctx, homeUrl, onClose }: Props) {
  const locale: Locale = ctx.locale;
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const query = useStore($searchQuery);
  const filters = useStore($searchFilters);
  const results = useStore($searchResults);
  const status = useStore($searchStatus);
  const visible = useStore($visibleProducts);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const titleId = useId();
  const resultsId = useId();
  const sidebarId = useId();

  useModal(dialog, onClose);

  // Focus moves into the dialog with the caret after what was typed in the header so far.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const popular = useOnce(`popular:${locale}`, (signal) => fetchPopularSearches(locale, signal), []);
  const topCategories = useOnce(`categories:${locale}`, (signal) => fetchTopCategories(ctx, SIDEBAR_CATEGORIES, signal), []);
  const suggestions = useOnce(`suggestions:${locale}:${ctx.country}`, (signal) => fetchSuggestions(ctx, signal), []);

  const pick = useCallback((text: string) => {
    setSearchQuery(text);
    searchNow();
    input.current?.focus();
  }, []);
  const onFilters = useCallback((next: SearchFilters, debounce = false) => setSearchFilters(next, { debounce }), []);
  const clearFilters = useCallback(() => setSearchFilters(EMPTY_FILTERS, { debounce: false }), []);

  const searching = query.trim() !== '';
  // The first key starts loading what results need, while the search waits for the last key
  // (a failure shows when the search itself asks for them).
  useEffect(() => {
    if (searching) loadSearchingParts().catch(() => {});
  }, [searching]);
  const announcement =
    searching && status === 'ready' && results
      ? results.total === 0
        ? s.noResultsTitle
        : results.totalEstimated
          ? fill(s.resultsAbout, { count: formatCount(results.total, locale), query: results.query })
          : plural(s.resultsCount, results.total, locale, { query: results.query })
      : '';

  return (
    <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="fixed inset-0 z-50 flex flex-col bg-surface-alt">
      <div className="border-b border-line bg-white shadow-sm">
        <div className="container flex items-center gap-2 py-3 sm:gap-3">
          <h2 id={titleId} className="sr-only">
            {s.dialogTitle}
          </h2>
          <form
            role="search"
            className="min-w-0 flex-1"
            onSubmit={(e) => {
              e.preventDefault();
              searchNow();
            }}
          >
            <label htmlFor={DIALOG_INPUT_ID} className="sr-only">
              {s.label}
            </label>
            <div className="flex items-center rounded-lg border border-line bg-surface-alt focus-within:border-brand focus-within:ring-2 focus-within:ring-brand-light">
              <span className="pl-3 text-ink-soft">
                <Icon name="search" />
              </span>
              <input
                ref={input}
                id={DIALOG_INPUT_ID}
                type="search"
                value={query}
                autoComplete="off"
                enterKeyHint="search"
                placeholder={s.placeholder}
                className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base outline-none"
                onChange={(e) => setSearchQuery(e.currentTarget.value)}
              />
            </div>
          </form>
          <button type="button" className="header-icon" onClick={onClose} aria-label={s.close}>
            <Icon name="close" />
            <span className="hidden md:inline">{s.close}</span>
          </button>
        </div>
      </div>
      <div ref={scroller} className="flex-1 overflow-y-auto overscroll-contain">
        <div className="container grid gap-6 py-5 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-6">
          <div>
            <button
              type="button"
              className="btn-ghost w-full lg:hidden"
              aria-expanded={sidebarOpen}
              aria-controls={sidebarId}
              onClick={() => setSidebarOpen((v) => !v)}
            >
              {searching ? s.filters : s.categories}
            </button>
            <aside id={sidebarId} aria-label={searching ? s.filters : s.categories} className={`${sidebarOpen ? 'block' : 'hidden'} mt-4 lg:mt-0 lg:block`}>
              <FiltersSidebar
                searching={searching}
                topCategories={topCategories}
                results={results}
                filters={filters}
                locale={locale}
                s={s}
                onFilters={onFilters}
              />
            </aside>
          </div>
          <section aria-labelledby={resultsId} className="flex min-w-0 flex-col gap-5">
            <h2 id={resultsId} className="sr-only">
              {s.results}
            </h2>
            {!searching && <PopularChips title={s.popular} chips={popular} onPick={pick} />}
            {/* The no-results box shows its own title; the live region still announces it. */}
            <p role="status" aria-live="polite" className={searching && results?.total !== 0 ? 'min-h-5 text-sm font-semibold' : 'sr-only'}>
              {announcement}
            </p>
            <ResultsPane
              query={query}
              status={status}
              results={results}
              visible={visible}
              suggestions={suggestions}
              popular={popular}
              topCategories={topCategories}
              filtered={hasFilters(filters)}
              onClearFilters={clearFilters}
              onPick={pick}
              homeUrl={homeUrl}
              scrollRoot={scroller}
              locale={locale}
              s={s}
              onLoadMore={loadMoreResults}
              onRetry={retrySearch}
            />
          </section>
        </div>
      </div>
    </div>
  );
}
