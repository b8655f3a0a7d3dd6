/**
 * The shopper's country in the browser (docs/browser-state.md, region): saved as the `region`
 * cookie, which prices the pages, and a `{ value, date }` copy in local storage; and the cookie
 * followed every second, so a choice made in another tab (or set by a login) reaches this one.
 */
import { REGION_DAYS, REGION_KEY, isCountryCode } from '#src/lib/region.ts';
import { readCookie, writeCookie } from '../http/cookies.ts';

/** How often the cookie is read (docs/limits.md, menus and shell). */
const REGION_POLL_MS = 1000;

/**
 * Keeps the local copy in step with `country`. The copy is only compared as text: a corrupt or
 * other copy is written anew, an equal one keeps its date (when the choice was made).
 */
function storeRegion(country: string): void {
  try {
    if (!localStorage.getItem(REGION_KEY)?.includes(`"value":"${country}"`)) {
      localStorage.setItem(REGION_KEY, JSON.stringify({ value: country, date: new Date().toISOString() }));
    }
  } catch {
    // Blocked or full storage: the cookie alone carries the choice.
  }
}

/** The shopper chose `country`: cookie (7 days) and local copy. */
export function saveRegion(country: string): void {
  writeCookie(REGION_KEY, country, REGION_DAYS);
  storeRegion(country);
}

/**
 * Follows the `region` cookie: its local copy is kept in step, and a page priced for another
 * country (`rendered`, the header's `data-region`; none on pages without the shop header) is
 * reloaded once the shopper is not looking at it: at once when the tab is in the background (the
 * choice was made in another tab), else when the window is next focused. A tab in use is never
 * reloaded under the shopper's hands: its own change of country reloads it anyway, and a login
 * made in it (which may set the cookie) is followed by a page of its own. Only a change counts:
 * a cookie the server did not take (a country it does not know) never reloads a page twice.
 */
export function followRegion(rendered: string | undefined): void {
  let seen = readCookie(REGION_KEY);
  let stale = false;
  if (isCountryCode(seen)) storeRegion(seen);
  const reloadIfStale = () => stale && location.reload();
  setInterval(() => {
    const now = readCookie(REGION_KEY);
    if (now !== seen && isCountryCode(now)) {
      storeRegion(now);
      stale = !!rendered && now !== rendered;
    }
    seen = now;
    if (document.hidden) reloadIfStale();
  }, REGION_POLL_MS);
  addEventListener('focus', reloadIfStale);
}
