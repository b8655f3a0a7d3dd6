/**
 * The delivery promise a product page carries (docs/catalogue.md, delivery on the product page):
 * its order windows as numbers and the sentences once, from which the browser says the window of
 * its clock. Told at any instant from a page rendered days before, it says word for word what
 * the checkout's promise of an order placed then says, in each language.
 */
import { describe, expect, it } from 'vitest';
import { deliveryDate, deliverySchedule, promiseSchedule, transitDays } from '#src/lib/checkout/delivery-promise.ts';
import { promiseText } from '#src/lib/checkout/delivery-slots.ts';
import { pickPromise } from '#src/lib/checkout/pick-promise.ts';
import { COMPANY } from '#src/lib/company.ts';
import { LOCALE_ISO, LOCALES } from '#src/lib/locales.ts';
import { translator } from '#src/lib/i18n.ts';
import { deliveryStrings } from '#src/features/cart/strings.ts';
import { promiseScheduleJson } from '#src/server/checkout/product-delivery.ts';

const HOUR = 3_600_000;

describe("the product page's order windows", () => {
  it('are carried as numbers with the sentences once, worked out once per schedule and words', () => {
    const slots = deliverySchedule(new Date('2026-01-16T12:00:00Z'), { from: 1, to: 2 });
    const words = deliveryStrings(translator('de')).promise;
    const json = promiseScheduleJson(slots, words);
    expect(JSON.parse(json)).toEqual(promiseSchedule(slots, words));
    expect(promiseScheduleJson(slots, words)).toBe(json);
    expect(promiseScheduleJson(slots, { ...words, orderNow: 'Now!' })).toBe(JSON.stringify(promiseSchedule(slots, { ...words, orderNow: 'Now!' })));
    // Friday 16 January: the window closes at 16:00 in Amsterdam; delivery Monday or Tuesday.
    expect(JSON.parse(json).slots[0]).toEqual([
      Date.UTC(2026, 0, 16, 15),
      Date.UTC(2026, 0, 15, 23),
      Date.UTC(2026, 0, 19) / 86_400_000,
      Date.UTC(2026, 0, 20) / 86_400_000,
    ]);
    // Fifteen windows without the sentences in each: well under a kilobyte.
    expect(json.length).toBeLessThan(900);
  });

  it('say at every hour what the checkout promises then, in each language, from a page rendered days before', () => {
    // Three weeks from a Friday over Christmas and New Year, and three over the spring's clock change.
    for (const rendered of ['2026-12-18T09:00:00Z', '2027-03-19T09:00:00Z']) {
      const start = Date.parse(rendered);
      for (const country of ['NL', 'DE', 'FR', 'CH']) {
        const transit = transitDays(country);
        const slots = deliverySchedule(new Date(start), transit);
        for (const locale of LOCALES) {
          const words = deliveryStrings(translator(locale)).promise;
          const schedule = JSON.parse(promiseScheduleJson(slots, words));
          const tag = LOCALE_ISO[locale];
          for (let now = start; now < start + 17 * 24 * HOUR; now += HOUR + 7 * 60_000) {
            const promise = deliveryDate(new Date(now), country);
            const expected = promiseText({ today: promise.cutoff, from: promise.from, to: promise.to }, words, tag, COMPANY.orderBefore, now);
            expect(pickPromise(schedule, now, tag), `${country} ${locale} ${new Date(now).toISOString()}`).toBe(expected);
          }
        }
      }
    }
  });
});
