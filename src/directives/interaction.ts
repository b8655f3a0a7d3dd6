/**
 * `client:interaction`: hydrates an island on its first use — focus, pointer, key or touch inside
 * its element — so React and the island's code load only when someone reaches for it
 * (docs/README.md, JavaScript budget). With `{ whenParam: 'query' }` it hydrates at once when the
 * page URL carries that parameter (a shared search link opens with its results).
 *
 * The triggering event is not replayed: the island renders the same elements on the server, so
 * focus and anything typed meanwhile stay in the DOM and the island picks them up on mount.
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'touchstart'] as const;

type Options = { whenParam?: string; whenEvent?: string };

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  const value: unknown = options.value;
  const { whenParam: param, whenEvent } = typeof value === 'object' && value !== null ? (value as Options) : {};
  if (whenEvent) window.addEventListener(whenEvent, () => void start(), { once: true });
  if (param && (new URLSearchParams(location.search).get(param) ?? '').trim() !== '') {
    void start();
    return;
  }
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interaction;
