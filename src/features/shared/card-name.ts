/**
 * The product a control inside a product card (src/components/ui/ProductCard.tsx) speaks of: the
 * card's one heading's link, which the card's buttons leave out of their own attributes because
 * the card shows it. Browser only.
 */
export function cardLink(control: Element): HTMLAnchorElement | null {
  return control.closest('article')?.querySelector<HTMLAnchorElement>(':is(h2, h3) > a') ?? null;
}

/** The name of the card's product; '' outside a card. */
export const cardName = (control: Element): string => cardLink(control)?.textContent ?? '';
