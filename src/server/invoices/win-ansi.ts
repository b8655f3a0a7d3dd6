/**
 * Text for pdfkit's built-in Helvetica, which only has the WinAnsi (Windows-1252) character set:
 * €, ä, ö, ü, ß, é and the other West European letters, but no ř, ł or ő. pdfkit writes a character
 * outside that set as a broken code into the page, so a customer named Dvořák or living in Łódź
 * would spoil the invoice. Such a letter is written as its base letter (ř → r, ł → l), the signs
 * of electronics' product names in their usual plain spelling (10 kΩ → 10 kOhm, μ → µ), anything
 * else as "?"; the odd spaces and dashes that Intl puts into numbers and dates become plain ones.
 */

/** The characters pdfkit maps into WinAnsi's 0x80–0x9F range (Euro, quotes, dashes, Š, Ž, Œ …). */
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020,
  0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Letters without a decomposition into base letter and mark, and signs with a usual plain spelling. */
const NEAREST: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŋ: 'n',
  Ŋ: 'N',
  ŧ: 't',
  Ŧ: 'T',
  ĸ: 'k',
  ſ: 's',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u03a9': 'Ohm',
  '\u2126': 'Ohm',
  '\u03bc': '\u00b5',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2192': '->',
};

function fits(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
}

/** @example toWinAnsi('Dvořák, Łódź') // "Dvorák, Lódz" */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (fits(ch)) out += ch;
    else if (/\s/u.test(ch)) out += ' ';
    else if (NEAREST[ch] !== undefined) out += NEAREST[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(fits) ? base : '?';
    }
  }
  return out;
}
