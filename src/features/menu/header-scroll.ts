/**
 * The header on scroll (docs/menus-and-shell.md, header on scroll), browser only. The header is
 * sticky: its promises and offers bars scroll away, the rest stays. Past a threshold (87 px with
 * an offers bar, 47 px without) it shrinks to a compact row; at 980 px or narrower it also hides
 * while the page scrolls down and comes back when it scrolls up. Scroll events are read at most
 * every 150 ms. The header moves by its sticky `top`, never by a transform: a transform would
 * make the drawers and dialogs inside it (position: fixed) fixed to the header, not the window.
 */
export const SHRINK_WITH_OFFERS_PX = 87;
export const SHRINK_WITHOUT_OFFERS_PX = 47;
export const SCROLL_THROTTLE_MS = 150;
export const NARROW_MAX_PX = 980;

export type HeaderState = { shrunk: boolean; hidden: boolean };

/** What the header shows after a scroll from `previousY` to `y` (pure, for the tests). */
export function headerState(
  y: number,
  previous: { y: number; hidden: boolean },
  { threshold, narrow, open }: { threshold: number; narrow: boolean; open: boolean },
): HeaderState {
  const shrunk = y > threshold;
  // Down hides, up shows, no movement keeps what was; never while something in it is open.
  const down = y > previous.y || (y === previous.y && previous.hidden);
  const hidden = narrow && shrunk && !open && down;
  return { shrunk, hidden };
}

/** Calls `run` at most once per `wait` ms, the last call always landing (trailing edge). */
export function throttle(run: () => void, wait: number): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = 0;
  return () => {
    const due = last + wait - Date.now();
    if (due <= 0) {
      last = Date.now();
      run();
    } else {
      timer ??= setTimeout(() => {
        timer = null;
        last = Date.now();
        run();
      }, due);
    }
  };
}

export function enhanceHeaderScroll(header: HTMLElement): void {
  const bars = [...header.querySelectorAll<HTMLElement>('[data-header-bar]')];
  const narrow = matchMedia(`(max-width: ${NARROW_MAX_PX}px)`);
  let previousY = window.scrollY;
  let state: HeaderState = { shrunk: false, hidden: false };

  const visibleBarsHeight = () => bars.reduce((sum, bar) => sum + bar.offsetHeight, 0);
  const hasOffers = () => (header.querySelector<HTMLElement>('[data-slot="offers-bar"]')?.offsetHeight ?? 0) > 0;
  // An open drawer or dropdown keeps the header in place (dialogs lock the page's scroll anyway).
  const somethingOpen = () => header.querySelector('details[open], [aria-expanded="true"]') !== null;

  const apply = () => {
    const y = window.scrollY;
    const threshold = hasOffers() ? SHRINK_WITH_OFFERS_PX : SHRINK_WITHOUT_OFFERS_PX;
    state = headerState(y, { y: previousY, hidden: state.hidden }, { threshold, narrow: narrow.matches, open: somethingOpen() });
    previousY = y;
    header.classList.toggle('is-shrunk', state.shrunk);
    header.classList.toggle('is-hidden', state.hidden);
    header.style.top = state.hidden ? `-${header.offsetHeight}px` : `-${visibleBarsHeight()}px`;
  };

  apply();
  window.addEventListener('scroll', throttle(apply, SCROLL_THROTTLE_MS), { passive: true });
  window.addEventListener('resize', throttle(apply, SCROLL_THROTTLE_MS), { passive: true });
  // Keyboard users reaching the header see it.
  header.addEventListener('focusin', () => {
    if (state.hidden) {
      state = { ...state, hidden: false };
      header.classList.remove('is-hidden');
      header.style.top = `-${visibleBarsHeight()}px`;
    }
  });
}
