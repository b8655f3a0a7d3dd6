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
 * country (`rendered`, the header's `data-region`; none on pages without prices) reloads when
 * the cookie changes to a country it was not priced for. Only a change counts: a cookie the
 * server did not take (a country it does not know) never reloads a page over and over.
 */
export function followRegion(rendered: string | undefined): void {
  let seen = readCookie(REGION_KEY);
  if (isCountryCode(seen)) storeRegion(seen);
  setInterval(() => {
    const now = readCookie(REGION_KEY);
    if (now === seen) return;
    seen = now;
    if (!isCountryCode(now)) return;
    storeRegion(now);
    if (rendered && now !== rendered) location.reload();
  }, REGION_POLL_MS);
}
