/**
 * The shop's wall clock in Amsterdam, whatever the machine's or the visitor's time zone: the
 * delivery promise's cut-off and the phone's hours are read on it. Pure and small, so a page's
 * script can use it without the delivery promise's tables.
 */

/** The shop's time zone: the warehouse's and the phone's clock. */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** A calendar date in the shop's time zone, 'YYYY-MM-DD'. */
export type CalendarDate = string;

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The shop's local date and minutes since midnight at an instant; Intl applies summer and winter time.
 * @example shopWallClock(new Date('2026-07-14T14:00:00Z')) // { date: '2026-07-14', minutes: 960 } (16:00 CEST)
 */
export function shopWallClock(now: Date): { date: CalendarDate; minutes: number } {
  // A page's delivery promise reads the clock at dozens of instants, mostly the same few
  // minutes; Intl's time-zone arithmetic is the slow part, so each minute is worked out once.
  const minute = Math.floor(now.getTime() / 60_000);
  const known = wallClockByMinute.get(minute);
  if (known) return { ...known };
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(now)) parts[part.type] = part.value;
  const clock = { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  if (wallClockByMinute.size >= 1024) wallClockByMinute.clear();
  if (Number.isFinite(minute)) wallClockByMinute.set(minute, clock);
  return { ...clock };
}

const wallClockByMinute = new Map<number, { date: CalendarDate; minutes: number }>();
