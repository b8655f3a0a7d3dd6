/**
 * The delivery a product page tells (docs/catalogue.md, delivery on the product page): the
 * standard method to the page's destination country with its price and free-delivery threshold,
 * and the order windows of the coming three weeks, from which the browser tells the promise at
 * its own clock. Nothing here changes by the minute, so the page's HTML stays cacheable per shop,
 * language and destination.
 */
import { deliverySchedule, promiseSchedule } from '#src/lib/checkout/delivery-promise.ts';
import type { PromiseStrings } from '#src/lib/checkout/delivery-slots.ts';
import type { Locale } from '#src/lib/locales.ts';
import { shopWallClock } from '#src/lib/shop-clock.ts';
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
    slots: schedule(now, rate.minDays, rate.maxDays),
  };
}

// The windows depend on the shop's calendar day and the transit days only: worked out once a day,
// not on every product page rendered (a bounded map), and carried as JSON once per language.
const schedules = new Map<string, ProductDelivery['slots']>();
const carried = new WeakMap<ProductDelivery['slots'], Map<string, string>>();

function schedule(now: Date, from: number, to: number): ProductDelivery['slots'] {
  const key = `${shopWallClock(now).date}:${from}:${to}`;
  let slots = schedules.get(key);
  if (!slots) {
    slots = deliverySchedule(now, { from, to });
    if (schedules.size >= 64) schedules.clear();
    schedules.set(key, slots);
  }
  return slots;
}

/** The order windows with the promise's sentences, as the product page carries them (JSON; `PromiseSchedule`). */
export function promiseScheduleJson(slots: ProductDelivery['slots'], words: PromiseStrings): string {
  let byWords = carried.get(slots);
  if (!byWords) {
    byWords = new Map();
    carried.set(slots, byWords);
  }
  const key = JSON.stringify(words);
  let json = byWords.get(key);
  if (json === undefined) {
    json = JSON.stringify(promiseSchedule(slots, words));
    byWords.set(key, json);
  }
  return json;
}
