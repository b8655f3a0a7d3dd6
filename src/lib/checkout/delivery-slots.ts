/**
 * The delivery promise in words (docs/vat-numbers-and-addresses.md, the delivery promise;
 * docs/catalogue.md, delivery on the product page). The server, which knows the working days and
 * holidays, lists the coming order windows ("slots") in a product page; the browser says the first
 * one still open at its own clock (`pickPromise`) with `promiseText`. So the page's HTML holds
 * nothing that goes stale by the minute and can be cached per shop, language and destination for
 * weeks. The cart's drawer and page say the cart answer's promise with `promiseText` too. Pure.
 */

/** A calendar date in the shop's time zone, 'YYYY-MM-DD'. */
export type CalendarDate = string;

/**
 * One day's order window: an order placed before `cutoff` (milliseconds since the epoch) ships on
 * `ship` and arrives between `from` and `to`. A tuple, since the page carries three weeks of them.
 */
export type DeliverySlot = [cutoff: number, ship: CalendarDate, from: CalendarDate, to: CalendarDate];

/** The promise of an order: whether it still ships today, and its delivery dates. */
export type CurrentPromise = { today: boolean; from: CalendarDate; to: CalendarDate };

const DAY_MS = 86_400_000;

let amsterdamDay: Intl.DateTimeFormat | undefined;

/**
 * The shop's date at an instant (its wall clock in Amsterdam).
 * @example shopDate(Date.UTC(2026, 0, 16, 23, 30)) // '2026-01-17' (00:30 in Amsterdam)
 */
export function shopDate(now: number): CalendarDate {
  amsterdamDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });
  return amsterdamDay.format(now);
}

/** The calendar day after `date`. @example dayAfter('2026-12-31') // '2027-01-01' */
export function dayAfter(date: CalendarDate): CalendarDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A delivery date in a language (an Intl tag): weekday, day and month, as a calendar day.
 * @example formatDay('2026-12-01', 'nl-NL') // 'dinsdag 1 december'
 */
export function formatDay(date: CalendarDate, tag: string): string {
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayFormats.set(tag, format);
  }
  return format.format(Date.parse(`${date}T00:00:00Z`));
}

/** The sentences of the promise, `{{placeholders}}` unfilled (the `delivery.*` strings). */
export type PromiseStrings = { orderBefore: string; orderNow: string; tomorrow: string; on: string; between: string };

const fillIn = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The promise in words: "Order before 16:00 today, delivered tomorrow (Tuesday, January 14)",
 * "Order now, delivered on Monday, January 19", or a range abroad.
 */
export function promiseText(promise: CurrentPromise, s: PromiseStrings, tag: string, orderBefore: string, now: number): string {
  const day = (date: CalendarDate) => formatDay(date, tag);
  const when =
    promise.from !== promise.to
      ? fillIn(s.between, { from: day(promise.from), to: day(promise.to) })
      : fillIn(promise.from === dayAfter(shopDate(now)) ? s.tomorrow : s.on, { date: day(promise.from) });
  return fillIn(promise.today ? s.orderBefore : s.orderNow, { time: orderBefore, when });
}
