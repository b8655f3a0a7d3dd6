/**
 * The national rules of EU VAT numbers, one per prefix (docs/vat-numbers-and-addresses.md, VAT
 * numbers). Each takes the number without its prefix (already without separators and
 * upper-cased) and answers the number as the shop stores it, or why it is not a VAT number. Pure.
 */
import { allDigits, checked, digitAt, luhnCheckDigit, luhnSum, mod, mod11_10, mod97_10, ok, weighted, type Verdict } from './vat-arithmetic.ts';
import type { VatCountry } from './vat-countries.ts';
import { bulgarianEgn, czechBirthNumber, latvianPersonalCode, romanianCnp } from './vat-personal-codes.ts';

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

export const RULES: Record<VatCountry, (n: string) => Verdict> = {
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
