/**
 * EU VAT numbers: how the checkout reads what a business customer types, and the format and
 * check digits of every member state plus Northern Ireland (docs/vat-numbers-and-addresses.md,
 * VAT numbers). A number that passes here is well-formed, not necessarily registered: only VIES
 * can say that, and only a number VIES confirmed may lead to a reverse-charged (0 %) invoice.
 */
/** The prefixes VAT numbers carry: the EU members (Greece as EL) and XI for Northern Ireland. */
export const VAT_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
] as const;
export type VatCountry = (typeof VAT_COUNTRIES)[number];

export type VatNumberProblem = 'format' | 'checksum' | 'country';
export type VatNumberResult = { ok: true; country: VatCountry; number: string; formatted: string } | { ok: false; reason: VatNumberProblem };

const isVatCountry = (code: string): code is VatCountry => (VAT_COUNTRIES as readonly string[]).includes(code);

/**
 * The VAT prefix of one of the shop's (ISO) country codes, or null when the country issues no EU
 * VAT numbers. Greece is GR in addresses and EL in VAT numbers; GB stays null because only
 * Northern Ireland (XI) takes part and an address's country does not say which part it is.
 * @example vatCountryOf('GR') // 'EL'
 * @example vatCountryOf('nl') // 'NL'
 * @example vatCountryOf('CH') // null
 */
export function vatCountryOf(code: string): VatCountry | null {
  const upper = code.trim().toUpperCase();
  const mapped = upper === 'GR' ? 'EL' : upper;
  return isVatCountry(mapped) ? mapped : null;
}

/**
 * The shop's (ISO) country code of a VAT prefix: the way back, to compare a number with an address.
 * @example shopCountryOf('EL') // 'GR'
 * @example shopCountryOf('XI') // 'GB'
 */
export function shopCountryOf(vatCountry: VatCountry): string {
  if (vatCountry === 'EL') return 'GR';
  if (vatCountry === 'XI') return 'GB';
  return vatCountry;
}

// ---------------------------------------------------------------------------------------------
// Arithmetic shared by the national rules.

type Verdict = { number: string } | 'format' | 'checksum';

const DIGITS = /^\d+$/;
const allDigits = (s: string) => DIGITS.test(s);
const digitAt = (s: string, i: number) => s.charCodeAt(i) - 48;
const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Σ weight × digit over the leading digits of `s` (as many as there are weights). */
function weighted(s: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (weights[i] as number) * digitAt(s, i);
  return sum;
}

/** The Luhn sum of a digit string: 0 for a valid Luhn number. */
function luhnSum(s: string): number {
  let sum = 0;
  for (let i = s.length - 1, double = false; i >= 0; i--, double = !double) {
    const d = digitAt(s, i) * (double ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10;
}

/** The Luhn check digit to append to `s`. */
const luhnCheckDigit = (s: string) => (10 - luhnSum(s + '0')) % 10;

/** ISO 7064 Mod 11,10 over a digit string including its check digit: valid when 1. */
function mod11_10(s: string): number {
  let check = 5;
  for (let i = 0; i < s.length; i++) check = ((((check || 10) * 2) % 11) + digitAt(s, i)) % 10;
  return check;
}

/** ISO 7064 Mod 97,10 over letters and digits (A = 10 … Z = 35): valid when 1. */
function mod97_10(s: string): number {
  let rest = 0;
  for (const ch of s) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of value) rest = (rest * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rest;
}

/** A date that exists in the calendar. */
function realDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const ok = (number: string): Verdict => ({ number });
const checked = (number: string, valid: boolean): Verdict => (valid ? { number } : 'checksum');

// ---------------------------------------------------------------------------------------------
// Birth-date based numbers, which some member states use as the VAT number of a sole trader.

/** Bulgarian EGN: birth date (month + 20 for the 1800s, + 40 for the 2000s) and a weighted check digit. */
function bulgarianEgn(n: string): boolean {
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
function czechBirthNumber(n: string): Verdict {
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
function romanianCnp(n: string): Verdict {
  if (n[0] === '0') return 'format';
  const century: Record<string, number> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000 };
  const year = Number(n.slice(1, 3)) + (century[n[0] as string] ?? 1900);
  if (!realDate(year, Number(n.slice(3, 5)), Number(n.slice(5, 7)))) return 'format';
  const check = weighted(n, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return checked(n, (check === 10 ? 1 : check) === digitAt(n, 12));
}

/** Latvian personal code (ddmmyy-Cnnnn, C the century: 0 = 1800s, 1 = 1900s, 2 = 2000s). */
function latvianPersonalCode(n: string): Verdict {
  // Codes issued since July 2017 start with 32 and carry no birth date; their check digit is not published.
  if (n.startsWith('32')) return ok(n);
  const year = 1800 + digitAt(n, 6) * 100 + Number(n.slice(4, 6));
  if (!realDate(year, Number(n.slice(2, 4)), Number(n.slice(0, 2)))) return 'format';
  return checked(n, ((1 + weighted(n, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === digitAt(n, 10));
}

// ---------------------------------------------------------------------------------------------
// The national rules. Each takes the number without its prefix (already without separators and
// upper-cased) and answers the number as the shop stores it, or why it is not a VAT number.

const IE_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
const FR_KEY = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ES_DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Irish check letter over 7 digits plus, in the numbers of 2013 on, the second letter's weight 9. */
function irishCheckLetter(sevenDigits: string, second = ''): string {
  const sum = weighted(sevenDigits, [8, 7, 6, 5, 4, 3, 2]) + 9 * (second ? IE_LETTERS.indexOf(second) : 0);
  return IE_LETTERS[sum % 23] as string;
}

/** UK (and Northern Ireland) numbers: 9 digits (12 with a branch), or government departments and health authorities. */
function ukNumber(n: string): Verdict {
  if (/^GD\d{3}$/.test(n)) return Number(n.slice(2)) < 500 ? ok(n) : 'format';
  if (/^HA\d{3}$/.test(n)) return Number(n.slice(2)) >= 500 ? ok(n) : 'format';
  if (/^(GD|HA)8888\d{5}$/.test(n)) {
    const serial = Number(n.slice(6, 9));
    if ((n.startsWith('GD') && serial >= 500) || (n.startsWith('HA') && serial < 500)) return 'format';
    return checked(n, serial % 97 === Number(n.slice(9, 11)));
  }
  if (!/^\d{9}(\d{3})?$/.test(n)) return 'format';
  // Numbers issued since 2010 (serials from 100) may use the 'modulus 9755' rule: remainder 42 or 55.
  const rest = weighted(n, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  return checked(n, rest === 0 || (Number(n.slice(0, 3)) >= 100 && (rest === 42 || rest === 55)));
}

const RULES: Record<VatCountry, (n: string) => Verdict> = {
  AT(n) {
    if (!/^U\d{8}$/.test(n)) return 'format';
    return checked(n, (6 - luhnSum(n.slice(1, 8)) + 10) % 10 === digitAt(n, 8));
  },
  BE(n) {
    // Enterprise numbers were 9 digits before 2007; the leading 0 was added in front.
    const ten = /^\d{9}$/.test(n) ? '0' + n : n;
    if (!/^[01]\d{9}$/.test(ten)) return 'format';
    return checked(ten, (Number(ten.slice(0, 8)) + Number(ten.slice(8))) % 97 === 0);
  },
  BG(n) {
    if (/^\d{9}$/.test(n)) {
      let check = weighted(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
      if (check === 10) check = weighted(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
      return checked(n, check % 10 === digitAt(n, 8));
    }
    if (!/^\d{10}$/.test(n)) return 'format';
    // Ten digits: a citizen (EGN), a foreigner (PNF) or another taxable person, each with its own check.
    const foreigner = weighted(n, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === digitAt(n, 9);
    const other = mod(11 - weighted(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) === digitAt(n, 9);
    return checked(n, bulgarianEgn(n) || foreigner || other);
  },
  CY(n) {
    if (!/^\d{8}[A-Z]$/.test(n) || n.startsWith('12')) return 'format';
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? (odd[digitAt(n, i)] as number) : digitAt(n, i);
    return checked(n, String.fromCharCode(65 + (sum % 26)) === n[8]);
  },
  CZ(n) {
    if (!/^\d{8,10}$/.test(n)) return 'format';
    if (n.length === 8) {
      if (n[0] === '9') return 'format';
      const check = mod(11 - weighted(n, [8, 7, 6, 5, 4, 3, 2]), 11);
      return checked(n, (check || 1) % 10 === digitAt(n, 7));
    }
    if (n.length === 9 && n[0] === '6') {
      // Individuals without a birth number: 6 followed by 7 digits and a check digit.
      const sum = weighted(n.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
      return checked(n, mod(8 - mod(10 - sum, 11), 10) === digitAt(n, 8));
    }
    return czechBirthNumber(n);
  },
  DE(n) {
    if (!/^[1-9]\d{8}$/.test(n)) return 'format';
    return checked(n, mod11_10(n) === 1);
  },
  DK(n) {
    if (!/^[1-9]\d{7}$/.test(n)) return 'format';
    return checked(n, weighted(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0);
  },
  EE(n) {
    if (!/^\d{9}$/.test(n)) return 'format';
    return checked(n, weighted(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0);
  },
  EL(n) {
    // Older numbers had 8 digits; a leading 0 makes them 9.
    const nine = /^\d{8}$/.test(n) ? '0' + n : n;
    if (!/^\d{9}$/.test(nine)) return 'format';
    let sum = 0;
    for (let i = 0; i < 8; i++) sum = sum * 2 + digitAt(nine, i);
    return checked(nine, ((sum * 2) % 11) % 10 === digitAt(nine, 8));
  },
  ES(n) {
    if (!/^[A-Z0-9]\d{7}[A-Z0-9]$/.test(n)) return 'format';
    const first = n[0] as string;
    const last = n[8] as string;
    if (allDigits(first)) return checked(n, ES_DNI_LETTERS[Number(n.slice(0, 8)) % 23] === last); // DNI, Spanish citizens
    if ('XYZ'.includes(first)) return checked(n, ES_DNI_LETTERS[Number('XYZ'.indexOf(first) + n.slice(1, 8)) % 23] === last); // NIE, foreigners
    if ('KLM'.includes(first)) return checked(n, ES_DNI_LETTERS[Number(n.slice(1, 8)) % 23] === last); // minors, Spaniards abroad, foreigners without NIE
    if (!'ABCDEFGHJNPQRSUVW'.includes(first)) return 'format';
    // CIF, legal entities: a Luhn digit over the 7 digits, written as a digit or as the letter of that digit.
    const digit = luhnCheckDigit(n.slice(1, 8));
    return checked(n, last === String(digit) || last === 'JABCDEFGHI'[digit]);
  },
  FI(n) {
    if (!/^\d{8}$/.test(n)) return 'format';
    return checked(n, weighted(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0);
  },
  FR(n) {
    if (n.length !== 11 || !FR_KEY.includes(n[0] as string) || !FR_KEY.includes(n[1] as string) || !allDigits(n.slice(2))) return 'format';
    const siren = n.slice(2);
    // The SIREN carries a Luhn digit; numbers of Monaco (000…) have none.
    if (!siren.startsWith('000') && luhnSum(siren) !== 0) return 'checksum';
    if (allDigits(n.slice(0, 2))) return checked(n, Number(n.slice(0, 2)) === Number(siren + '12') % 97);
    // New-style keys with a letter (I and O are never used).
    const check = allDigits(n[0] as string)
      ? FR_KEY.indexOf(n[0] as string) * 24 + FR_KEY.indexOf(n[1] as string) - 10
      : FR_KEY.indexOf(n[0] as string) * 34 + FR_KEY.indexOf(n[1] as string) - 100;
    return checked(n, (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11);
  },
  HR(n) {
    if (!/^\d{11}$/.test(n)) return 'format';
    return checked(n, mod11_10(n) === 1);
  },
  HU(n) {
    if (!/^\d{8}$/.test(n)) return 'format';
    return checked(n, weighted(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0);
  },
  IE(n) {
    if (/^\d{7}[A-W]{1,2}$/.test(n)) return checked(n, irishCheckLetter(n.slice(0, 7), n[8]) === n[7]);
    // Numbers issued before 2013 may have a letter, + or * in second place.
    if (/^\d[A-Z+*]\d{5}[A-W]$/.test(n)) return checked(n, irishCheckLetter('0' + n.slice(2, 7) + n[0]) === n[7]);
    return 'format';
  },
  IT(n) {
    if (!/^\d{11}$/.test(n) || Number(n.slice(0, 7)) === 0) return 'format';
    // Digits 8–10 name the issuing office: a province (001–100) or a special office.
    const office = Number(n.slice(7, 10));
    if (!((office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office))) return 'format';
    return checked(n, luhnSum(n) === 0);
  },
  LT(n) {
    if (!(/^\d{7}1\d$/.test(n) || /^\d{10}1\d$/.test(n))) return 'format';
    const body = n.slice(0, -1);
    let check = 0;
    for (let i = 0; i < body.length; i++) check += (1 + (i % 9)) * digitAt(body, i);
    check %= 11;
    if (check === 10) {
      check = 0;
      for (let i = 0; i < body.length; i++) check += (1 + ((i + 2) % 9)) * digitAt(body, i);
      check %= 11;
    }
    return checked(n, check % 10 === digitAt(n, n.length - 1));
  },
  LU(n) {
    if (!/^\d{8}$/.test(n)) return 'format';
    return checked(n, Number(n.slice(0, 6)) % 89 === Number(n.slice(6)));
  },
  LV(n) {
    if (!/^\d{11}$/.test(n)) return 'format';
    // Legal entities start with 4–9; natural persons use their personal code.
    if ((n[0] ?? '') > '3') return checked(n, weighted(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3);
    return latvianPersonalCode(n);
  },
  MT(n) {
    if (!/^[1-9]\d{7}$/.test(n)) return 'format';
    return checked(n, weighted(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0);
  },
  NL(n) {
    const match = /^(\d{7,9})B(\d\d)$/.exec(n);
    if (!match || Number(match[1]) === 0 || match[2] === '00') return 'format';
    const number = `${(match[1] as string).padStart(9, '0')}B${match[2]}`;
    // The old numbers hold a BSN or RSIN (modulo 11); the btw-id of sole traders since 2020 passes modulo 97 with the NL prefix.
    const elevenProof = mod(weighted(number, [9, 8, 7, 6, 5, 4, 3, 2, -1]), 11) === 0;
    return checked(number, elevenProof || mod97_10('NL' + number) === 1);
  },
  PL(n) {
    if (!/^\d{10}$/.test(n)) return 'format';
    return checked(n, mod(weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7, -1]), 11) === 0);
  },
  PT(n) {
    if (!/^[1-9]\d{8}$/.test(n)) return 'format';
    return checked(n, mod(11 - weighted(n, [9, 8, 7, 6, 5, 4, 3, 2]), 11) % 10 === digitAt(n, 8));
  },
  RO(n) {
    if (/^\d{13}$/.test(n)) return romanianCnp(n);
    if (!/^[1-9]\d{1,9}$/.test(n)) return 'format';
    // Company codes have 2–10 digits; the weights apply to the digits before the check digit, padded to 9 on the left.
    const body = n.slice(0, -1).padStart(9, '0');
    return checked(n, ((10 * weighted(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === digitAt(n, n.length - 1));
  },
  SE(n) {
    if (!/^\d{10}01$/.test(n)) return 'format';
    return checked(n, luhnSum(n.slice(0, 10)) === 0);
  },
  SI(n) {
    if (!/^[1-9]\d{7}$/.test(n)) return 'format';
    const check = 11 - (weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
    return checked(n, check !== 11 && (check === 10 ? 0 : check) === digitAt(n, 7));
  },
  SK(n) {
    if (!/^[1-9]\d[234789]\d{7}$/.test(n)) return 'format';
    return checked(n, Number(n) % 11 === 0);
  },
  XI: ukNumber,
};

/** Separators people type inside VAT numbers: white space, dots, dashes, slashes, commas, colons, brackets. */
const SEPARATORS = /[\s.\-/,:()]/g;

function judge(country: VatCountry, number: string): VatNumberResult {
  const verdict = RULES[country](number);
  if (verdict === 'format' || verdict === 'checksum') return { ok: false, reason: verdict };
  return { ok: true, country, number: verdict.number, formatted: country + verdict.number };
}

/**
 * Reads a VAT number as typed: separators dropped, upper-cased, the prefix taken from the number
 * (GR read as EL) or, when it has none, from `country` (the shop's ISO code of the address). A
 * prefix in the number wins over `country`; compare the answer's country with the address where
 * that matters (`shopCountryOf`).
 * @example parseVatNumber('be 0428.759.497') // { ok: true, country: 'BE', number: '0428759497', formatted: 'BE0428759497' }
 * @example parseVatNumber('094259216', 'GR') // { ok: true, country: 'EL', number: '094259216', formatted: 'EL094259216' }
 * @example parseVatNumber('NL123456789B02') // { ok: false, reason: 'checksum' }
 */
export function parseVatNumber(input: string, country?: string): VatNumberResult {
  const compact = input.replace(SEPARATORS, '').toUpperCase();
  if (!compact) return { ok: false, reason: 'format' };
  const given = country === undefined ? undefined : vatCountryOf(country);
  const head = compact.slice(0, 2);
  const prefix = head === 'GR' ? 'EL' : head;
  if (isVatCountry(prefix)) {
    const prefixed = judge(prefix, compact.slice(2));
    if (prefixed.ok || !given || given === prefix) return prefixed;
    // Some numbers may begin with two letters of their own (French keys): try it as the address country's number too.
    const whole = judge(given, compact);
    return whole.ok ? whole : prefixed;
  }
  if (country !== undefined) return given ? judge(given, compact) : { ok: false, reason: 'country' };
  return { ok: false, reason: /^[A-Z]{2}/.test(compact) ? 'country' : 'format' };
}
