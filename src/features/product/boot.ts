/**
 * The product page's own script (docs/catalogue.md, the product page), small because it runs
 * before any interaction (docs/README.md, JavaScript budget): the buy bar on small screens, a
 * kit's price following its choices, and the delivery promise of the visitor's clock (the page
 * holds the order windows and the promise's sentences; this says the window of now). What the cart lacks for free delivery is
 * told in the drawer and on the cart page, not here: it would need the cart's store and its
 * formatting before any interaction.
 */
import { startStickyBars } from '../shared/sticky-bar.ts';
import { pickPromise } from '#src/lib/checkout/pick-promise.ts';
import { LOCALE_ISO, isLocale } from '#src/lib/locales.ts';
import { showKitPrice } from './kit-price.ts';

startStickyBars();

// A kit's price follows its choices. Its module is small and loaded with the page: a dynamic
// import would bring Vite's preload helper, heavier than the module itself.
const kit = document.querySelector<HTMLElement>('[data-kit]');
if (kit) for (const type of ['change', 'input']) kit.addEventListener(type, () => showKitPrice(kit));

const box = document.querySelector<HTMLElement>('[data-delivery]');
if (box) {
  let schedule: unknown = null;
  try {
    schedule = JSON.parse(box.dataset.promise ?? '');
  } catch {
    // a broken list: the rule in the HTML stays
  }
  const lang = document.documentElement.lang;
  const words = pickPromise(schedule, Date.now(), LOCALE_ISO[isLocale(lang) ? lang : 'en']);
  const text = box.querySelector('[data-promise-text]');
  // Without a window left (a page cached beyond three weeks) the rule in the HTML stays.
  if (words && text) text.textContent = words;
}
