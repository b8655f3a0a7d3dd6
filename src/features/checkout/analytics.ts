/**
 * The checkout's e-commerce events for the tag manager (GA4's shape, through the shared data
 * layer): begin_checkout on the first visit of the details step, add_shipping_info and
 * add_payment_info when those steps are saved, purchase when the confirmation sees the order
 * paid (the order's answer carries that one as `gtm_event`). Each goes once: a flag in session
 * storage per cart (its `ref`) or per order number.
 */
import { pushToDataLayer } from '../shared/data-layer.ts';
import type { SummaryJson } from '#src/lib/api/checkout.ts';

export type CheckoutEvent = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';

const FLAGS_KEY = 'checkoutEvents';
const MAX_FLAGS = 40;

function readFlags(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(FLAGS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function writeFlags(flags: string[]): void {
  try {
    window.sessionStorage.setItem(FLAGS_KEY, JSON.stringify(flags.slice(-MAX_FLAGS)));
  } catch {
    // Without storage an event may go twice; nothing else depends on it.
  }
}

/**
 * Which cart this checkout is for: the `ref` of the cart copy the cart store keeps (read
 * leniently; without one, all checkouts of the tab count as one).
 */
export function cartRef(): string {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem('cart') ?? 'null');
    const ref = value && typeof value === 'object' ? (value as { ref?: unknown }).ref : null;
    return typeof ref === 'string' && ref !== '' ? ref : 'cart';
  } catch {
    return 'cart';
  }
}

type Extra = { shipping_tier?: string; payment_type?: string; transaction_id?: string; tax?: number; shipping?: number };

/** The event's e-commerce part: the order's value incl. VAT and its lines by SKU. */
export function ecommerceOf(summary: SummaryJson, extra: Extra = {}) {
  return {
    currency: 'EUR' as const,
    value: summary.total,
    items: summary.lines.map((line) => ({ item_id: line.sku, item_name: line.name, price: line.unit_price_with_tax, quantity: line.quantity })),
    ...extra,
  };
}

/** Pushes an event as it is unless one of its name went already for this key; answers whether it went now. */
export function pushEventOnce(event: CheckoutEvent, key: string, payload: { event: CheckoutEvent; ecommerce: object }): boolean {
  const flag = `${event}:${key}`;
  const flags = readFlags();
  if (flags.includes(flag)) return false;
  writeFlags([...flags, flag]);
  pushToDataLayer(payload);
  return true;
}

/** Pushes the event with the order's figures unless it went already for this key. */
export function pushOnce(event: CheckoutEvent, key: string, summary: SummaryJson, extra: Extra = {}): boolean {
  return pushEventOnce(event, key, { event, ecommerce: ecommerceOf(summary, extra) });
}

/** The server's own event when it is one of this name with its e-commerce part, else null. */
export function serverEvent(event: CheckoutEvent, value: unknown): { event: CheckoutEvent; ecommerce: object } | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = value as { event?: unknown; ecommerce?: unknown };
  return candidate.event === event && candidate.ecommerce && typeof candidate.ecommerce === 'object' ? { event, ecommerce: candidate.ecommerce } : null;
}

/** A placed order ends this cart's checkout: a next one in this tab counts from the start. */
export function checkoutDone(ref: string): void {
  writeFlags(readFlags().filter((f) => !f.endsWith(`:${ref}`)));
}
