/**
 * The overlay's results once something is searched (docs/search.md, the overlay): the grid with
 * infinite scroll (next page when the end comes within 100 px), the no-results state (ways on,
 * never placeholders) and a retry after a failure. Loaded with the first key (./parts.ts).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import type { SearchResults, SearchStatus } from './store.ts';
import type { SearchProduct, SidebarCategory, Suggestion } from './api.ts';
import ProductGrid, { LISTING_CARD, SIDEBAR_GRID_CLASS } from '#src/components/ui/ProductGrid.tsx';
import { cardFromSearch, cardFromSuggestion } from '#src/components/ui/card-data.ts';
import Icon from '#src/components/ui/Icon.tsx';
import { LOADING_PLACEHOLDERS, SkeletonCards } from './Skeletons.tsx';
import { ChipList, PopularChips, CHIP_CLASS } from './PopularChips.tsx';
import { Failure } from './Failure.tsx';
import { fill, type SearchStrings } from './strings.ts';
import { languageName } from '#src/lib/language-name.ts';

/** The next page loads when the end of the list is within 100 px (docs/limits.md, search). */
export const SCROLL_MARGIN_PX = 100;
/** Categories offered when nothing was found. */
export const NO_RESULT_CATEGORIES = 8;
const GRID = SIDEBAR_GRID_CLASS;

/** Where a shopper can go on from a search that found nothing (docs/search.md, no results). */
type WaysOn = {
  /** Newest products (the same list as before the first key). */
  suggestions: Suggestion[] | null;
  popular: string[] | null;
  topCategories: SidebarCategory[] | null;
  /** Filters are set: they may be what hides every result. */
  filtered: boolean;
  onClearFilters: () => void;
  /** Searches a text (a "did you mean" or a popular search). */
  onPick: (text: string) => void;
};

export type ResultsProps = WaysOn & {
  status: SearchStatus;
  results: SearchResults;
  visible: SearchProduct[];
  homeUrl: string;
  scrollRoot: RefObject<HTMLElement | null>;
  locale: Locale;
  s: SearchStrings;
  onLoadMore: () => void;
  onRetry: () => void;
};

function NoResults({ s, homeUrl, results, locale, ways }: { s: SearchStrings; homeUrl: string; results: SearchResults; locale: Locale; ways: WaysOn }) {
  const { suggestions, popular, topCategories, filtered, onClearFilters, onPick } = ways;
  const categories = (topCategories ?? []).slice(0, NO_RESULT_CATEGORIES);
  return (
    <div className="flex flex-col gap-6" data-slot="no-results">
      <div className="card flex flex-col items-center gap-2 p-6 text-center sm:p-8">
        <span className="grid h-12 w-12 place-items-center rounded-full bg-surface-alt text-ink-soft" aria-hidden="true">
          <Icon name="search" />
        </span>
        <h3 className="text-xl font-bold">{s.noResultsTitle}</h3>
        <p className="text-ink-soft">{s.noProductsFound}</p>
        {results.didYouMean.length > 0 && (
          <div role="group" aria-labelledby="search-did-you-mean" className="mt-1 flex flex-wrap items-center justify-center gap-2">
            <span id="search-did-you-mean" className="text-sm font-semibold">
              {s.didYouMean}
            </span>
            <ChipList texts={results.didYouMean} onPick={onPick} className="flex flex-wrap justify-center gap-2" />
          </div>
        )}
        <p className="text-sm text-ink-soft">{s.noResultsHint}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          {filtered && (
            <button type="button" className="btn-primary" onClick={onClearFilters}>
              {s.clearFilters}
            </button>
          )}
          <a href={homeUrl} className={`${filtered ? 'btn-ghost' : 'btn-primary'} no-underline`}>
            {s.backHome}
          </a>
        </div>
      </div>
      <PopularChips title={s.popular} chips={popular} onPick={onPick} />
      {categories.length > 0 && (
        <nav aria-label={s.browseCategories}>
          <h3 className="mb-2 text-sm font-bold">{s.browseCategories}</h3>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <a href={c.url} className={`${CHIP_CLASS} inline-block no-underline`}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {suggestions && suggestions.length > 0 && (
        <section aria-labelledby="search-no-results-new">
          <h3 id="search-no-results-new" className="mb-3 text-sm font-bold">
            {s.suggestions}
          </h3>
          <ProductGrid products={suggestions.map(cardFromSuggestion)} locale={locale} strings={s.card} className={GRID} />
        </section>
      )}
    </div>
  );
}

/** Cards drawn per frame while the grid first appears (see `useFirstDraw`). */
const FIRST_DRAW_CARDS = 4;

/**
 * How many of `total` cards to draw: when the grid first appears (the overlay opened by a shared
 * search link, or the first answer after the skeletons), a few more each frame; from then on all
 * of them, so a new search or a further page replaces or extends the grid at once. A page of
 * twenty cards drawn in one go, with the style and layout that follow, held a phone's main
 * thread for about a quarter of a second at Lighthouse's slowed CPU; a few cards a frame keeps
 * every frame short, and the first row is there at the first.
 */
function useFirstDraw(total: number): number {
  const [drawn, setDrawn] = useState<number | 'all'>(() => (total <= FIRST_DRAW_CARDS ? 'all' : FIRST_DRAW_CARDS));
  useEffect(() => {
    if (drawn === 'all') return;
    const frame = requestAnimationFrame(() => setDrawn(drawn + FIRST_DRAW_CARDS >= total ? 'all' : drawn + FIRST_DRAW_CARDS));
    return () => cancelAnimationFrame(frame);
  }, [drawn, total]);
  return drawn === 'all' ? total : Math.min(drawn, total);
}

/** The query with the server's spelling corrections applied, e.g. "rasbery pi" → "raspberry pi". */
function correctedQuery(results: SearchResults): string | null {
  const words = results.query.split(/\s+/);
  const fixed = words.map((w) => results.corrections[w.toLowerCase()] ?? w);
  return fixed.some((w, i) => w !== words[i]) ? fixed.join(' ') : null;
}

export function Results({ status, results, visible, homeUrl, scrollRoot, locale, s, onLoadMore, onRetry, ...ways }: ResultsProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  /** The "more" button had the focus when the next page was asked for: focus goes to its first card. */
  const moreFocused = useRef(false);
  const shownBefore = useRef(0);
  const drawn = useFirstDraw(visible.length);
  const hasMore = results.page < results.lastPage;
  const canLoadMore = status === 'ready' && hasMore;
  const more = useCallback(() => {
    shownBefore.current = visible.length;
    onLoadMore();
  }, [visible.length, onLoadMore]);

  // Not while the first page is still being drawn: its end is near the top until it is whole.
  const drawing = drawn < visible.length;
  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || drawing || !target || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer per page: it reports at once when the end is still in reach.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more();
      },
      { root: scrollRoot.current, rootMargin: `0px 0px ${SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, drawing, results, scrollRoot, more]);

  useEffect(() => {
    if (status !== 'ready' || !moreFocused.current) return;
    const next = grid.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[shownBefore.current];
    if (next) next.focus();
  }, [status, results]);

  const stale = status === 'loading';
  if (results.total === 0) {
    if (stale) return <SkeletonCards count={LOADING_PLACEHOLDERS} />;
    return status === 'error' ? <Failure s={s} onRetry={onRetry} /> : <NoResults s={s} homeUrl={homeUrl} results={results} locale={locale} ways={ways} />;
  }
  const corrected = correctedQuery(results);
  return (
    <div aria-busy={stale || status === 'more'}>
      {corrected && <p className="mb-3 text-sm text-ink-soft">{fill(s.corrected, { query: corrected })}</p>}
      {results.matchLocale && (
        <p className="mb-3 text-sm text-ink-soft">{fill(s.otherLanguage, { query: results.query, language: languageName(results.matchLocale, locale) })}</p>
      )}
      <ProductGrid
        listRef={grid}
        products={visible.slice(0, drawn).map(cardFromSearch)}
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
