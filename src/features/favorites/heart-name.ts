/**
 * The product name a heart speaks of (its label, the notice after a press): its own `data-name`
 * (the buy box's), else the name of the product card it sits in, which a card's heart leaves out
 * of its attributes because the card shows it (src/components/ui/ProductCard.tsx): its heading's
 * link, the card's one heading. Browser only.
 */
export function heartName(heart: HTMLElement): string {
  return heart.dataset.name ?? heart.closest('article')?.querySelector(':is(h2, h3) > a')?.textContent ?? '';
}
