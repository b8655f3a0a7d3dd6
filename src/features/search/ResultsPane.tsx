/**
 * The overlay's results column: suggestions before the first key, skeletons while the first page
 * loads, the grid with infinite scroll (next page when the end comes within 100 px), the no-results
 * state and a retry after a failure (docs/search.md, the overlay).
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import type { SearchResults, SearchStatus } from './store.ts';
import type { SearchProduct, Suggestion } from './api.ts';
import ProductGrid, { LISTING_CARD, SIDEBAR_GRID_CLASS } from '#src/components/ui/ProductGrid.tsx';
import { cardFromSearch, cardFromSuggestion } from '#src/components/ui/card-data.ts';
import { SkeletonCards } from './Skeletons.tsx';
import { fill, type SearchStrings } from './strings.ts';

/** The next page loads when the end of the list is within 100 px (docs/limits.md, search). */
export const SCROLL_MARGIN_PX = 100;
export const NO_RESULT_PLACEHOLDERS = 12;
const GRID = SIDEBAR_GRID_CLASS;

type Props = {
  query: string;
  status: SearchStatus;
  results: SearchResults | null;
  visible: SearchProduct[];
  suggestions: Suggestion[] | null;
  homeUrl: string;
  scrollRoot: RefObject<HTMLElement | null>;
  locale: Locale;
  s: SearchStrings;
  onLoadMore: () => void;
  onRetry: () => void;
};

function Failure({ s, onRetry }: { s: SearchStrings; onRetry: () => void }) {
  return (
    <div role="alert" className="card mt-4 flex flex-wrap items-center gap-3 border-danger/40 p-4 text-sm">
      <span className="text-danger">{s.error}</span>
      <button type="button" className="btn-ghost py-1.5 text-sm" onClick={onRetry}>
        {s.retry}
      </button>
    </div>
  );
}

function NoResults({ s, homeUrl }: { s: SearchStrings; homeUrl: string }) {
  return (
    <div>
      <div className="card mb-6 flex flex-col items-center gap-2 p-8 text-center">
        <h3 className="text-xl font-bold">{s.noResultsTitle}</h3>
        <p className="text-ink-soft">{s.noProductsFound}</p>
        <a href={homeUrl} className="btn-primary mt-3 no-underline">
          {s.backHome}
        </a>
      </div>
      <SkeletonCards count={NO_RESULT_PLACEHOLDERS} />
    </div>
  );
}

/** The query with the server's spelling corrections applied, e.g. "rasbery pi" → "raspberry pi". */
function correctedQuery(results: SearchResults): string | null {
  const words = results.query.split(/\s+/);
  const fixed = words.map((w) => results.corrections[w.toLowerCase()] ?? w);
  return fixed.some((w, i) => w !== words[i]) ? fixed.join(' ') : null;
}

export function ResultsPane({ query, status, results, visible, suggestions, homeUrl, scrollRoot, locale, s, onLoadMore, onRetry }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  /** The "more" button had the focus when the next page was asked for: focus goes to its first card. */
  const moreFocused = useRef(false);
  const shownBefore = useRef(0);
  const hasMore = results !== null && results.page < results.lastPage;
  const canLoadMore = status === 'ready' && hasMore;
  const more = useCallback(() => {
    shownBefore.current = visible.length;
    onLoadMore();
  }, [visible.length, onLoadMore]);

  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || !target || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer per page: it reports at once when the end is still in reach.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more();
      },
      { root: scrollRoot.current, rootMargin: `0px 0px ${SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, results, scrollRoot, more]);

  useEffect(() => {
    if (status !== 'ready' || !moreFocused.current) return;
    const next = grid.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[shownBefore.current];
    if (next) next.focus();
  }, [status, results]);

  if (query.trim() === '') {
    return (
      <section aria-labelledby="search-suggestions">
        <p className="mb-4 text-sm text-ink-soft">{s.hint}</p>
        <h3 id="search-suggestions" className="mb-3 text-sm font-bold">
          {s.suggestions}
        </h3>
        {suggestions === null ? (
          <SkeletonCards count={8} />
        ) : (
          <ProductGrid products={suggestions.map(cardFromSuggestion)} locale={locale} strings={s.card} className={GRID} />
        )}
      </section>
    );
  }
  if (!results) {
    return status === 'error' ? <Failure s={s} onRetry={onRetry} /> : <SkeletonCards count={NO_RESULT_PLACEHOLDERS} />;
  }
  const stale = status === 'loading';
  if (results.total === 0) {
    if (stale) return <SkeletonCards count={NO_RESULT_PLACEHOLDERS} />;
    return status === 'error' ? <Failure s={s} onRetry={onRetry} /> : <NoResults s={s} homeUrl={homeUrl} />;
  }
  const corrected = correctedQuery(results);
  return (
    <div aria-busy={stale || status === 'more'}>
      {corrected && <p className="mb-3 text-sm text-ink-soft">{fill(s.corrected, { query: corrected })}</p>}
      <ProductGrid
        listRef={grid}
        products={visible.map(cardFromSearch)}
        locale={locale}
        strings={s.card}
        // As in every list, but without the heart: the favourites script sets a heart's state when
        // the list changes, and the overlay's cards come later (they would show unpressed).
        addToCart={LISTING_CARD.addToCart}
        chooseVariant={LISTING_CARD.chooseVariant}
        className={`${GRID} transition-opacity ${stale ? 'opacity-50' : ''}`}
      />
      {status === 'more' && (
        <div className="mt-3">
          <SkeletonCards count={4} />
        </div>
      )}
      {status === 'error' && <Failure s={s} onRetry={onRetry} />}
      {hasMore && (
        // Stays while the next page loads, so a focused button keeps its focus.
        <div ref={sentinel} className="mt-6 flex justify-center">
          <button
            type="button"
            className="btn-ghost"
            aria-disabled={!canLoadMore}
            onClick={more}
            onFocus={() => {
              moreFocused.current = true;
            }}
            onBlur={() => {
              moreFocused.current = false;
            }}
          >
            {s.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
