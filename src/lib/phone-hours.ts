/**
 * The phone service's hours (docs/contact.md, opening hours): 10:00–16:00 on weekdays that are
 * not closed days (the Dutch public holidays the warehouse keeps), on the shop's clock in
 * Amsterdam whatever the visitor's time zone. Pure and small: the contact page's table is
 * rendered on the server, which also hands over the coming closed days; the "open now" line is
 * computed in the browser, so the page's HTML stays the same for everyone and can be cached.
 */
import { shopWallClock, type CalendarDate } from './shop-clock.ts';

export type Hours = { from: string; to: string };

/** ISO weekdays, Monday 1 … Sunday 7, as the table lists them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The hours of a weekday; null when the phone is not answered that day. */
export const hoursOn = (day: Weekday, hours: Hours): Hours | null => (day <= 5 ? hours : null);

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const noon = (date: CalendarDate) => Date.parse(`${date}T12:00:00Z`);

/** ISO weekday of a calendar date. @example weekdayOf('2026-12-26') // 6 */
export function weekdayOf(date: CalendarDate): Weekday {
  const day = new Date(noon(date)).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** @example addDays('2026-12-31', 1) // '2027-01-01' */
export const addDays = (date: CalendarDate, days: number): CalendarDate => new Date(noon(date) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether the phone is answered on a date: a weekday that is no closed day. */
export const answeredOn = (date: CalendarDate, closed: ReadonlySet<CalendarDate>): boolean => weekdayOf(date) <= 5 && !closed.has(date);

export type PhoneStatus =
  /** Answered now, until `closes` ('HH:MM'). */
  | { open: true; date: CalendarDate; closes: string }
  /**
   * Not answered now; from `opens` on `nextDate`. `holiday` when today is a weekday the shop
   * is closed on.
   */
  | { open: false; date: CalendarDate; nextDate: CalendarDate; opens: string; holiday: boolean };

/**
 * Whether the phone is answered at an instant, and if not, when it is next.
 * @example phoneStatus(new Date('2026-01-13T10:30:00Z'), { from: '10:00', to: '16:00' }, new Set()) // { open: true, date: '2026-01-13', closes: '16:00' } (11:30 in Amsterdam)
 * @example phoneStatus(new Date('2026-01-16T15:30:00Z'), { from: '10:00', to: '16:00' }, new Set()) // { open: false, …, nextDate: '2026-01-19', opens: '10:00' } (Friday 16:30)
 */
export function phoneStatus(now: Date, hours: Hours, closed: ReadonlySet<CalendarDate>): PhoneStatus {
  const { date, minutes } = shopWallClock(now);
  const answered = answeredOn(date, closed);
  if (answered && minutes >= minutesOf(hours.from) && minutes < minutesOf(hours.to)) return { open: true, date, closes: hours.to };
  let nextDate = date;
  if (!answered || minutes >= minutesOf(hours.from)) {
    // A long weekend or the Christmas days end within two weeks.
    for (let i = 1; i <= 14; i++) {
      nextDate = addDays(date, i);
      if (answeredOn(nextDate, closed)) break;
    }
  }
  return { open: false, date, nextDate, opens: hours.from, holiday: !answered && weekdayOf(date) <= 5 };
}
