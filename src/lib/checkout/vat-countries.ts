/**
 * The countries of EU VAT numbers (docs/vat-numbers-and-addresses.md, VAT numbers): the prefixes
 * numbers carry and the way between them and the shop's (ISO) country codes. Pure.
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

export const isVatCountry = (code: string): code is VatCountry => (VAT_COUNTRIES as readonly string[]).includes(code);

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
