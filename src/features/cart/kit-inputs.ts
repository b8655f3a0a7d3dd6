/**
 * The parts a kit's page has chosen (docs/cart.md, kits): each enabled control of `[data-kit]` with
 * its pieces, a checked radio one, a quantity field its whole number. Read by the add button (the
 * parts it sends) and by the product page's price (src/features/product/kit-price.ts), so both see
 * the same kit. Browser only.
 */
export function chosenPieces(kit: Element): { input: HTMLInputElement; pieces: number }[] {
  const chosen: { input: HTMLInputElement; pieces: number }[] = [];
  for (const input of kit.querySelectorAll<HTMLInputElement>('input[data-product-id]')) {
    if (input.disabled) continue;
    const pieces = input.type === 'radio' ? (input.checked ? 1 : 0) : Math.max(0, Math.floor(Number(input.value) || 0));
    if (pieces > 0) chosen.push({ input, pieces });
  }
  return chosen;
}
