/**
 * The product name a heart speaks of (its label, the notice after a press): its own `data-name`
 * (the buy box's), else the name of the product card it sits in (src/features/shared/card-name.ts).
 * Browser only.
 */
import { cardName } from '../shared/card-name.ts';

export function heartName(heart: HTMLElement): string {
  return heart.dataset.name ?? cardName(heart);
}
