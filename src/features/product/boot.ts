/**
 * The product page's own script (docs/catalogue.md, the product page), small because it runs
 * before any interaction (docs/README.md, JavaScript budget): the buy bar on small screens, the
 * delivery promise at the visitor's clock from the order windows in the page, and how much more
 * the cart needs for free delivery. A kit's price follows its choices with a module loaded on the
 * first change of one.
 */
import { startStickyBars } from '../shared/sticky-bar.ts';
import { $cart } from '../cart/store.ts';
import { currentPromise, promiseText, readSlots, type PromiseStrings } from '#src/lib/checkout/delivery-slots.ts';
import { formatEuros } from '#src/lib/money.ts';
import { isLocale } from '#src/lib/locales.ts';

startStickyBars();

const kit = document.querySelector<HTMLElement>('[data-kit]');
const onKitChange = () => void import('./kit-price.ts').then((m) => kit && m.showKitPrice(kit));
kit?.addEventListener('change', onKitChange);
kit?.addEventListener('input', onKitChange);

type Strings = { more: string; reached: string; promise: PromiseStrings };

const box = document.querySelector<HTMLElement>('[data-delivery]');
function readStrings(): Strings | null {
  try {
    return JSON.parse(box?.dataset.strings ?? '') as Strings;
  } catch {
    return null;
  }
}
const strings = readStrings();
if (box && strings) {
  const s = strings;
  const now = Date.now();
  const promise = currentPromise(readSlots(box.dataset.promise), now);
  const text = box.querySelector('[data-promise-text]');
  // Without a window left (a page cached beyond three weeks) the rule in the HTML stays.
  if (promise && text) text.textContent = promiseText(promise, s.promise, box.dataset.tag ?? 'en', box.dataset.orderBefore ?? '16:00', now);

  const progress = box.querySelector<HTMLElement>('[data-free-progress]');
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : 'en';
  $cart.subscribe((cart) => {
    const d = cart.delivery;
    if (!progress) return;
    progress.hidden = !d || d.free_from === null || cart.isEmpty;
    if (!d || progress.hidden) return;
    if (d.remaining <= 0) return void (progress.textContent = s.reached);
    // Both amounts, like every price: the customer type's body class shows one.
    const [before = '', after = ''] = s.more.split('{{amount}}');
    const amount = (cls: string, euros: number) => Object.assign(document.createElement('span'), { className: cls, textContent: formatEuros(euros, locale) });
    progress.replaceChildren(before, amount('price-incl', d.remaining), amount('price-excl', d.remaining_without_tax), after);
  });
}
