import { describe, expect, it } from 'vitest';
import { deliverySchedule, spokenSlots } from '#src/lib/checkout/delivery-promise.ts';
import { spokenScheduleJson } from '#src/server/checkout/product-delivery.ts';

const strings = {
  orderBefore: 'Order before {{time}}',
  orderNow: 'Order now',
  tomorrow: 'tomorrow ({{date}})',
  on: 'on {{date}}',
  between: 'between {{from}} and {{to}}',
};

describe("the product page's order windows in words", () => {
  it('are what spokenSlots says, for each language and schedule, also when asked again', () => {
    for (const now of [new Date('2026-01-16T12:00:00Z'), new Date('2026-07-14T20:00:00Z')]) {
      const slots = deliverySchedule(now, { from: 1, to: 2 });
      for (const locale of ['en', 'nl', 'de'] as const) {
        const expected = JSON.stringify(spokenSlots(slots, strings, locale));
        expect(spokenScheduleJson(slots, strings, locale)).toBe(expected);
        expect(spokenScheduleJson(slots, strings, locale)).toBe(expected);
        expect(spokenScheduleJson(slots, { ...strings, orderNow: 'Now!' }, locale)).toBe(
          JSON.stringify(spokenSlots(slots, { ...strings, orderNow: 'Now!' }, locale)),
        );
      }
    }
  });
});
