/**
 * The header's search form and the overlay it opens (docs/search.md, the overlay).
 *
 * On the server this renders the plain form (GET to the home page, which shows results without
 * JavaScript). It hydrates on first use (`client:interaction`): whatever was typed before that
 * is read back from the field on mount, and a focused field opens the overlay at once. A page
 * opened with `?query=` hydrates immediately and opens with those results and filters.
 */
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import type { Locale } from '#src/lib/locales.ts';
import { hasSearchQuery, readSearchUrl } from '#src/lib/search-url.ts';
import { $searchFilters, $searchQuery, SEARCH_DEBOUNCE_MS, configureSearch, searchNow, setSearchQuery } from './store.ts';
import { $searchOpen } from './open.ts';
import { fetchSearch, type ApiContext } from './api.ts';
import { enterOverlay, leaveOverlay, overlayMark, updateOverlayUrl } from './history.ts';
import Icon from '#src/components/ui/Icon.tsx';
import { SearchDialog } from './SearchDialog.tsx';
import { useIslandStrings } from '../shell/use-island-strings.ts';
import type { SearchFieldStrings } from './strings.ts';

type Props = {
  /** The form's texts; the overlay's come when it first opens (src/features/shell/island-strings.ts). */
  strings: SearchFieldStrings;
  locale: Locale;
  /** A category's path with `__slug__` for the slug (dynamicHref on the server). */
  categoryUrl: string;
  /** Destination country for VAT, as the server rendered the page's prices. */
  country: string;
  /** The home page: the form's target without JavaScript, and the no-results "back home" link. */
  action: string;
  /** The query in the URL the server rendered, so the first client render matches. */
  initialQuery: string;
};

export default function SearchIsland({ strings: s, locale, categoryUrl, country, action, initialQuery }: Props) {
  const field = useRef<HTMLInputElement>(null);
  const [mounted, setMounted] = useState(false);
  const query = useStore($searchQuery);
  const filters = useStore($searchFilters);
  const open = useStore($searchOpen);
  const overlay = useIslandStrings('search', open);
  /** The overlay's texts could not be fetched: the island is the plain form from then on. */
  const plainForm = useRef(false);
  /** A search was sent while the texts were still on their way. */
  const sentBeforeTexts = useRef(false);
  /** Focus we give back after closing must not reopen the overlay. */
  const quietFocus = useRef(false);
  /** Closing went Back in history; the popstate that follows is ours. */
  const leaving = useRef(false);
  const ctx = useMemo<ApiContext>(() => ({ locale, country, categoryUrl }), [locale, country, categoryUrl]);

  const openOverlay = useCallback(() => {
    if ($searchOpen.get() || plainForm.current) return;
    $searchOpen.set(true);
    if (!leaving.current && !overlayMark()) enterOverlay($searchQuery.get(), $searchFilters.get(), 'pushed');
    if ($searchQuery.get().trim() !== '') searchNow();
  }, []);

  const closeOverlay = useCallback(() => {
    if (!$searchOpen.get()) return;
    $searchOpen.set(false);
    if (overlayMark() === 'pushed') leaving.current = true;
    leaveOverlay();
  }, []);

  // Without its texts the overlay cannot show: the form searches as it does without JavaScript,
  // and a search already sent goes to the results page now.
  useEffect(() => {
    if (!overlay.failed) return;
    plainForm.current = true;
    if (sentBeforeTexts.current) location.assign(`${action}?query=${encodeURIComponent($searchQuery.get())}`);
    else closeOverlay();
  }, [overlay.failed, action, closeOverlay]);

  // Before any further event reaches the field: adopt what was typed or focused before hydration.
  useLayoutEffect(() => {
    configureSearch((q, f, page, signal) => fetchSearch(ctx, q, f, page, signal));
    const params = new URLSearchParams(location.search);
    const typed = field.current?.value ?? '';
    if (hasSearchQuery(params) && (typed === initialQuery || typed === params.get('query'))) {
      const state = readSearchUrl(params);
      $searchQuery.set(state.query);
      $searchFilters.set(state.filters);
      $searchOpen.set(true);
      if (!overlayMark()) enterOverlay(state.query, state.filters, 'replaced');
      searchNow();
    } else {
      $searchQuery.set(typed);
      if (field.current && document.activeElement === field.current) openOverlay();
    }
    setMounted(true);
  }, [ctx, initialQuery, openOverlay]);

  // Back closes the overlay; Forward to an overlay entry opens it again with that entry's search.
  useEffect(() => {
    const onPop = () => {
      if (leaving.current) {
        leaving.current = false;
        if ($searchOpen.get()) enterOverlay($searchQuery.get(), $searchFilters.get(), 'pushed');
        return;
      }
      const marked = overlayMark() !== null;
      if (marked && !$searchOpen.get()) {
        const state = readSearchUrl(new URLSearchParams(location.search));
        $searchQuery.set(state.query);
        $searchFilters.set(state.filters);
        $searchOpen.set(true);
        searchNow();
      } else if (!marked && $searchOpen.get()) {
        $searchOpen.set(false);
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The URL follows the search (shareable, reloadable), at the pace of the search itself.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      if (!leaving.current && overlayMark()) updateOverlayUrl(query, filters);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, query, filters]);

  // Focus returns to the header field when the overlay closes, however it closed.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && field.current) {
      quietFocus.current = true;
      field.current.focus();
      quietFocus.current = false;
    }
    wasOpen.current = open;
  }, [open]);

  // Opening draws the dialog in a render React may spread over frames (a deferred value), not in
  // the one task of the store change or the texts' arrival that opens it: with its filters and
  // results that task held a slowed phone's main thread for about a fifth of a second when a
  // shared search link opened the overlay. Closing is at once, so focus goes back as before.
  const wanted = mounted && open && overlay.strings !== null;
  const drawn = useDeferredValue(wanted);
  const showDialog = wanted && drawn;

  return (
    <>
      <form
        role="search"
        action={action}
        method="get"
        className="order-last w-full md:order-none md:flex-1"
        data-slot="search"
        onSubmit={(e) => {
          if (plainForm.current) return;
          e.preventDefault();
          if (!overlay.strings) sentBeforeTexts.current = true;
          openOverlay();
          searchNow();
        }}
      >
        <label htmlFor="site-search" className="sr-only">
          {s.label}
        </label>
        <div className="flex rounded-lg border border-line bg-surface-alt focus-within:border-brand focus-within:ring-2 focus-within:ring-brand-light">
          <input
            ref={field}
            id="site-search"
            name="query"
            type="search"
            autoComplete="off"
            placeholder={s.placeholder}
            className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-sm outline-none"
            value={mounted ? query : initialQuery}
            onChange={(e) => {
              setSearchQuery(e.currentTarget.value);
              openOverlay();
            }}
            onFocus={() => {
              if (!quietFocus.current) openOverlay();
            }}
            // A click on the field that kept its focus after closing (a pointer press would lose the
            // dialog's focus to the field behind it, so this waits for the click).
            onClick={openOverlay}
          />
          <button type="submit" className="px-3 text-ink-soft hover:text-brand" aria-label={s.submit}>
            <Icon name="search" />
          </button>
        </div>
      </form>
      {showDialog && overlay.strings && createPortal(<SearchDialog s={overlay.strings} ctx={ctx} homeUrl={action} onClose={closeOverlay} />, document.body)}
    </>
  );
}
