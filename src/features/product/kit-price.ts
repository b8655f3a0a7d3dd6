/**
 * A kit's price as configured on its page (docs/catalogue.md, kits): the buy box's and the buy
 * bar's price follow the choices, in the cart's own arithmetic (src/lib/cart/kit-price.ts), so what
 * the page shows is what the cart charges. The amounts are also left on the price
 * (`data-excl`, `data-incl`), where the add button takes its line preview from
 * (src/features/cart/boot.ts).
 */
import { kitPrice } from '#src/lib/cart/kit-price.ts';
import { formatMoney } from '#src/lib/money.ts';
import { isLocale } from '#src/lib/locales.ts';
import { chosenPieces } from '../cart/kit-inputs.ts';

export function showKitPrice(kit: HTMLElement): void {
  const amounts = kitPrice(chosenPieces(kit), Number(kit.dataset.rate) || 0);
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : 'en';
  for (const price of document.querySelectorAll<HTMLElement>(`[data-kit-price="${kit.dataset.kit}"]`)) {
    price.dataset.excl = String(amounts.excl);
    price.dataset.incl = String(amounts.incl);
    // A price that reads the same both ways (an export, 0 % VAT) is written once (src/components/ui/Price.tsx).
    const once = price.querySelector('.pr > b');
    if (once) once.textContent = formatMoney(amounts.incl, locale);
    for (const [cls, cents] of [
      ['incl', amounts.incl],
      ['excl', amounts.excl],
    ] as const) {
      const amount = price.querySelector(`.price-${cls} > b`);
      if (amount) amount.textContent = formatMoney(cents, locale);
    }
  }
}
