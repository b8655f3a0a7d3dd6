/**
 * VAT by destination country (docs/prices-and-vat.md). The one rate table of the shop.
 * Rates in basis points (2100 = 21 %) so all arithmetic stays in integers.
 * Standard rates as of 2026; reduced rates do not apply to consumer electronics.
 */
export const EU_STANDARD_RATES_BP: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
};

/** The shop is established in the Netherlands. */
export const HOME_COUNTRY = 'NL';

export type VatContext = {
  /** Two-letter destination country. */
  country: string;
  /** A business customer whose EU VAT number was validated (address validated = 1). */
  validatedBusiness?: boolean;
};

/**
 * @example vatRateBp({ country: 'DE' }) // 1900 (OSS: destination rate for consumers)
 * @example vatRateBp({ country: 'DE', validatedBusiness: true }) // 0 (reverse charge)
 * @example vatRateBp({ country: 'CH' }) // 0 (export outside the EU)
 */
export function vatRateBp({ country, validatedBusiness = false }: VatContext): number {
  const code = country.toUpperCase();
  const rate = EU_STANDARD_RATES_BP[code];
  if (rate === undefined) return 0;
  if (validatedBusiness && code !== HOME_COUNTRY) return 0;
  return rate;
}

/** A delivery to a validated business in another EU country: invoiced without VAT, the recipient accounts for it. */
export function isReverseCharge({ country, validatedBusiness = false }: VatContext): boolean {
  const code = country.toUpperCase();
  return validatedBusiness && code !== HOME_COUNTRY && EU_STANDARD_RATES_BP[code] !== undefined;
}

/** Price including VAT, rounded half up to whole cents. @example withVat(1000, 2100) // 1210 */
export function withVat(centsExcl: number, rateBp: number): number {
  return Math.round((centsExcl * (10_000 + rateBp)) / 10_000);
}

export type PricePair = { excl: number; incl: number; rateBp: number };

export function pricePair(centsExcl: number, ctx: VatContext): PricePair {
  const rateBp = vatRateBp(ctx);
  return { excl: centsExcl, incl: withVat(centsExcl, rateBp), rateBp };
}

/**
 * A VAT number as the shop keeps it: upper case, without the spaces, dots and dashes people
 * type or copy from an invoice.
 * @example normalizeVatNumber(' nl 8594.30.233.B01 ') // "NL859430233B01"
 */
export function normalizeVatNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}
