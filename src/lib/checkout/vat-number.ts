/**
 * EU VAT numbers: how the checkout reads what a business customer types, and the format and
 * check digits of every member state plus Northern Ireland (docs/vat-numbers-and-addresses.md,
 * VAT numbers). A number that passes here is well-formed, not necessarily registered: only VIES
 * can say that, and only a number VIES confirmed may lead to a reverse-charged (0 %) invoice.
 *
 * The countries live in ./vat-countries.ts, the national rules in ./vat-rules.ts (with their
 * arithmetic in ./vat-arithmetic.ts and birth-date numbers in ./vat-personal-codes.ts); this
 * module reads a number as typed and is the one importers use.
 */
import { isVatCountry, vatCountryOf, type VatCountry } from './vat-countries.ts';
import { RULES } from './vat-rules.ts';

export { VAT_COUNTRIES, shopCountryOf, vatCountryOf, type VatCountry } from './vat-countries.ts';

export type VatNumberProblem = 'format' | 'checksum' | 'country';
export type VatNumberResult = { ok: true; country: VatCountry; number: string; formatted: string } | { ok: false; reason: VatNumberProblem };

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
