/**
 * The header on scroll (docs/menus-and-shell.md, header on scroll), browser only. The header is
 * sticky with its top bars above the window's edge, so those bars scroll away by themselves and
 * the page's layout never changes. This script only marks two states, both drawn without moving
 * anything in the page's flow: `is-shrunk` past the threshold (a shadow and a smaller logo,
 * by transform) and, at 980 px or narrower, `is-hidden` while the page scrolls down (the header
 * slides up by transform) until it scrolls up again.
 *
 * Nothing a pointer or the keyboard aims at moves under it: while the mouse is over the header,
 * a finger or pen is on it, the keyboard's focus is inside it, or one of its menus, the drawer or
 * an overlay is open, the state stays as it is and a hidden header comes back.
 */
export const SHRINK_WITH_OFFERS_PX = 87;
export const SHRINK_PX = 47;
/** The cart page has no offers bar and its own, earlier threshold. */
export const SHRINK_CART_PX = 37;
export const SCROLL_THROTTLE_MS = 150;
export const NARROW_MAX_PX = 980;

export type HeaderState = { shrunk: boolean; hidden: boolean };

/**
 * What the header shows after the page scrolled from `previous.y` to `y` (pure, for the tests).
 * `held`: something in the header is aimed at or open, so nothing changes but a hidden header
 * comes back.
 * @example headerState(400, { y: 300, shrunk: true, hidden: false }, { threshold: 47, narrow: true, held: false }) // { shrunk: true, hidden: true }
 */
export function headerState(
  y: number,
  previous: HeaderState & { y: number },
  { threshold, narrow, held }: { threshold: number; narrow: boolean; held: boolean },
): HeaderState {
  if (held) return { shrunk: previous.shrunk, hidden: false };
  const shrunk = y > threshold;
  // Down hides, up shows, no movement keeps what was (a late event must not bring it back).
  const hidden = narrow && shrunk && (y === previous.y ? previous.hidden : y > previous.y);
  return { shrunk, hidden };
}

/** Calls `run` at once, then at most once per `wait` ms; the last call always lands (trailing edge). */
export function throttle(run: () => void, wait: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -Infinity;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  return () => {
    const due = last + wait - Date.now();
    if (due <= 0) fire();
    else timer ??= setTimeout(fire, due);
  };
}

export function enhanceHeaderScroll(header: HTMLElement): void {
  const narrow = matchMedia(`(max-width: ${NARROW_MAX_PX}px)`);
  const offers = header.querySelector<HTMLElement>('[data-offers-bar]');
  let pointer = false;
  let state = { y: scrollY, shrunk: false, hidden: false };

  // The cart page's header has its own threshold; else it depends on whether the offers bar takes room.
  const threshold = () => Number(header.dataset.shrinkAt) || (offers && offers.offsetHeight > 0 ? SHRINK_WITH_OFFERS_PX : SHRINK_PX);
  // Focus counts where it shows (the keyboard's, or a text field's): a button merely clicked or
  // tapped keeps focus, but its pointer has left.
  const held = () =>
    pointer ||
    document.documentElement.classList.contains('scroll-locked') ||
    !!header.querySelector(':focus-visible, [aria-expanded="true"], details[open], .rating-bubble:not(:empty)');

  const apply = () => {
    const y = scrollY;
    state = { y, ...headerState(y, state, { threshold: threshold(), narrow: narrow.matches, held: held() }) };
    header.classList.toggle('is-shrunk', state.shrunk);
    header.classList.toggle('is-hidden', state.hidden);
  };

  apply();
  const later = throttle(apply, SCROLL_THROTTLE_MS);
  for (const type of ['scroll', 'resize']) addEventListener(type, later, { passive: true });
  // A mouse over the header, or a finger or pen on it (touch enters and leaves with each touch).
  header.addEventListener('pointerenter', () => (pointer = true));
  header.addEventListener('pointerleave', () => (pointer = false));
  // Keyboard users reaching the header see it at once.
  header.addEventListener('focusin', apply);
}
