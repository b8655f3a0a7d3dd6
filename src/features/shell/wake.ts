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
 * The second part also brings what wakes the islands (docs/adr/0037-island-bootstrap-on-wake.md),
 * so a page whose island must open at once (a shared search link: `whenParam` of
 * src/directives/interaction.ts) wakes as soon as this script runs.
 *
 * Nothing pressed meanwhile is lost: a click on a control the second part answers, or on a
 * control inside an island, is held (its default action too) and made again, on the same
 * element, once that part is live; a form inside an island that is sent meanwhile (Enter in a
 * field) is sent again then. A modified click (a new tab) keeps its meaning. Should the part fail
 * to load, a held link is followed.
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
  // What an island's directive holds until the island is live (src/directives/interaction.ts),
  // except the boxes a form leaves to the browser (src/features/auth/NativeBoxes.astro).
  'astro-island :is(button, input[type="submit"], [role="button"])',
  'astro-island :is(input[type="checkbox"], input[type="radio"], label):not([data-native-boxes] *)',
].join(',');

let state: 'asleep' | 'loading' | 'live' | 'failed' = 'asleep';
const held: HTMLElement[] = [];
const MAX_HELD = 20;
const heldForms: HTMLFormElement[] = [];

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
    // A form works without its island: it is sent as a page request.
    for (const form of heldForms.splice(0)) if (form.isConnected) form.submit();
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
    // A press inside an island counts each time, as its directive counts them (two quick + clicks
    // make two more); a shell control's once.
    if (target.closest('astro-island') ? held.length < MAX_HELD : !held.includes(target)) held.push(target);
  },
  true,
);

document.addEventListener(
  'submit',
  (event) => {
    if (state === 'live' || state === 'failed') return;
    const form = event.target instanceof HTMLFormElement && event.target.closest('astro-island') ? event.target : null;
    if (!form) return;
    wake();
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!heldForms.includes(form)) heldForms.push(form);
  },
  true,
);

document.addEventListener(LIVE_EVENT, () => {
  state = 'live';
  for (const element of held.splice(0)) element.click();
  for (const form of heldForms.splice(0)) if (form.isConnected) form.requestSubmit();
});

if (islandWantedAtOnce()) wake();

/** Whether an island asks to wake when the page's address carries a parameter, and it does. */
function islandWantedAtOnce(): boolean {
  const query = new URLSearchParams(location.search);
  for (const island of document.querySelectorAll('astro-island[client="interaction"][opts*="whenParam"]')) {
    const param = whenParam(island.getAttribute('opts'));
    if (param && (query.get(param) ?? '').trim() !== '') return true;
  }
  return false;
}

function whenParam(opts: string | null): string | undefined {
  try {
    const value: unknown = (JSON.parse(opts ?? '{}') as { value?: unknown }).value;
    return typeof value === 'object' && value !== null && 'whenParam' in value && typeof value.whenParam === 'string' ? value.whenParam : undefined;
  } catch {
    return undefined;
  }
}
