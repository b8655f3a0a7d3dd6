/**
 * GA4 e-commerce events for the data layer (docs/cart.md, totals and answers: the browser pushes
 * `gtm_event` when the server returns one). Values are incl. VAT, as the shopper pays them.
 */
import type { CartItemJson, GtmEvent } from '#src/lib/cart/types.ts';

/** A line's event entry for `quantity` pieces (an add or removal may concern part of a line). */
export type EventLine = { line: CartItemJson; quantity: number };

export function gtmEvent(event: GtmEvent['event'], entries: readonly EventLine[], coupon?: string): GtmEvent {
  const items = entries
    .filter((e) => e.quantity > 0)
    .map(({ line, quantity }) => ({
      item_id: line.sku,
      item_name: line.name,
      price: line.price_with_tax,
      quantity,
      ...(line.options.startsWith('[') ? { item_variant: line.options } : {}),
      ...(coupon ? { coupon } : {}),
    }));
  const cents = items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0);
  return { event, ecommerce: { currency: 'EUR', value: cents / 100, items } };
}
