/**
 * The delivery promise of a delivery method (docs/checkout.md, the delivery promise): shipped
 * today when ordered before 16:00 on a working day, else the next working day; delivered the
 * method's working days after that. Dates in the shop's time zone.
 */
import { addWorkingDays, shipDate } from '#src/lib/checkout/delivery-promise.ts';
import type { DeliveryRate } from './methods.ts';

export function deliveryWindow(now: Date, rate: Pick<DeliveryRate, 'minDays' | 'maxDays'>): { ship_date: string; from: string; to: string } {
  const ship = shipDate(now).date;
  return { ship_date: ship, from: addWorkingDays(ship, rate.minDays), to: addWorkingDays(ship, rate.maxDays) };
}
