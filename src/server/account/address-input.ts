/**
 * The body of an address (create and change). The country must be one of the countries table;
 * a VAT number is normalised (upper case, no spaces, dots or dashes), must start with the
 * country's code (Greece: EL) and needs the company it belongs to. `validated` is never read
 * from the customer: only the back office sets it (docs/adr/0011-account.md).
 */
import type { Translate } from '#src/lib/i18n.ts';
import { fieldErrors } from '../http/api-error.ts';
import { BodyReader } from '../http/body-reader.ts';

export type AddressInput = {
  countryId: string;
  company: string | null;
  vatNumber: string | null;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  phone: string | null;
  isDefault: boolean;
};

/** Postcode shapes of the shop's main countries; elsewhere letters, digits, spaces and dashes. */
const POSTCODES: Record<string, RegExp> = {
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/i,
  FR: /^\d{5}$/,
};
const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,14}$/i;
const PHONE = /^\+?[0-9 ()./-]{6,24}$/;
const VAT = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

/**
 * @example normalizeVatNumber(' nl 8594.30.233.B01 ') // "NL859430233B01"
 */
export function normalizeVatNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/** Checks the fields; `countryExists` asks the countries table. */
export async function addressInput(body: Record<string, unknown>, t: Translate, countryExists: (id: string) => Promise<boolean>): Promise<AddressInput> {
  const read = new BodyReader(body);
  const countryId = read.required('country_id', 2, 'account.errors.countryUnknown').toUpperCase();
  if (!read.problems.country_id && !(/^[A-Z]{2}$/.test(countryId) && (await countryExists(countryId))))
    read.problem('country_id', 'account.errors.countryUnknown');
  const street = read.required('street', 100, 'account.errors.streetRequired');
  const houseNumber = read.required('house_number', 20, 'account.errors.houseNumberRequired');
  const postcode = read.required('postcode', 16, 'account.errors.postcodeRequired').toUpperCase();
  // A country's own shape only once the country is known; otherwise the country is the problem.
  const shape = (read.problems.country_id ? undefined : POSTCODES[countryId]) ?? ANY_POSTCODE;
  if (!read.problems.postcode && !shape.test(postcode)) read.problem('postcode', 'account.errors.postcodeInvalid');
  const city = read.required('city', 100, 'account.errors.cityRequired');
  const company = read.optional('company', 100);
  const rawVat = read.optional('vat_number', 32);
  const vatNumber = rawVat === null ? null : normalizeVatNumber(rawVat);
  if (vatNumber !== null && !read.problems.vat_number) {
    if (!VAT.test(vatNumber) || (!read.problems.country_id && !vatNumber.startsWith(vatPrefix(countryId))))
      read.problem('vat_number', 'account.errors.vatNumberInvalid');
    else if (company === null) read.problem('company', 'account.errors.companyRequired');
  }
  const phone = read.optional('phone', 24);
  if (phone !== null && !PHONE.test(phone)) read.problem('phone', 'account.errors.phoneInvalid');
  const isDefault = read.flag('is_default') ?? false;
  if (!read.ok) throw fieldErrors(t, read.problems);
  return { countryId, company, vatNumber, street, houseNumber, postcode, city, phone, isDefault };
}
