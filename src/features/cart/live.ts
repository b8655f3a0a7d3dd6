/**
 * The cart's buttons on every page, loaded on the first touch (src/features/shell/wake.ts, which
 * holds a click made before and makes it again): add-to-cart buttons add (a kit with the parts
 * chosen on its page) and open the drawer; the header cart link opens the drawer instead of
 * leaving the page. State and badges: ./boot.ts.
 */
import { addToCart } from './store.ts';
import { openCartDrawer } from './drawer.ts';
import { eurosOf } from '#src/lib/money.ts';
import { readAddToCartPayload, type CardFacts } from '#src/lib/cart/read-add-to-cart.ts';
import { sourceOfPresetUrl } from '#src/lib/image-presets.ts';
import type { LinePreview } from './optimistic.ts';
import { chosenPieces } from './kit-inputs.ts';
import { cardLink } from '../shared/card-name.ts';

/** A kit's parts as chosen on its page: one id per piece ("[12,15,15]"). */
function kitOptions(productId: number): string {
  const kit = document.querySelector(`[data-kit="${productId}"]`);
  if (!kit) return '';
  const ids: string[] = [];
  for (const { productId: id, pieces } of chosenPieces(kit)) for (let i = 0; i < pieces; i++) ids.push(id);
  return `[${ids.join(',')}]`;
}

/**
 * What a product card shows of its product (src/components/ui/ProductCard.tsx): the name and page of
 * its heading's link, the source of its picture (the card's own <img>; its parts carry no class).
 * A card's button leaves these out of its payload.
 */
function cardFacts(button: HTMLButtonElement): CardFacts | null {
  const link = cardLink(button);
  const picture = button.closest('article')?.querySelector<HTMLImageElement>(':scope > img')?.getAttribute('src');
  if (!link) return null;
  return { name: link.textContent ?? '', url: link.getAttribute('href') ?? '', image: picture ? sourceOfPresetUrl(picture) : null };
}

async function add(button: HTMLButtonElement): Promise<void> {
  // The buy bar's button adds with its buy box's quantity, feedback and payload (docs/catalogue.md, the buy bar).
  const scope = (button.dataset.addScope ? document.getElementById(button.dataset.addScope) : null) ?? button.closest('[data-buy-box]') ?? button.parentElement;
  // One typed payload per button, written by the card or the buy box (src/lib/cart/add-to-cart.ts);
  // the buy bar's is empty and its buy box's button carries it.
  const value = button.dataset.addToCart || scope?.querySelector<HTMLElement>('[data-add-to-cart]')?.dataset.addToCart;
  const payload = readAddToCartPayload(value, cardFacts(button));
  if (!payload) {
    console.error('[cart] an add-to-cart button without a readable payload was ignored:', value);
    return;
  }
  const { productId, preview: p } = payload;
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
