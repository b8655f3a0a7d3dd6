/**
 * The account's address book (docs/adr/0011-account.md): adding, changing and removing an
 * address, the checks of its fields, and the answers with the list. An id in a path that cannot
 * be one answers like an address that does not exist (404).
 */
import * as z from 'zod/mini';
import { normalizeVatNumber } from '#src/lib/vat.ts';
import { addressAnswer } from '../auth.ts';
import { flag, form, jsonObject, objectId, optionalText, request, requiredText } from '../common.ts';

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

const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/**
 * The body of an address (create and change). The country must be one the shop knows
 * (`countryExists`: the server asks its countries table); a VAT number is normalised (upper
 * case, no spaces, dots or dashes), must start with the country's code (Greece: EL) and needs
 * the company it belongs to. `validated` is never read from the customer: only the back office
 * sets it.
 */
export const addressBody = /* @__NO_SIDE_EFFECTS__ */ (countryExists: (id: string) => Promise<boolean>) =>
  jsonObject(
    form(async (f) => {
      const countryId = f.field('country_id', requiredText(2, 'account.errors.countryUnknown'), '').toUpperCase();
      if (!f.has('country_id') && !(/^[A-Z]{2}$/.test(countryId) && (await countryExists(countryId)))) f.problem('country_id', 'account.errors.countryUnknown');
      const street = f.field('street', requiredText(100, 'account.errors.streetRequired'), '');
      const houseNumber = f.field('house_number', requiredText(20, 'account.errors.houseNumberRequired'), '');
      const postcode = f.field('postcode', requiredText(16, 'account.errors.postcodeRequired'), '').toUpperCase();
      // A country's own shape only once the country is known; otherwise the country is the problem.
      const shape = (f.has('country_id') ? undefined : POSTCODES[countryId]) ?? ANY_POSTCODE;
      if (!f.has('postcode') && !shape.test(postcode)) f.problem('postcode', 'account.errors.postcodeInvalid');
      const city = f.field('city', requiredText(100, 'account.errors.cityRequired'), '');
      const company = f.field('company', optionalText(100), null);
      const rawVat = f.field('vat_number', optionalText(32), null);
      const vatNumber = rawVat === null ? null : normalizeVatNumber(rawVat);
      if (vatNumber !== null && !f.has('vat_number')) {
        if (!VAT.test(vatNumber) || (!f.has('country_id') && !vatNumber.startsWith(vatPrefix(countryId))))
          f.problem('vat_number', 'account.errors.vatNumberInvalid');
        else if (company === null) f.problem('company', 'account.errors.companyRequired');
      }
      const phone = f.field('phone', optionalText(24), null);
      if (phone !== null && !PHONE.test(phone)) f.problem('phone', 'account.errors.phoneInvalid');
      const isDefault = f.field('is_default', flag(), undefined) ?? false;
      return { countryId, company, vatNumber, street, houseNumber, postcode, city, phone, isDefault };
    }),
  );

/** An address as the shop's code takes it (adding and changing one). */
export type AddressInput = z.output<ReturnType<typeof addressBody>>;

const addressId = objectId('account.errors.addressNotFound');

/** POST /api/account/addresses with an address. */
export const addressAddRequestWith = /* @__NO_SIDE_EFFECTS__ */ (countryExists: (id: string) => Promise<boolean>) =>
  request({ body: addressBody(countryExists) });
/** PUT /api/account/addresses/{id} with an address. */
export const addressChangeRequestWith = /* @__NO_SIDE_EFFECTS__ */ (countryExists: (id: string) => Promise<boolean>) =>
  request({ params: z.object({ id: addressId }), body: addressBody(countryExists) });
/** DELETE /api/account/addresses/{id}. */
export const addressRemoveRequest = request({ params: z.object({ id: addressId }) });

/** GET /api/account/addresses: the default first. */
export const addressesAnswer = z.strictObject({ addresses: z.array(addressAnswer) });

/** POST and PUT /api/account/addresses…: the address as saved (absent only when it went meanwhile) and the list. */
export const addressWriteAnswer = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  address: z.optional(addressAnswer),
  addresses: z.array(addressAnswer),
});

/** DELETE /api/account/addresses/{id}: the list afterwards. */
export const addressRemoveAnswer = z.strictObject({ success: z.literal(true), message: z.string(), addresses: z.array(addressAnswer) });
