/**
 * The delivery promise on the shop's clock (docs/vat-numbers-and-addresses.md, the delivery
 * promise). Instants are given in UTC: Amsterdam is UTC+1 in winter and UTC+2 in summer.
 */
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  deliveryDate,
  dutchHolidays,
  easterSunday,
  formatPromiseDate,
  isWorkingDay,
  shipDate,
  shopWallClock,
  transitDays,
  TRANSIT_DAYS,
} from '#src/lib/checkout/delivery-promise.ts';

const at = (iso: string) => new Date(iso);

describe('the shop clock', () => {
  it('reads Amsterdam time in winter and summer, whatever the machine runs in', () => {
    expect(shopWallClock(at('2026-01-13T14:59:00Z'))).toEqual({ date: '2026-01-13', minutes: 15 * 60 + 59 });
    expect(shopWallClock(at('2026-07-14T14:00:00Z'))).toEqual({ date: '2026-07-14', minutes: 16 * 60 });
    expect(shopWallClock(at('2026-01-13T23:30:00Z'))).toEqual({ date: '2026-01-14', minutes: 30 });
    expect(shopWallClock(at('2026-07-14T22:15:00Z'))).toEqual({ date: '2026-07-15', minutes: 15 });
  });
  it('follows the clock changes of the last Sundays of March and October', () => {
    expect(shopWallClock(at('2026-03-29T00:59:00Z'))).toEqual({ date: '2026-03-29', minutes: 1 * 60 + 59 });
    expect(shopWallClock(at('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 3 * 60 });
    expect(shopWallClock(at('2026-10-25T00:59:00Z'))).toEqual({ date: '2026-10-25', minutes: 2 * 60 + 59 });
    expect(shopWallClock(at('2026-10-25T01:00:00Z'))).toEqual({ date: '2026-10-25', minutes: 2 * 60 });
  });
});

describe('shipDate', () => {
  it('ships today until 15:59 and tomorrow from 16:00 sharp, in winter time', () => {
    // Tuesday 13 January 2026, CET (UTC+1).
    expect(shipDate(at('2026-01-13T14:59:00Z'))).toEqual({ date: '2026-01-13', cutoff: true });
    expect(shipDate(at('2026-01-13T14:59:59.999Z'))).toEqual({ date: '2026-01-13', cutoff: true });
    expect(shipDate(at('2026-01-13T15:00:00Z'))).toEqual({ date: '2026-01-14', cutoff: false });
  });
  it('ships today until 15:59 and tomorrow from 16:00 sharp, in summer time', () => {
    // Tuesday 14 July 2026, CEST (UTC+2).
    expect(shipDate(at('2026-07-14T13:59:00Z'))).toEqual({ date: '2026-07-14', cutoff: true });
    expect(shipDate(at('2026-07-14T14:00:00Z'))).toEqual({ date: '2026-07-15', cutoff: false });
  });
  it('uses the hour of the season just after each clock change', () => {
    // Monday 30 March 2026 is summer time: 14:30 UTC is 16:30 in Amsterdam, too late.
    expect(shipDate(at('2026-03-30T14:30:00Z'))).toEqual({ date: '2026-03-31', cutoff: false });
    // Monday 26 October 2026 is winter time again: 14:30 UTC is 15:30 in Amsterdam, in time.
    expect(shipDate(at('2026-10-26T14:30:00Z'))).toEqual({ date: '2026-10-26', cutoff: true });
  });
  it('counts a night order for the new day in Amsterdam', () => {
    // 23:30 UTC on Tuesday is 00:30 on Wednesday in Amsterdam.
    expect(shipDate(at('2026-01-13T23:30:00Z'))).toEqual({ date: '2026-01-14', cutoff: true });
  });
  it('ships a Friday order after 16:00, or one in the weekend, on Monday', () => {
    expect(shipDate(at('2026-01-16T14:59:00Z'))).toEqual({ date: '2026-01-16', cutoff: true });
    expect(shipDate(at('2026-01-16T15:05:00Z'))).toEqual({ date: '2026-01-19', cutoff: false });
    expect(shipDate(at('2026-01-17T09:00:00Z'))).toEqual({ date: '2026-01-19', cutoff: false });
    expect(shipDate(at('2026-01-18T09:00:00Z'))).toEqual({ date: '2026-01-19', cutoff: false });
  });
  it('takes another cut-off and extra closing days', () => {
    expect(shipDate(at('2026-01-13T14:30:00Z'), { orderBefore: '15:00' })).toEqual({ date: '2026-01-14', cutoff: false });
    expect(shipDate(at('2026-01-13T10:00:00Z'), { closedDays: ['2026-01-13', '2026-01-14'] })).toEqual({ date: '2026-01-15', cutoff: false });
    expect(() => shipDate(at('2026-01-13T10:00:00Z'), { orderBefore: '4 pm' })).toThrow(/HH:MM/);
  });
});

describe('deliveryDate', () => {
  it('delivers in the Netherlands the working day after shipping', () => {
    expect(deliveryDate(at('2026-01-13T14:59:00Z'), 'NL')).toEqual({ ship: '2026-01-13', from: '2026-01-14', to: '2026-01-14', cutoff: true });
    expect(deliveryDate(at('2026-01-13T15:00:00Z'), 'NL')).toEqual({ ship: '2026-01-14', from: '2026-01-15', to: '2026-01-15', cutoff: false });
    expect(deliveryDate(at('2026-07-14T13:59:00Z'), 'nl')).toEqual({ ship: '2026-07-14', from: '2026-07-15', to: '2026-07-15', cutoff: true });
  });
  it('delivers a Friday order on Monday, or after 16:00 on Tuesday', () => {
    expect(deliveryDate(at('2026-01-16T14:00:00Z'), 'NL')).toMatchObject({ ship: '2026-01-16', from: '2026-01-19', to: '2026-01-19' });
    expect(deliveryDate(at('2026-01-16T15:30:00Z'), 'NL')).toMatchObject({ ship: '2026-01-19', from: '2026-01-20', to: '2026-01-20' });
  });
  it('gives ranges abroad: neighbours 1–2, the EU 2–4, the world 3–7 working days', () => {
    const tuesday = at('2026-01-13T10:00:00Z');
    for (const country of ['BE', 'LU', 'DE'])
      expect(deliveryDate(tuesday, country)).toMatchObject({ ship: '2026-01-13', from: '2026-01-14', to: '2026-01-15' });
    for (const country of ['FR', 'GR', 'SE']) expect(deliveryDate(tuesday, country)).toMatchObject({ from: '2026-01-15', to: '2026-01-19' });
    for (const country of ['GB', 'CH', 'US']) expect(deliveryDate(tuesday, country)).toMatchObject({ from: '2026-01-16', to: '2026-01-22' });
  });
  it('keeps the transit table in one place', () => {
    expect(transitDays('NL')).toBe(TRANSIT_DAYS.NL);
    expect(transitDays('de')).toBe(TRANSIT_DAYS.DE);
    expect(transitDays('AT')).toBe(TRANSIT_DAYS.EU);
    expect(transitDays('NO')).toBe(TRANSIT_DAYS.WORLD);
  });
});

describe('holidays', () => {
  it('computes Easter with the anonymous Gregorian algorithm', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });
  it('lists the closing days of 2026 and 2027', () => {
    expect(dutchHolidays(2026)).toEqual(['2026-01-01', '2026-04-06', '2026-04-27', '2026-05-14', '2026-05-25', '2026-12-25', '2026-12-26']);
    expect(dutchHolidays(2027)).toEqual(['2027-01-01', '2027-03-29', '2027-04-27', '2027-05-06', '2027-05-17', '2027-12-25', '2027-12-26']);
  });
  it("moves King's Day to the 26th when the 27th is a Sunday (2025)", () => {
    expect(dutchHolidays(2025)).toContain('2025-04-26');
    expect(dutchHolidays(2025)).not.toContain('2025-04-27');
    expect(isWorkingDay('2025-04-28')).toBe(true);
  });
  it('keeps Good Friday and Liberation Day as working days', () => {
    expect(isWorkingDay('2026-04-03')).toBe(true);
    expect(isWorkingDay('2027-03-26')).toBe(true);
    expect(isWorkingDay('2025-05-05')).toBe(true);
    expect(isWorkingDay('2026-04-06')).toBe(false);
    expect(isWorkingDay('2026-01-17')).toBe(false);
  });
  it('skips Easter 2026: Thursday after 16:00 ships on Good Friday, Friday after 16:00 on Tuesday', () => {
    expect(deliveryDate(at('2026-04-02T15:00:00Z'), 'NL')).toEqual({ ship: '2026-04-03', from: '2026-04-07', to: '2026-04-07', cutoff: false });
    expect(deliveryDate(at('2026-04-03T14:30:00Z'), 'NL')).toEqual({ ship: '2026-04-07', from: '2026-04-08', to: '2026-04-08', cutoff: false });
    expect(deliveryDate(at('2026-04-03T13:30:00Z'), 'NL')).toEqual({ ship: '2026-04-03', from: '2026-04-07', to: '2026-04-07', cutoff: true });
  });
  it('skips Easter Monday 2027 (29 March, the day after the clocks go forward)', () => {
    expect(deliveryDate(at('2027-03-26T16:00:00Z'), 'NL')).toEqual({ ship: '2027-03-30', from: '2027-03-31', to: '2027-03-31', cutoff: false });
    expect(shipDate(at('2027-03-29T08:00:00Z'))).toEqual({ date: '2027-03-30', cutoff: false });
  });
  it('skips the days before and after a holiday: Christmas and New Year', () => {
    // Thursday 24 December 2026 before 16:00: shipped that day, delivered after Christmas and the weekend.
    expect(deliveryDate(at('2026-12-24T14:00:00Z'), 'NL')).toEqual({ ship: '2026-12-24', from: '2026-12-28', to: '2026-12-28', cutoff: true });
    expect(deliveryDate(at('2026-12-24T15:00:00Z'), 'NL')).toEqual({ ship: '2026-12-28', from: '2026-12-29', to: '2026-12-29', cutoff: false });
    expect(deliveryDate(at('2026-12-31T15:30:00Z'), 'BE')).toEqual({ ship: '2027-01-04', from: '2027-01-05', to: '2027-01-06', cutoff: false });
  });
  it("skips King's Day on a Monday and Ascension on a Thursday", () => {
    expect(shipDate(at('2026-04-24T15:00:00Z'))).toEqual({ date: '2026-04-28', cutoff: false });
    expect(deliveryDate(at('2026-05-13T10:00:00Z'), 'NL')).toMatchObject({ ship: '2026-05-13', from: '2026-05-15' });
  });
  it('adds working days across weekends and holidays', () => {
    expect(addWorkingDays('2026-01-16', 1)).toBe('2026-01-19');
    expect(addWorkingDays('2026-05-22', 1)).toBe('2026-05-26');
    expect(addWorkingDays('2026-01-13', 5)).toBe('2026-01-20');
    expect(addWorkingDays('2026-01-17', 0)).toBe('2026-01-17');
  });
});

describe('formatPromiseDate', () => {
  it("says the weekday, day and month in the page's language", () => {
    expect(formatPromiseDate('2026-12-01', 'en-GB')).toBe('Tuesday 1 December');
    expect(formatPromiseDate('2026-12-01', 'nl')).toBe('dinsdag 1 december');
    expect(formatPromiseDate('2026-12-01', 'de')).toBe('Dienstag, 1. Dezember');
    expect(formatPromiseDate('2026-12-01', 'en')).toBe('Tuesday, December 1');
  });
  it('keeps the calendar day whatever the machine’s zone', () => {
    expect(formatPromiseDate('2027-03-28', 'nl-NL')).toBe('zondag 28 maart');
    expect(formatPromiseDate('2026-01-01', 'en-GB')).toBe('Thursday 1 January');
  });
});
