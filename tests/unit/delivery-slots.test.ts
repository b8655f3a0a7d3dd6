/**
 * The delivery promise the browser tells from the slots in a cached page (docs/catalogue.md,
 * delivery on the product page): the server lists the order windows, the browser picks the first
 * still open at its own clock. Fake dates: a Friday before and after 16:00, a holiday weekend,
 * summer time, a list run out.
 */
import { describe, expect, it } from 'vitest';
import { deliverySchedule, promiseSchedule, shopInstant } from '#src/lib/checkout/delivery-promise.ts';
import { dayAfter, formatDay, promiseText, shopDate } from '#src/lib/checkout/delivery-slots.ts';
import { pickPromise } from '#src/lib/checkout/pick-promise.ts';
import { freeShippingProgress } from '#src/lib/cart/free-shipping.ts';

const NL = { from: 1, to: 1 };
const DE = { from: 1, to: 2 };
const WORDS = {
  orderBefore: 'before {{time}}: {{when}}',
  orderNow: 'now: {{when}}',
  tomorrow: 'tomorrow {{date}}',
  on: 'on {{date}}',
  between: '{{from}} to {{to}}',
};
/** What the page says to an order placed at `at`, from the windows of a page rendered at `madeAt` (a cached page). */
const promiseAt = (at: string, transit = NL, madeAt = at) =>
  pickPromise(promiseSchedule(deliverySchedule(new Date(madeAt), transit), WORDS), Date.parse(at), 'en-US');

describe('the order windows of the coming weeks', () => {
  it('cuts off at 16:00 on the shop clock, winter and summer time', () => {
    expect(shopInstant('2026-01-16', 16 * 60)).toBe(Date.UTC(2026, 0, 16, 15, 0));
    expect(shopInstant('2026-07-14', 16 * 60)).toBe(Date.UTC(2026, 6, 14, 14, 0));
    // The night summer time starts: 02:30 does not exist, 03:00 CEST is 01:00 UTC.
    expect(shopInstant('2026-03-29', 3 * 60)).toBe(Date.UTC(2026, 2, 29, 1, 0));
  });

  it('lists one window per working day, none on weekends and Dutch holidays', () => {
    const slots = deliverySchedule(new Date('2026-04-01T08:00:00Z'), NL, 14);
    const days = slots.map((s) => s[1]);
    expect(days).toContain('2026-04-03'); // Good Friday is a working day
    expect(days).not.toContain('2026-04-04'); // Saturday
    expect(days).not.toContain('2026-04-06'); // Easter Monday
    expect(slots.find((s) => s[1] === '2026-04-02')?.slice(2)).toEqual(['2026-04-03', '2026-04-03']);
    expect(slots.find((s) => s[1] === '2026-04-03')?.slice(2)).toEqual(['2026-04-07', '2026-04-07']);
  });
});

describe('the promise of an order placed now', () => {
  it('ships today on a Friday before 16:00 and delivers on Monday', () => {
    expect(promiseAt('2026-01-16T14:59:00Z')).toBe('before 16:00: on Monday, January 19');
    // On a Thursday morning: tomorrow.
    expect(promiseAt('2026-01-15T08:00:00Z')).toBe('before 16:00: tomorrow Friday, January 16');
  });

  it('after 16:00 on a Friday ships on Monday and delivers on Tuesday', () => {
    expect(promiseAt('2026-01-16T15:05:00Z')).toBe('now: on Tuesday, January 20');
    // 16:00 sharp is too late; the weekend says the same.
    expect(promiseAt('2026-01-16T15:00:00Z')).toBe('now: on Tuesday, January 20');
    expect(promiseAt('2026-01-18T11:00:00Z')).toBe('now: on Tuesday, January 20');
  });

  it('skips a holiday: the Friday before King’s Day (Monday 27 April 2026) after 16:00 ships on Tuesday', () => {
    expect(promiseAt('2026-04-24T15:30:00Z')).toBe('now: on Wednesday, April 29');
    // Before Easter: Thursday evening ships on Good Friday, delivered on the Tuesday after Easter Monday.
    expect(promiseAt('2026-04-02T15:00:00Z')).toBe('now: on Tuesday, April 7');
    // Good Friday morning ships the same day.
    expect(promiseAt('2026-04-03T08:00:00Z')).toBe('before 16:00: on Tuesday, April 7');
  });

  it('gives a range abroad, and the same words from a page rendered days earlier', () => {
    expect(promiseAt('2026-01-14T10:00:00Z', DE)).toBe('before 16:00: Thursday, January 15 to Friday, January 16');
    expect(promiseAt('2026-01-16T15:05:00Z', NL, '2026-01-12T07:00:00Z')).toBe(promiseAt('2026-01-16T15:05:00Z'));
  });

  it('has nothing to say once a cached page’s windows have run out, or from a broken list', () => {
    const schedule = promiseSchedule(deliverySchedule(new Date('2026-01-12T07:00:00Z'), NL, 7), WORDS);
    expect(pickPromise(schedule, Date.parse('2026-02-20T10:00:00Z'), 'en-US')).toBeNull();
    expect(pickPromise('not a list', Date.now(), 'en-US')).toBeNull();
    expect(pickPromise(null, Date.now(), 'en-US')).toBeNull();
    expect(pickPromise({ ...schedule, slots: [[7, 'x']] }, Date.now(), 'en-US')).toBeNull();
  });

  it('reads the day in Amsterdam', () => {
    expect(shopDate(Date.UTC(2026, 0, 16, 23, 30))).toBe('2026-01-17');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(formatDay('2026-12-01', 'nl-NL')).toBe('dinsdag 1 december');
  });
});

describe('the promise in words', () => {
  const s = {
    orderBefore: 'Order before {{time}} today, delivered {{when}}',
    orderNow: 'Order now, delivered {{when}}',
    tomorrow: 'tomorrow ({{date}})',
    on: 'on {{date}}',
    between: 'between {{from}} and {{to}}',
  };
  const thursday = Date.parse('2026-01-15T10:00:00Z');

  it('says tomorrow, a day, or a range', () => {
    expect(promiseText({ today: true, from: '2026-01-16', to: '2026-01-16' }, s, 'en-GB', '16:00', thursday)).toBe(
      'Order before 16:00 today, delivered tomorrow (Friday 16 January)',
    );
    expect(promiseText({ today: false, from: '2026-01-20', to: '2026-01-20' }, s, 'en-GB', '16:00', Date.parse('2026-01-16T15:05:00Z'))).toBe(
      'Order now, delivered on Tuesday 20 January',
    );
    expect(promiseText({ today: true, from: '2026-01-16', to: '2026-01-19' }, s, 'en-GB', '16:00', thursday)).toBe(
      'Order before 16:00 today, delivered between Friday 16 January and Monday 19 January',
    );
  });
});

describe('progress toward free delivery', () => {
  it('tells what is missing until the threshold, then that it is reached', () => {
    expect(freeShippingProgress(3750, 5000)).toEqual({ remainingCents: 1250, ratio: 0.75, reached: false });
    expect(freeShippingProgress(5000, 5000)).toEqual({ remainingCents: 0, ratio: 1, reached: true });
    expect(freeShippingProgress(9000, 5000)).toEqual({ remainingCents: 0, ratio: 1, reached: true });
    expect(freeShippingProgress(-10, 5000)).toEqual({ remainingCents: 5000, ratio: 0, reached: false });
  });

  it('has nothing to tell where delivery is never free', () => {
    expect(freeShippingProgress(3750, null)).toBeNull();
  });
});
