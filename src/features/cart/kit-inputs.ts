/**
 * The parts a kit's page has chosen (docs/cart.md, kits): each enabled control of `[data-kit]` with
 * its pieces, a checked radio one, a quantity field its whole number. Read by the add button (the
 * parts it sends) and by the product page's price (src/features/product/kit-price.ts), so both see
 * the same kit. A control is a part by its price (`data-price`); its product is a radio's value or
 * a quantity field's `data-product-id`, its discount its step's (src/components/product/KitSteps.astro).
 * Browser only.
 */
export type ChosenPart = { productId: string; priceCents: number; discountPercent: number; pieces: number };

export function chosenPieces(kit: Element): ChosenPart[] {
  const chosen: ChosenPart[] = [];
  for (const input of kit.querySelectorAll<HTMLInputElement>('input[data-price]')) {
    if (input.disabled) continue;
    const radio = input.type === 'radio';
    const pieces = radio ? (input.checked ? 1 : 0) : Math.max(0, Math.floor(Number(input.value) || 0));
    if (pieces === 0) continue;
    chosen.push({
      productId: (radio ? input.value : input.dataset.productId) ?? '',
      priceCents: Number(input.dataset.price) || 0,
      discountPercent: Number(input.closest<HTMLElement>('[data-kit-step]')?.dataset.discount) || 0,
      pieces,
    });
  }
  return chosen;
}
