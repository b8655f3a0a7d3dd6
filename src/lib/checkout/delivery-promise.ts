/**
 * The delivery promise: ordered by 16:00 on a working day, shipped the same day, delivered the
 * next working day in the Netherlands (docs/vat-numbers-and-addresses.md, the delivery promise).
 * Everything is computed on the shop's wall clock in Amsterdam, whatever the server's time zone,
 * and answered as plain calendar dates ('YYYY-MM-DD').
 */
import { COMPANY } from '../company.ts';
import { LOCALE_ISO, isLocale, type Locale } from '../locales.ts';
import { shopWallClock, type CalendarDate } from '../shop-clock.ts';
import { EU_STANDARD_RATES_BP } from '../vat.ts';
import { formatDay, type DeliverySlot, type PromiseStrings } from './delivery-slots.ts';
import type { PromiseSchedule } from './pick-promise.ts';

// The shop's clock lives in its own module (the contact page's script reads it too); its parts
// are still exported here, where the promise's callers look for them.
export { SHOP_TIME_ZONE, shopWallClock, type CalendarDate } from '../shop-clock.ts';
export type DayRange = { from: number; to: number };

/**
 * Working days from shipment to delivery, by destination: the one table of the promise. Keys are
 * countries, and EU and WORLD the rest of the EU and of the world.
 */
export const TRANSIT_DAYS = {
  NL: { from: 1, to: 1 },
  BE: { from: 1, to: 2 },
  LU: { from: 1, to: 2 },
  DE: { from: 1, to: 2 },
  EU: { from: 2, to: 4 },
  WORLD: { from: 3, to: 7 },
} as const satisfies Record<string, DayRange>;

export type PromiseOptions = {
  /** The cut-off on the shop's clock, 'HH:MM'; default the header's promise (COMPANY.orderBefore). */
  orderBefore?: string;
  /** Extra days the warehouse is closed (an inventory day), 'YYYY-MM-DD'. */
  closedDays?: readonly CalendarDate[];
};

export type ShipPromise = {
  /** The day the order leaves the warehouse. */
  date: CalendarDate;
  /** True when an order placed now still makes today's shipment (a working day, before the cut-off). */
  cutoff: boolean;
};

export type DeliveryPromise = {
  ship: CalendarDate;
  /** Earliest and latest expected delivery; equal where the promise is one day. */
  from: CalendarDate;
  to: CalendarDate;
  cutoff: boolean;
};

// ---------------------------------------------------------------------------------------------
// Calendar dates as days since 1970-01-01, so adding days never meets a clock change.

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayNumber(date: CalendarDate): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y as number, (m as number) - 1, d as number) / DAY_MS;
}

function dateOf(day: number): CalendarDate {
  const t = new Date(day * DAY_MS);
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday. */
const weekday = (day: number) => new Date(day * DAY_MS).getUTCDay();

/**
 * Easter Sunday of a year by the anonymous Gregorian algorithm (Meeus/Jones/Butcher).
 * @example easterSunday(2026) // '2026-04-05'
 */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const holidayCache = new Map<number, ReadonlySet<number>>();

/**
 * The Dutch public holidays on which the warehouse is closed, in date order. Good Friday and
 * Liberation Day (5 May) are working days for the shop.
 * @example dutchHolidays(2025).includes('2025-04-26') // true: King's Day moves to Saturday when the 27th is a Sunday
 */
export function dutchHolidays(year: number): CalendarDate[] {
  const easter = dayNumber(easterSunday(year));
  const kingsDay = dayNumber(`${pad(year, 4)}-04-27`);
  const days = [
    dayNumber(`${pad(year, 4)}-01-01`), // New Year's Day
    easter + 1, // Easter Monday
    weekday(kingsDay) === 0 ? kingsDay - 1 : kingsDay, // King's Day
    easter + 39, // Ascension Day
    easter + 50, // Whit Monday
    dayNumber(`${pad(year, 4)}-12-25`), // Christmas Day
    dayNumber(`${pad(year, 4)}-12-26`), // Boxing Day
  ];
  return days.sort((x, y) => x - y).map(dateOf);
}

function holidaysOf(year: number): ReadonlySet<number> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(dutchHolidays(year).map(dayNumber));
    holidayCache.set(year, set);
  }
  return set;
}

function workingDay(day: number, closed: ReadonlySet<number>): boolean {
  const w = weekday(day);
  if (w === 0 || w === 6 || closed.has(day)) return false;
  return !holidaysOf(new Date(day * DAY_MS).getUTCFullYear()).has(day);
}

const closedSet = (opts?: PromiseOptions): ReadonlySet<number> => new Set((opts?.closedDays ?? []).map(dayNumber));

/**
 * Whether the warehouse works on a day: not Saturday or Sunday, not a Dutch public holiday.
 * @example isWorkingDay('2026-04-03') // true (Good Friday)
 * @example isWorkingDay('2026-04-06') // false (Easter Monday)
 */
export function isWorkingDay(date: CalendarDate, opts?: PromiseOptions): boolean {
  return workingDay(dayNumber(date), closedSet(opts));
}

/**
 * The working day `count` working days after `date`; a count of 0 answers `date` itself.
 * @example addWorkingDays('2026-01-16', 1) // '2026-01-19' (Friday → Monday)
 */
export function addWorkingDays(date: CalendarDate, count: number, opts?: PromiseOptions): CalendarDate {
  const closed = closedSet(opts);
  let day = dayNumber(date);
  for (let left = count; left > 0;) {
    day += 1;
    if (workingDay(day, closed)) left -= 1;
  }
  return dateOf(day);
}

/**
 * The Dutch public holidays on a weekday from `today` on (the days the shop is closed though it
 * would work), the next `count` of them.
 * @example upcomingWeekdayHolidays('2026-04-01', 2) // ['2026-04-06', '2026-04-27']
 */
export function upcomingWeekdayHolidays(today: CalendarDate, count: number): CalendarDate[] {
  const year = Number(today.slice(0, 4));
  const found: CalendarDate[] = [];
  for (let y = year; found.length < count && y <= year + 10; y++) {
    for (const date of dutchHolidays(y)) {
      const w = weekday(dayNumber(date));
      if (date >= today && w !== 0 && w !== 6 && found.length < count) found.push(date);
    }
  }
  return found;
}

function cutoffMinutes(orderBefore: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(orderBefore);
  if (!m) throw new Error(`orderBefore must be HH:MM, not "${orderBefore}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/**
 * The day an order placed at `now` ships: today when today is a working day and the shop's clock
 * is before the cut-off (16:00 sharp is too late), else the next working day.
 * @example shipDate(new Date('2026-01-16T15:30:00Z')) // { date: '2026-01-19', cutoff: false } (Friday 16:30 → Monday)
 */
export function shipDate(now: Date, opts?: PromiseOptions): ShipPromise {
  const { date, minutes } = shopWallClock(now);
  const closed = closedSet(opts);
  const today = dayNumber(date);
  if (workingDay(today, closed) && minutes < cutoffMinutes(opts?.orderBefore ?? COMPANY.orderBefore)) return { date, cutoff: true };
  return { date: addWorkingDays(date, 1, opts), cutoff: false };
}

/**
 * Working days in transit to a destination country (ISO code): the Netherlands, the neighbours
 * BE/LU/DE, the rest of the EU, the rest of the world.
 * @example transitDays('BE') // { from: 1, to: 2 }
 * @example transitDays('CH') // { from: 3, to: 7 }
 */
export function transitDays(country: string): DayRange {
  const code = country.trim().toUpperCase();
  if (code === 'NL' || code === 'BE' || code === 'LU' || code === 'DE') return TRANSIT_DAYS[code];
  return EU_STANDARD_RATES_BP[code] === undefined ? TRANSIT_DAYS.WORLD : TRANSIT_DAYS.EU;
}

/**
 * The expected delivery of an order placed at `now` to a country, counted in the shop's working days
 * from the ship date.
 * @example deliveryDate(new Date('2026-01-13T14:59:00Z'), 'NL') // { ship: '2026-01-13', from: '2026-01-14', to: '2026-01-14', cutoff: true }
 */
export function deliveryDate(now: Date, country: string, opts?: PromiseOptions): DeliveryPromise {
  const ship = shipDate(now, opts);
  const days = transitDays(country);
  return { ship: ship.date, from: addWorkingDays(ship.date, days.from, opts), to: addWorkingDays(ship.date, days.to, opts), cutoff: ship.cutoff };
}

/**
 * The instant at which the shop's clock shows `minutes` past midnight on `date`; Intl applies
 * summer and winter time (a wall-clock time that does not exist, in the spring gap, comes out an
 * hour later).
 * @example shopInstant('2026-07-14', 960) // Date.UTC(2026, 6, 14, 14, 0) (16:00 CEST)
 */
export function shopInstant(date: CalendarDate, minutes: number): number {
  const wanted = dayNumber(date) * DAY_MS + minutes * 60_000;
  // Amsterdam is UTC+1 or +2: start from +1 and correct by what the clock then shows.
  let instant = wanted - 3_600_000;
  for (let i = 0; i < 3; i++) {
    const seen = shopWallClock(new Date(instant));
    const diff = dayNumber(seen.date) * DAY_MS + seen.minutes * 60_000 - wanted;
    if (diff === 0) break;
    instant -= diff;
  }
  return instant;
}

/**
 * The order windows of the coming `days` calendar days from `now` (./delivery-slots.ts): one per
 * working day, with the instant of its cut-off and the delivery it promises for `transit` working
 * days. The browser picks the first one still open; three weeks outlast any cache of a page.
 * @example deliverySchedule(new Date('2026-01-16T12:00:00Z'), { from: 1, to: 1 }, 3) // [[Date.UTC(2026, 0, 16, 15), '2026-01-16', '2026-01-19', '2026-01-19']]
 */
export function deliverySchedule(now: Date, transit: DayRange, days = 21, opts?: PromiseOptions): DeliverySlot[] {
  const closed = closedSet(opts);
  const cutoff = cutoffMinutes(opts?.orderBefore ?? COMPANY.orderBefore);
  const first = dayNumber(shopWallClock(now).date);
  const slots: DeliverySlot[] = [];
  for (let day = first; day < first + days; day++) {
    if (!workingDay(day, closed)) continue;
    const date = dateOf(day);
    slots.push([shopInstant(date, cutoff), date, addWorkingDays(date, transit.from, opts), addWorkingDays(date, transit.to, opts)]);
  }
  return slots;
}

/**
 * A promise date for the page, in its locale: weekday, day and month. Takes the shop's locale
 * ('nl', 'en', 'de', mapped through LOCALE_ISO) or a full tag such as 'en-GB'.
 * @example formatPromiseDate('2026-12-01', 'nl') // 'dinsdag 1 december'
 * @example formatPromiseDate('2026-12-01', 'en-GB') // 'Tuesday 1 December'
 */
export function formatPromiseDate(date: CalendarDate, locale: Locale | string): string {
  // The date is a calendar day, so it is formatted in UTC where its midnight lies.
  return formatDay(date, isLocale(locale) ? LOCALE_ISO[locale] : locale);
}

/**
 * The order windows as a product page carries them (`PromiseSchedule`, ./pick-promise.ts): per
 * window its cut-off, the start of its ship day and its delivery days as numbers, and the
 * promise's sentences once. The browser says the window of its clock in the page's language.
 */
export function promiseSchedule(slots: readonly DeliverySlot[], words: PromiseStrings): PromiseSchedule {
  return {
    words,
    time: COMPANY.orderBefore,
    slots: slots.map(([cutoff, ship, from, to]) => [cutoff, shopInstant(ship, 0), dayNumber(from), dayNumber(to)]),
  };
}
