/**
 * Arithmetic shared by the national rules of EU VAT numbers (./vat-rules.ts): weighted sums,
 * Luhn, ISO 7064 and calendar dates, and the verdict a rule answers. Pure.
 */

export type Verdict = { number: string } | 'format' | 'checksum';

const DIGITS = /^\d+$/;
export const allDigits = (s: string) => DIGITS.test(s);
export const digitAt = (s: string, i: number) => s.charCodeAt(i) - 48;
export const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Σ weight × digit over the leading digits of `s` (as many as there are weights). */
export function weighted(s: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (weights[i] as number) * digitAt(s, i);
  return sum;
}

/** The Luhn sum of a digit string: 0 for a valid Luhn number. */
export function luhnSum(s: string): number {
  let sum = 0;
  for (let i = s.length - 1, double = false; i >= 0; i--, double = !double) {
    const d = digitAt(s, i) * (double ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10;
}

/** The Luhn check digit to append to `s`. */
export const luhnCheckDigit = (s: string) => (10 - luhnSum(s + '0')) % 10;

/** ISO 7064 Mod 11,10 over a digit string including its check digit: valid when 1. */
export function mod11_10(s: string): number {
  let check = 5;
  for (let i = 0; i < s.length; i++) check = ((((check || 10) * 2) % 11) + digitAt(s, i)) % 10;
  return check;
}

/** ISO 7064 Mod 97,10 over letters and digits (A = 10 … Z = 35): valid when 1. */
export function mod97_10(s: string): number {
  let rest = 0;
  for (const ch of s) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of value) rest = (rest * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rest;
}

/** A date that exists in the calendar. */
export function realDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const ok = (number: string): Verdict => ({ number });
export const checked = (number: string, valid: boolean): Verdict => (valid ? { number } : 'checksum');
