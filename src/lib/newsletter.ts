/** The newsletter's order types and limits (docs/newsletter.md), without zod for the popup. Pure. */

/** What the subscriber mostly orders as; `particulier` unless chosen otherwise. */
export const ORDER_TYPES = ['particulier', 'zakelijk', 'onderwijs'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const DEFAULT_ORDER_TYPE: OrderType = 'particulier';

export const NEWSLETTER_NAME_MAX = 100;
