/**
 * `client:interaction`: hydrates an island on its first use — focus, pointer, key or touch inside
 * its element — so React and the island's code load only when someone reaches for it
 * (docs/README.md, JavaScript budget). With `{ whenParam: 'query' }` it hydrates at once when the
 * page URL carries that parameter (a shared search link opens with its results); with
 * `{ whenEvent: 'cart:open' }` also when that event reaches the window.
 *
 * Nothing the shopper does while the island loads is lost:
 * - focus and anything typed stay in the DOM, since the island renders the same elements on the
 *   server; islands read such values when they mount (the search field, the shared form field);
 * - a click inside the island (a button, a checkbox, a form's submit) is held until the island is
 *   live and then made again, so it reaches the island's handler; a form never submits natively.
 *   Links and clicks into text fields are left alone.
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'touchstart'] as const;

type Options = { whenParam?: string; whenEvent?: string };

const MAX_HELD = 20;

/** What a held click may have pressed (links excepted: they work without the island). */
const PRESSABLE = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"], label, [role="button"]';

/** Resolves after the browser has run what hydration scheduled (React commits in a task of its own). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let live = false;
  /** Presses made while the island loads, in order (a few quick + clicks count one by one). */
  const held: (() => void)[] = [];

  const hold = (event: Event) => {
    if (live) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    // A click into a text field needs no repeat (focus and keys stay); a link works on its own.
    if (event.type === 'click' && !target?.closest(PRESSABLE)) return;
    event.preventDefault();
    // Also from React's own listeners on this element, once they are there: the click is made
    // again below, exactly once.
    event.stopImmediatePropagation();
    // A submit that reaches here came without a button to click (Enter in a form without one).
    const form = event.type === 'submit' && event.target instanceof HTMLFormElement ? event.target : null;
    if (held.length < MAX_HELD) {
      if (form) held.push(() => form.isConnected && form.requestSubmit());
      else if (target) held.push(() => target.isConnected && target.click());
    }
    void start();
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    await nextTask();
    live = true;
    el.removeEventListener('click', hold, true);
    el.removeEventListener('submit', hold, true);
    // One press a task: each sees what the one before it changed (two + clicks make two more).
    for (const again of held.splice(0)) {
      again();
      await nextTask();
    }
  };

  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  const value: unknown = options.value;
  const { whenParam: param, whenEvent } = typeof value === 'object' && value !== null ? (value as Options) : {};
  if (whenEvent) window.addEventListener(whenEvent, () => void start(), { once: true });
  if (param && (new URLSearchParams(location.search).get(param) ?? '').trim() !== '') {
    void start();
    return;
  }
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
  // The directive arrives with the shell's second part, which the first sign of a person loads
  // (docs/adr/0037-island-bootstrap-on-wake.md): the focus or the pointer that woke the page may
  // already be inside this island, and will not come again.
  if (el.matches(':focus-within, :hover')) void start();
};

export default interaction;
