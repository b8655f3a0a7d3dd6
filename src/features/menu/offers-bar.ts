/**
 * The offers bar in the browser (docs/menus-and-shell.md, offers bar). The server reserves the
 * bar's room (wider than 980 px, when its language has a current offer), so nothing moves when
 * the offer arrives; this script fetches one offer, `GET /api/offer-bars/random/{locale}`, with
 * a 3 s timeout and one retry, and fills the bar with the answer's HTML, which the server has
 * limited to a few inline tags (src/lib/safe-html.ts), the bar's one source of HTML. A call that
 * fails twice counts as one failure; after 3 failures in a row no call is made for 5 minutes,
 * remembered across pages in session storage. A failure is logged and leaves the bar empty;
 * "no current offer" (204) is no failure.
 */
import { apiCall, usable } from '../http/api.ts';

export const OFFER_TIMEOUT_MS = 3000;
export const OFFER_ATTEMPTS = 2;
export const OFFER_FAILURES_TO_PAUSE = 3;
export const OFFER_PAUSE_MS = 5 * 60_000;
export const OFFER_MIN_WIDTH_PX = 981;
/** Session storage: `[failures in a row, no call before (ms since 1970)]`. */
export const OFFER_BACKOFF_KEY = 'offerBarBackoff';

export type Offer = { content: string; url: string };
/** One call: the offer, null for none; throws (or rejects once `signal` aborts) on a failure. */
export type LoadOffer = (signal: AbortSignal) => Promise<Offer | null>;
type Store = Pick<Storage, 'getItem' | 'setItem'>;

function save(store: Store | null, value: [number, number]): void {
  try {
    store?.setItem(OFFER_BACKOFF_KEY, JSON.stringify(value));
  } catch {
    // A full or blocked storage: the back-off then holds for this page only.
  }
}

/**
 * One offer, or null (none, a failure, or paused after failures); never throws.
 * @example await nextOffer(load, sessionStorage) // { content: '<strong>…</strong>', url: '/…/' }
 */
export async function nextOffer(load: LoadOffer, store: Store | null, now: () => number = Date.now): Promise<Offer | null> {
  let failures = 0;
  let until = 0;
  try {
    // Read leniently (docs/browser-state.md): anything odd is no back-off.
    const [f, u] = JSON.parse(store?.getItem(OFFER_BACKOFF_KEY) ?? '[]') as unknown[];
    failures = Number(f) || 0;
    until = Number(u) || 0;
  } catch {
    // none
  }
  if (now() < until) return null;
  let error: unknown;
  for (let attempt = 0; attempt < OFFER_ATTEMPTS; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), OFFER_TIMEOUT_MS);
    try {
      const offer = await load(controller.signal);
      save(store, [0, 0]);
      return offer;
    } catch (err) {
      error = err;
    } finally {
      clearTimeout(timer);
    }
  }
  const paused = ++failures >= OFFER_FAILURES_TO_PAUSE;
  save(store, paused ? [0, now() + OFFER_PAUSE_MS] : [failures, 0]);
  console.error(`[offers] failed${paused ? ', paused for 5 minutes' : ''}:`, error);
  return null;
}

/** The call itself, through the shop's API client (a fetch it aborts throws). */
const fromApi =
  (locale: string): LoadOffer =>
  async (signal) => {
    const result = await apiCall('GET', `/api/offer-bars/random/${locale}`, { signal, authRetry: false });
    if (result.status === 204) return null;
    const read = usable<Offer>(result, (data) => (data as Offer | null)?.url, 'offers');
    if (!read.ok) throw new Error(`status ${read.status}`);
    return read.data;
  };

export function enhanceOffersBar(bar: HTMLElement): void {
  // The first link: the one in <noscript> is not parsed while scripts run.
  const link = bar.querySelector('a');
  const wide = matchMedia(`(min-width: ${OFFER_MIN_WIDTH_PX}px)`);
  const show = async () => {
    let store: Storage | null = null;
    try {
      store = sessionStorage;
    } catch {
      // blocked: no back-off across pages
    }
    const offer = await nextOffer(fromApi(document.documentElement.lang), store);
    if (!offer || !link) return;
    link.href = offer.url;
    link.innerHTML = offer.content;
    link.hidden = false;
    bar.classList.add('is-ready');
  };
  // Only wider than 980 px; a window that grows past it shows the bar then.
  if (wide.matches) void show();
  else wide.addEventListener('change', show, { once: true });
}
