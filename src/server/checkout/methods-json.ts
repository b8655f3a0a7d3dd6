/**
 * The delivery and payment methods as the checkout's calls answer them, and as its pages render
 * them before any script runs: one mapping for both (docs/checkout.md, delivery and payment).
 */
import { withVat } from '#src/lib/vat.ts';
import { eurosOf as euros } from '#src/lib/money.ts';
import type { DeliveryMethodJson, PaymentMethodJson } from '#src/lib/api/checkout.ts';
import { deliveryPriceCents, paymentMethodsFor, type DeliveryRate } from './methods.ts';
import type { Checkout } from './checkout.ts';

/** Goods as charged (after discount, incl. VAT): what a free-delivery threshold is compared with. */
export const goodsInclCents = (checkout: Pick<Checkout, 'priced'>): number =>
  checkout.priced ? checkout.priced.totalInclCents - (checkout.priced.shipping?.inclCents ?? 0) : 0;

/** Delivery methods priced for goods worth `goodsIncl` at a VAT rate. */
export function deliveryMethodsJson(rates: readonly DeliveryRate[], goodsIncl: number, rateBp: number): DeliveryMethodJson[] {
  return rates.map((r) => {
    const excl = deliveryPriceCents(r, goodsIncl);
    return {
      id: r.id,
      name: r.name,
      carrier: r.carrier,
      pickup: r.pickup,
      price: euros(excl),
      price_with_tax: euros(withVat(excl, rateBp)),
      free_from: r.freeFromInclCents === null ? null : euros(r.freeFromInclCents),
      days: { min: r.minDays, max: r.maxDays },
    };
  });
}

/** The payment methods that take payments from `country` (every active one without a country). */
export async function paymentMethodsJson(country: string | null): Promise<PaymentMethodJson[]> {
  return (await paymentMethodsFor(country)).map((m) => ({ id: m.id, name: m.name, countries: m.countries, brand: { image: m.imageUrl } }));
}
