/**
 * The overlay in the browser history: opening pushes an entry (Back closes the overlay), typing
 * and filtering replace it, closing leaves it. The entry is marked in `history.state`, with how it
 * came to be, so a reload or a Back/Forward lands in the right state.
 */
import { clearSearchParams, writeSearchUrl, type SearchFilters } from '#src/lib/search-url.ts';

const KEY = 'searchOverlay';
/** `pushed`: the entry before it is the page without the overlay; `replaced`: the page was opened with a search URL. */
type Mark = 'pushed' | 'replaced';

const stateObject = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null && !Array.isArray(state) ? { ...(state as Record<string, unknown>) } : {};

export function overlayMark(): Mark | null {
  const value = stateObject(history.state)[KEY];
  return value === 'pushed' || value === 'replaced' ? value : null;
}

const urlWith = (search: string) => `${location.pathname}${search}${location.hash}`;

/** Marks the current entry (or pushes a new one) for an open overlay. */
export function enterOverlay(query: string, filters: SearchFilters, mode: Mark): void {
  const state = { ...stateObject(history.state), [KEY]: mode };
  const url = urlWith(writeSearchUrl(location.search, { query, filters }));
  if (mode === 'pushed') history.pushState(state, '', url);
  else history.replaceState(state, '', url);
}

/** Keeps the open overlay's entry in step with what is typed and chosen. */
export function updateOverlayUrl(query: string, filters: SearchFilters): void {
  const url = urlWith(writeSearchUrl(location.search, { query, filters }));
  if (url !== urlWith(location.search)) history.replaceState(history.state, '', url);
}

/** Leaves the overlay's entry: back to the page before it, or the same page without search parameters. */
export function leaveOverlay(): void {
  if (overlayMark() === 'pushed') {
    history.back();
    return;
  }
  const state = stateObject(history.state);
  delete state[KEY];
  const rest = clearSearchParams(location.search).toString();
  history.replaceState(state, '', urlWith(rest ? `?${rest}` : ''));
}
