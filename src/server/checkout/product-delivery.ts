/**
 * The delivery a product page tells (docs/catalogue.md, delivery on the product page): the
 * standard method to the page's destination country with its price and free-delivery threshold,
 * and the order windows of the coming three weeks, from which the browser tells the promise at
 * its own clock. Nothing here changes by the minute, so the page's HTML stays cacheable per shop,
 * language and destination.
 */
import { deliverySchedule } from '#src/lib/checkout/delivery-promise.ts';
import type { Locale } from '#src/lib/locales.ts';
import { checkoutCountries, standardDelivery } from './methods.ts';

export type ProductDelivery = {
  method: string;
  country: string;
  /** The method's price excl. VAT, and the goods (incl. VAT as charged) from which it is free. */
  priceCents: number;
  freeFromInclCents: number | null;
  /** Working days in transit after shipping. */
  minDays: number;
  maxDays: number;
  /** The order windows of the coming three weeks. */
  slots: ReturnType<typeof deliverySchedule>;
};

/** The standard delivery to `country` told on a page rendered at `now`; null when nothing ships there. */
export async function productDelivery(country: string, locale: Locale, now = new Date()): Promise<ProductDelivery | null> {
  const [rate, countries] = await Promise.all([standardDelivery(country, locale), checkoutCountries(locale)]);
  if (!rate) return null;
  return {
    method: rate.name,
    country: countries.find((c) => c.id === country)?.name ?? country,
    priceCents: rate.priceCents,
    freeFromInclCents: rate.freeFromInclCents,
    minDays: rate.minDays,
    maxDays: rate.maxDays,
    slots: deliverySchedule(now, { from: rate.minDays, to: rate.maxDays }),
  };
}
