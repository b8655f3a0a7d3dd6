/**
 * The browser's half of a product page's delivery promise (docs/catalogue.md, delivery on the
 * product page): the page carries its order windows as numbers and the promise's sentences once
 * (`promiseSchedule` in ./delivery-promise.ts), and this says the window of the visitor's clock in
 * the page's language, with the words and date formatting of the cart's promise (`promiseText`),
 * so the page's HTML does not hold three weeks of sentences. Kept apart from the rest of the
 * promise so the page's script carries nothing else. Pure.
 */
import { promiseText, type PromiseStrings } from './delivery-slots.ts';

/**
 * One order window as a product page carries it: its cut-off and the start of its ship day
 * (milliseconds since the epoch, on the shop's clock), and its first and last delivery day (days
 * since 1970-01-01, calendar days).
 */
export type ScheduleSlot = [cutoff: number, dayStart: number, from: number, to: number];

/** A product page's promise: the sentences (`delivery.*`, unfilled), the cut-off time they name, and the windows. */
export type PromiseSchedule = { words: PromiseStrings; time: string; slots: ScheduleSlot[] };

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const calendarDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const isSlot = (s: unknown): s is ScheduleSlot => Array.isArray(s) && s.length === 4 && s.every((n) => Number.isFinite(n));

/**
 * The words of the promise of an order placed at `now`, in the language `tag` (an Intl tag): those
 * of the first window whose cut-off is still ahead, for an order placed on its ship day ("Order
 * before 16:00 today, delivered tomorrow (…)") or before it ("Order now, delivered on …"); null when
 * the list has run out or is none (the page's rule stays then).
 * @example pickPromise({ words, time: '16:00', slots: [[Date.UTC(2026, 0, 16, 15), Date.UTC(2026, 0, 15, 23), 20472, 20472]] }, Date.UTC(2026, 0, 16, 9), 'en-GB') // 'Order before 16:00 today, delivered on Monday 19 January'
 */
export function pickPromise(schedule: unknown, now: number, tag: string): string | null {
  const { words, time, slots } = (schedule ?? {}) as Partial<PromiseSchedule>;
  if (!words || typeof time !== 'string' || !Array.isArray(slots)) return null;
  const slot = slots.find((s) => isSlot(s) && now < s[0]);
  if (!slot) return null;
  const [, dayStart, from, to] = slot;
  const today = now >= dayStart;
  // "Tomorrow" is said from the ship day only: an instant within it, or one before it.
  return promiseText({ today, from: calendarDate(from), to: calendarDate(to) }, words, tag, time, today ? dayStart + HOUR_MS : dayStart - HOUR_MS);
}
