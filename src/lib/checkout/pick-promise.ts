/**
 * The browser's half of a product page's delivery promise (docs/catalogue.md, delivery on the
 * product page): the page carries its order windows with their words (`spokenSlots` in
 * ./delivery-promise.ts), and this picks the words of the visitor's clock. Kept apart from the
 * rest of the promise so the page's script carries nothing else. Pure.
 */

/**
 * One order window as a product page carries it (src/server/checkout/product-delivery.ts): its
 * cut-off and the start of its ship day (milliseconds since the epoch), the promise in words for an
 * order placed on the ship day before the cut-off, and for one placed before that day.
 */
export type SpokenSlot = [cutoff: number, dayStart: number, sameDay: string, earlier: string];

/**
 * The words of the promise of an order placed at `now`: those of the first window whose cut-off is
 * still ahead; null when the list has run out or is no list (the page's rule stays then).
 * @example pickPromise([[Date.UTC(2026, 0, 16, 15), Date.UTC(2026, 0, 15, 23), 'today…', 'later…']], Date.UTC(2026, 0, 16, 9)) // 'today…'
 */
export function pickPromise(slots: unknown, now: number): string | null {
  const slot = Array.isArray(slots) ? (slots as SpokenSlot[]).find((s) => Array.isArray(s) && now < s[0]) : undefined;
  return slot ? String(now >= slot[1] ? slot[2] : slot[3]) : null;
}
