/**
 * Birth-date based numbers, which some member states use as the VAT number of a sole trader: the
 * national rules (./vat-rules.ts) check them with these. Pure.
 */
import { checked, digitAt, ok, realDate, weighted, type Verdict } from './vat-arithmetic.ts';

/** Bulgarian EGN: birth date (month + 20 for the 1800s, + 40 for the 2000s) and a weighted check digit. */
export function bulgarianEgn(n: string): boolean {
  let year = 1900 + Number(n.slice(0, 2));
  let month = Number(n.slice(2, 4));
  if (month > 40) {
    year += 100;
    month -= 40;
  } else if (month > 20) {
    year -= 100;
    month -= 20;
  }
  if (!realDate(year, month, Number(n.slice(4, 6)))) return false;
  return (weighted(n, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === digitAt(n, 9);
}

/** Czech (and Slovak) birth number (rodné číslo): 9 digits up to 1953, 10 digits after, with the date inside. */
export function czechBirthNumber(n: string): Verdict {
  let year = 1900 + Number(n.slice(0, 2));
  // Women have 50 added to the month, and 20 is added when a day's serials ran out (since 2004).
  const month = (Number(n.slice(2, 4)) % 50) % 20;
  if (n.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return 'format';
  } else if (year < 1954) year += 100;
  if (!realDate(year, month, Number(n.slice(4, 6)))) return 'format';
  if (n.length === 10) return checked(n, (Number(n.slice(0, 9)) % 11) % 10 === digitAt(n, 9));
  return ok(n);
}

/** Romanian personal code (CNP): sex and century digit, birth date, county, serial and check digit. */
export function romanianCnp(n: string): Verdict {
  if (n[0] === '0') return 'format';
  const century: Record<string, number> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000 };
  const year = Number(n.slice(1, 3)) + (century[n[0] as string] ?? 1900);
  if (!realDate(year, Number(n.slice(3, 5)), Number(n.slice(5, 7)))) return 'format';
  const check = weighted(n, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return checked(n, (check === 10 ? 1 : check) === digitAt(n, 12));
}

/** Latvian personal code (ddmmyy-Cnnnn, C the century: 0 = 1800s, 1 = 1900s, 2 = 2000s). */
export function latvianPersonalCode(n: string): Verdict {
  // Codes issued since July 2017 start with 32 and carry no birth date; their check digit is not published.
  if (n.startsWith('32')) return ok(n);
  const year = 1800 + digitAt(n, 6) * 100 + Number(n.slice(4, 6));
  if (!realDate(year, Number(n.slice(2, 4)), Number(n.slice(0, 2)))) return 'format';
  return checked(n, ((1 + weighted(n, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === digitAt(n, 10));
}
