/**
 * Whether the cart drawer is open: UI state apart from the cart (docs/README.md, conventions).
 * Opening also wakes the drawer island, which hydrates on the `cart:open` window event
 * (src/directives/interaction.ts `whenEvent`), and remembers what opened it for focus return.
 */
import { atom } from 'nanostores';

export const CART_OPEN_EVENT = 'cart:open';

export const $cartDrawerOpen = atom(false);

let opener: HTMLElement | null = null;

export function openCartDrawer(from?: HTMLElement | null): void {
  opener = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  $cartDrawerOpen.set(true);
  window.dispatchEvent(new Event(CART_OPEN_EVENT));
}

/** Closes the drawer and gives focus back to what opened it. */
export function closeCartDrawer({ restoreFocus = true } = {}): void {
  if (!$cartDrawerOpen.get()) return;
  $cartDrawerOpen.set(false);
  const back = opener;
  opener = null;
  // After the drawer has unmounted: until then the page behind is inert and cannot take focus.
  if (restoreFocus && back) setTimeout(() => back.isConnected && back.focus(), 0);
}
