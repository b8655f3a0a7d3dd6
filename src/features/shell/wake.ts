/**
 * The page-wide scripts come in two parts (docs/adr/0008-react-islands.md, the shell in two
 * parts): what must run before anyone touches the page (prices for the stored customer type, the
 * cart and favourites badges, the account's name, the region, the offers bar) is in the shell
 * chunk; what only answers a touch (the cart and menu buttons, hearts, dropdowns, drawers, the
 * header on scroll) loads on the first sign of a person: a pointer over or down, a key, a focus,
 * a touch, a wheel or a scroll. The Header renders the second part's <script> in a <template>
 * ([data-shell-live]); this script puts it into the page then (not an import(), which would bring
 * the bundler's preload helper into every page).
 *
 * Nothing pressed meanwhile is lost: a click on a control the second part answers is held (its
 * default action too) and made again, on the same element, once that part is live; a modified
 * click (a new tab) keeps its meaning. Should the part fail to load, a held link is followed.
 */
export const LIVE_EVENT = 'shell:live';
/** On the document when the second part starts loading: what else waits for a person starts too. */
export const WAKE_EVENT = 'shell:wake';
export const WAKE_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;

/** What the second part answers on a click (src/features/shell/live.ts and what it imports). */
export const HELD_CLICKS = [
  '[data-cart-open]',
  'button[data-add-to-cart]',
  'button[data-favorite-toggle]',
  '[data-favorites-link]',
  '[data-favorites-close]',
  '[data-customer-type] button[value]',
  'a[data-locale]',
  'a[data-country]',
  '[data-account-toggle]',
  '[data-account-logout]',
  '[data-menu-toggle]',
  'details[data-mobile-menu] > summary',
  '[data-drawer-close]',
  '[data-drawer-backdrop]',
].join(',');

let state: 'asleep' | 'loading' | 'live' | 'failed' = 'asleep';
const held: HTMLElement[] = [];

function wake(): void {
  if (state !== 'asleep') return;
  const template = document.querySelector<HTMLTemplateElement>('template[data-shell-live]');
  if (!template) {
    state = 'failed';
    return;
  }
  state = 'loading';
  for (const type of WAKE_EVENTS) removeEventListener(type, wake, true);
  const content = template.content.cloneNode(true) as DocumentFragment;
  content.querySelector('script')?.addEventListener('error', () => {
    state = 'failed';
    for (const element of held.splice(0)) if (element instanceof HTMLAnchorElement && element.href) location.assign(element.href);
  });
  document.body.append(content);
  document.dispatchEvent(new Event(WAKE_EVENT));
}

for (const type of WAKE_EVENTS) addEventListener(type, wake, { capture: true, passive: true });

document.addEventListener(
  'click',
  (event) => {
    if (state === 'live' || state === 'failed') return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CLICKS) : null;
    wake();
    if (!target || (event instanceof MouseEvent && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
  },
  true,
);

document.addEventListener(LIVE_EVENT, () => {
  state = 'live';
  for (const element of held.splice(0)) element.click();
});
