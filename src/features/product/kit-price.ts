/**
 * A kit's price as configured on its page (docs/catalogue.md, kits): the buy box's and the buy
 * bar's price and the add buttons' preview follow the choices, in the cart's own arithmetic
 * (src/lib/cart/kit-price.ts), so what the page shows is what the cart charges. Loaded by the
 * product page's script on the first change of a choice, not before.
 */
import { kitPrice } from '#src/lib/cart/kit-price.ts';
import { formatMoney } from '#src/lib/money.ts';
import { isLocale } from '#src/lib/locales.ts';
import { readAddToCartPayload } from '#src/lib/cart/read-add-to-cart.ts';
import { addToCartAttribute } from '#src/lib/cart/add-to-cart.ts';
import { chosenPieces } from '../cart/kit-inputs.ts';

export function showKitPrice(kit: HTMLElement): void {
  const productId = Number(kit.dataset.kit);
  const amounts = kitPrice(
    chosenPieces(kit).map(({ input, pieces }) => ({
      priceCents: Number(input.dataset.price) || 0,
      discountPercent: Number(input.dataset.discount) || 0,
      pieces,
    })),
    Number(kit.dataset.rate) || 0,
  );
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : 'en';
  for (const price of document.querySelectorAll(`[data-kit-price="${productId}"]`)) {
    const incl = price.querySelector('.price-incl > :first-child');
    const excl = price.querySelector('.price-excl > :first-child');
    if (incl) incl.textContent = formatMoney(amounts.incl, locale);
    if (excl) excl.textContent = formatMoney(amounts.excl, locale);
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-add-to-cart]')) {
    const payload = readAddToCartPayload(button.dataset.addToCart);
    if (payload?.productId !== productId) continue;
    button.dataset.addToCart = addToCartAttribute({ ...payload, preview: { ...payload.preview, priceCents: amounts.excl, priceInclCents: amounts.incl } });
  }
}
