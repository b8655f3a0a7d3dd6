/**
 * The standard delivery in every cart answer (docs/cart.md, delivery in the cart): what the
 * shop's first method to the cart's country costs this cart, how far the goods are from free
 * delivery, and the delivery promise of an order placed now. Cart answers are never cached
 * (`no-store`), so the promise may depend on the minute.
 */
import { centsOf, eurosOf as euros } from '#src/lib/money.ts';
import { withVat } from '#src/lib/vat.ts';
import { COMPANY } from '#src/lib/company.ts';
import { shipDate } from '#src/lib/checkout/delivery-promise.ts';
import { freeShippingProgress } from '#src/lib/cart/free-shipping.ts';
import type { CartDeliveryJson, CartJson } from '#src/lib/cart/types.ts';
import { deliveryPriceCents, standardDelivery, type DeliveryRate } from '../checkout/methods.ts';
import { deliveryWindow } from '../checkout/promise.ts';
import type { ViewContext } from './view.ts';

/** A price incl. VAT taken back to excl. VAT at a rate, for showing a threshold the business way. */
const withoutVat = (inclCents: number, rateBp: number) => Math.round((inclCents * 10_000) / (10_000 + rateBp));

/** The delivery of a cart whose goods cost `goodsInclCents` (after discounts, as charged). Pure. */
export function cartDeliveryJson(rate: DeliveryRate, goodsInclCents: number, rateBp: number, now: Date): CartDeliveryJson {
  const exclCents = deliveryPriceCents(rate, goodsInclCents);
  const progress = freeShippingProgress(goodsInclCents, rate.freeFromInclCents);
  const window = deliveryWindow(now, rate);
  return {
    method: rate.name,
    price: euros(exclCents),
    price_with_tax: euros(withVat(exclCents, rateBp)),
    free_from: rate.freeFromInclCents === null ? null : euros(rate.freeFromInclCents),
    free_from_without_tax: rate.freeFromInclCents === null ? null : euros(withoutVat(rate.freeFromInclCents, rateBp)),
    remaining: euros(progress?.remainingCents ?? 0),
    remaining_without_tax: euros(withoutVat(progress?.remainingCents ?? 0, rateBp)),
    progress: progress ? Math.round(progress.ratio * 1000) / 1000 : 0,
    ...window,
    today: shipDate(now).cutoff,
    order_before: COMPANY.orderBefore,
  };
}

/** The cart answer with its delivery; an empty cart, or a country nothing ships to, has none. */
export async function withDelivery(cart: CartJson, view: Pick<ViewContext, 'country' | 'locale' | 'rateBp' | 'now'>): Promise<CartJson> {
  if (cart.items.length === 0) return { ...cart, delivery: null };
  const rate = await standardDelivery(view.country, view.locale);
  return { ...cart, delivery: rate ? cartDeliveryJson(rate, centsOf(cart.total), view.rateBp, view.now) : null };
}
