/**
 * Order statuses (docs/checkout.md, order states). `pending` is "awaiting payment"; it ends
 * paid, or cancelled, expired or failed. "Paid or later" (paid, processing, shipped, delivered)
 * are the orders that give their products' downloads; an order that ended unpaid or was
 * refunded gives none, since nothing was (or stays) bought.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAID_OR_LATER: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/** A status read from the database; anything unknown reads as pending (read leniently). */
export function orderStatus(value: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'pending';
}
