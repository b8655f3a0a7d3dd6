/**
 * The cart (and the login it belongs to) on every page, without a framework (docs/README.md,
 * JavaScript budget): the header badge and totals follow the cart store; the store starts when the
 * browser is idle (stored copy first, then the server's cart); add-to-cart buttons add (a kit with
 * the parts chosen on its page) and open the drawer; the header cart link opens the drawer instead
 * of leaving the page; notices show in a small toast while the drawer is closed. The drawer itself
 * is a React island that wakes on the first opening.
 */
import { $cart, $cartNotice, $cartServer, addToCart, configureCart, initCart, type CartMessages } from './store.ts';
import { $cartDrawerOpen, closeCartDrawer, openCartDrawer } from './drawer.ts';
import { setApiLocale } from '../http/api.ts';
import { toastIn } from '../shared/toast.ts';
// The auth store gives the API client the bearer token before the cart is first fetched.
import { $auth, configureAuth } from '../auth/store.ts';
import { readCookie } from '../http/cookies.ts';
import { eurosOf, formatEuros } from '#src/lib/money.ts';
import { readAddToCartPayload } from '#src/lib/cart/read-add-to-cart.ts';
import { isLocale, type Locale } from '#src/lib/locales.ts';
import type { LinePreview } from './optimistic.ts';
import { chosenPieces } from './kit-inputs.ts';

type CartConfig = {
  locale: Locale;
  messages: Partial<CartMessages>;
  countLabel: { one: string; other: string };
  auth: Parameters<typeof configureAuth>[0]['messages'];
};

function readConfig(): CartConfig {
  const fallback: CartConfig = { locale: 'en', messages: {}, countLabel: { one: '{{count}}', other: '{{count}}' }, auth: {} };
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

const showToast = toastIn('[data-cart-toast]');
$cartNotice.subscribe((notice) => {
  // The drawer and the cart page show notices of their own (and behind the open drawer the page is inert).
  if (!notice || $cartDrawerOpen.get() || document.querySelector('[data-cart-notices]')) return;
  showToast(notice);
});

/** A kit's parts as chosen on its page: one id per piece ("[12,15,15]"). */
function kitOptions(productId: number): string {
  const kit = document.querySelector(`[data-kit="${productId}"]`);
  if (!kit) return '';
  const ids: string[] = [];
  for (const { input, pieces } of chosenPieces(kit)) for (let i = 0; i < pieces; i++) ids.push(input.dataset.productId ?? '');
  return `[${ids.join(',')}]`;
}

async function add(button: HTMLButtonElement): Promise<void> {
  // One typed payload per button, written by the card or the buy box (src/lib/cart/add-to-cart.ts).
  const payload = readAddToCartPayload(button.dataset.addToCart);
  if (!payload) {
    console.error('[cart] an add-to-cart button without a readable payload was ignored:', button.dataset.addToCart);
    return;
  }
  const { productId, preview: p } = payload;
  // The buy bar's button adds with its buy box's quantity and feedback (docs/catalogue.md, the buy bar).
  const scope = (button.dataset.addScope ? document.getElementById(button.dataset.addScope) : null) ?? button.closest('[data-buy-box]') ?? button.parentElement;
  const quantityInput = scope?.querySelector<HTMLInputElement>('[data-add-quantity]');
  const quantity = Math.min(999, Math.max(1, Math.floor(Number(quantityInput?.value ?? 1)) || 1));
  const feedback = scope?.querySelector<HTMLElement>('[data-cart-feedback]');
  if (feedback) feedback.textContent = '';
  // A kit's price follows its choices on the page (src/features/product/kit-price.ts).
  const kitPrice = payload.kitParts ? document.querySelector<HTMLElement>(`[data-kit-price="${productId}"][data-excl]`)?.dataset : undefined;
  // The cart's lines hold the API's euro amounts.
  const preview: LinePreview = {
    name: p.name,
    url: p.url,
    sku: p.sku,
    image: p.image ?? undefined,
    price: eurosOf(Number(kitPrice?.excl ?? p.priceCents)),
    price_with_tax: eurosOf(Number(kitPrice?.incl ?? p.priceInclCents)),
  };
  openCartDrawer(button);
  const result = await addToCart(productId, quantity, { options: payload.kitParts ? kitOptions(productId) : '', preview });
  if (!result.success && feedback) feedback.textContent = result.message;
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const addButton = target?.closest<HTMLButtonElement>('button[data-add-to-cart]');
  if (addButton && !addButton.disabled) {
    event.preventDefault();
    void add(addButton);
    return;
  }
  const opener = target?.closest<HTMLElement>('[data-cart-open]');
  // Modified clicks keep their meaning (a new tab with the cart page).
  if (opener && !(event instanceof MouseEvent && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0))) {
    event.preventDefault();
    openCartDrawer(opener);
  }
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
