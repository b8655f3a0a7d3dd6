/**
 * The phone service's hours (docs/contact.md, opening hours): 10:00–16:00 on working days
 * (Monday to Friday, not on the Dutch public holidays the warehouse keeps), on the shop's clock
 * in Amsterdam whatever the visitor's time zone. Pure: the contact page's table is rendered on
 * the server, the "open now" line is computed in the browser so the page's HTML stays the same
 * for everyone and can be cached.
 */
import { COMPANY } from './company.ts';
import { addWorkingDays, dutchHolidays, isWorkingDay, shopWallClock, type CalendarDate } from './checkout/delivery-promise.ts';

export type Hours = { from: string; to: string };

/** ISO weekdays, Monday 1 … Sunday 7, as the table lists them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The hours of a weekday; null when the phone is not answered that day. */
export const hoursOn = (day: Weekday, hours: Hours = COMPANY.phoneHours): Hours | null => (day <= 5 ? hours : null);

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** ISO weekday of a calendar date. */
export function weekdayOf(date: CalendarDate): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

export type PhoneStatus =
  /** Answered now, until `closes` ('HH:MM'). */
  | { open: true; date: CalendarDate; closes: string }
  /**
   * Not answered now; from `opens` on `nextDate`. `holiday` when today is a weekday the shop
   * is closed for a public holiday.
   */
  | { open: false; date: CalendarDate; nextDate: CalendarDate; opens: string; holiday: boolean };

/**
 * Whether the phone is answered at an instant, and if not, when it is next.
 * @example phoneStatus(new Date('2026-01-13T10:30:00Z')) // { open: true, date: '2026-01-13', closes: '16:00' } (11:30 in Amsterdam)
 * @example phoneStatus(new Date('2026-01-16T15:30:00Z')) // { open: false, …, nextDate: '2026-01-19', opens: '10:00' } (Friday 16:30)
 */
export function phoneStatus(now: Date, hours: Hours = COMPANY.phoneHours): PhoneStatus {
  const { date, minutes } = shopWallClock(now);
  const working = isWorkingDay(date);
  if (working && minutes >= minutesOf(hours.from) && minutes < minutesOf(hours.to)) return { open: true, date, closes: hours.to };
  const nextDate = working && minutes < minutesOf(hours.from) ? date : addWorkingDays(date, 1);
  return { open: false, date, nextDate, opens: hours.from, holiday: !working && weekdayOf(date) <= 5 };
}

/**
 * The public holidays on a weekday from `today` on (the days the phone is not answered though
 * the table says it is), the next `count` of them.
 * @example upcomingHolidays('2026-04-01', 2) // ['2026-04-06', '2026-04-27']
 */
export function upcomingHolidays(today: CalendarDate, count: number): CalendarDate[] {
  const year = Number(today.slice(0, 4));
  return [...dutchHolidays(year), ...dutchHolidays(year + 1)].filter((d) => d >= today && weekdayOf(d) <= 5).slice(0, count);
}
