/**
 * The cart (and the login it belongs to) on every page, without a framework (docs/README.md,
 * JavaScript budget): the header badge and totals follow the cart store; the store starts when the
 * browser is idle (stored copy first, then the server's cart); notices show in a small toast while
 * the drawer is closed. The buttons (add to cart, the header's cart link) are answered by
 * ./live.ts, which loads on the first touch (src/features/shell/wake.ts). The drawer itself is a
 * React island that wakes on the first opening.
 */
import { $cart, $cartNotice, $cartServer, configureCart, initCart, type CartMessages } from './store.ts';
import { $cartDrawerOpen, closeCartDrawer } from './drawer.ts';
import { setApiLocale } from '../http/api.ts';
import { toastIn } from '../shared/toast.ts';
// The auth store gives the API client the bearer token before the cart is first fetched.
import { $auth, configureAuth } from '../auth/store.ts';
import { readCookie } from '../http/cookies.ts';
import { formatEuros } from '#src/lib/money.ts';
import { fill } from '#src/lib/text.ts';
import { cardName } from '../shared/card-name.ts';
import { isLocale, type Locale } from '#src/lib/locales.ts';

type CartConfig = {
  locale: Locale;
  /** An add button's label, with `{{name}}`: the buttons of cards rendered as plain HTML carry none. */
  addNamed: string;
  messages: Partial<CartMessages>;
  countLabel: { one: string; other: string };
  auth: Parameters<typeof configureAuth>[0]['messages'];
};

function readConfig(): CartConfig {
  const fallback: CartConfig = {
    locale: 'en',
    addNamed: 'Add to cart – {{name}}',
    messages: {},
    countLabel: { one: '{{count}}', other: '{{count}}' },
    auth: {},
  };
  const text = document.getElementById('cart-config')?.textContent;
  if (!text) return fallback;
  try {
    const parsed = JSON.parse(text) as Partial<CartConfig>;
    return { ...fallback, ...parsed, locale: isLocale(parsed.locale) ? parsed.locale : 'en' };
  } catch {
    return fallback;
  }
}

const config = readConfig();
setApiLocale(config.locale);
configureCart({ messages: config.messages });
configureAuth({ messages: config.auth });

// A customer's cart copy outlives a login without "remember me" in local storage: when no login
// is left in this browser, the next person at the computer must not see it, not even briefly.
if ($cartServer.get()?.owner === 'customer' && !$auth.get().token && readCookie('auth_session') !== '1') $cartServer.set(null);

function renderHeader(): void {
  const cart = $cart.get();
  const label = (cart.itemCount === 1 ? config.countLabel.one : config.countLabel.other).replace('{{count}}', String(cart.itemCount));
  for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.textContent = cart.itemCount > 0 ? String(cart.itemCount) : '';
    badge.hidden = cart.itemCount === 0;
  }
  for (const sr of document.querySelectorAll<HTMLElement>('[data-cart-count-label]')) sr.textContent = cart.itemCount > 0 ? `, ${label}` : '';
  for (const total of document.querySelectorAll<HTMLElement>('[data-cart-total]')) {
    total.textContent = cart.isEmpty ? '' : formatEuros(total.dataset.cartTotal === 'excl' ? cart.totalExclTax : cart.total, config.locale);
  }
}

$cart.subscribe(renderHeader);

// The add buttons of the cards the server rendered as plain HTML get their labels here, as the
// page starts (src/components/ui/ProductCard.tsx, labelledByScript).
for (const button of document.querySelectorAll<HTMLButtonElement>('.pc-add:not([aria-label])')) {
  button.setAttribute('aria-label', fill(config.addNamed, { name: cardName(button) }));
}

const showToast = toastIn('[data-cart-toast]');
$cartNotice.subscribe((notice) => {
  // The drawer and the cart page show notices of their own (and behind the open drawer the page is inert).
  if (!notice || $cartDrawerOpen.get() || document.querySelector('[data-cart-notices]')) return;
  showToast(notice);
});

// Drawers close on route change; a page restored from the back-forward cache is one
// (docs/menus-and-shell.md, cart drawer).
window.addEventListener('pageshow', (event) => {
  if (event.persisted) closeCartDrawer({ restoreFocus: false });
});

// The cart page's own check of the cart it was rendered with carries the view_cart event.
const start = () => void initCart({ view: document.querySelector('[data-cart-page]') !== null });
if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1500 });
else setTimeout(start, 1);
