/**
 * The shopper's details at checkout (docs/checkout.md, calls): who orders, the delivery address
 * and an optional billing address, as the information step saves them and the order repeats
 * them, with the request that saves them and the answer that shows them.
 */
import * as z from 'zod/mini';
import { checkPostcode } from '#src/lib/checkout/postcodes.ts';
import { parseVatNumber } from '#src/lib/checkout/vat-number.ts';
import { emailFormat, normalizeEmail } from '../auth.ts';
import { form, hasControl, jsonObject, optionalText, request, requiredText, type FormReader } from '../common.ts';

export const CUSTOMER_TYPES = ['individual', 'organization'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Digits, spaces and the usual separators, with an optional leading +; 6 to 15 digits (E.164). */
const PHONE = /^\+?[0-9 ()./-]{6,24}$/;
const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** A country code the shop knows (the server asks its countries table). */
export type CountryCheck = (id: string) => Promise<boolean>;

export type CheckoutAddress = { street: string; houseNumber: string; postcode: string; city: string; country: string };
export type BillingAddress = CheckoutAddress & { firstname: string; lastname: string; company: string | null };

export type CheckoutInformation = {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  customerType: CustomerType;
  company: string | null;
  /** Normalised with its country prefix (BE0123456789), or null. */
  vatNumber: string | null;
  address: CheckoutAddress;
  /** Null: the same as the delivery address. */
  billingAddress: BillingAddress | null;
};

async function readAddress(f: FormReader, prefix: string, raw: unknown, countryExists: CountryCheck): Promise<CheckoutAddress> {
  const a = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const field = <S extends z.ZodMiniType>(name: string, schema: S, fallback: string): string => {
    const parsed = z.safeParse(schema, a[name]);
    if (parsed.success) return parsed.data as string;
    f.problem(`${prefix}.${name}`, parsed.error.issues[0]?.message ?? 'order.errors.required');
    return fallback;
  };
  const street = field('street', requiredText(100, 'order.errors.streetRequired'), '');
  const houseNumber = field('house_number', requiredText(20, 'order.errors.houseNumberRequired'), '');
  const country = field('country', requiredText(2, 'order.errors.countryRequired'), '').toUpperCase();
  const countryKnown = /^[A-Z]{2}$/.test(country) && (await countryExists(country));
  if (!f.has(`${prefix}.country`) && !countryKnown) f.problem(`${prefix}.country`, 'order.errors.countryUnknown');
  let postcode = field('postcode', requiredText(16, 'order.errors.postcodeRequired'), '');
  if (!f.has(`${prefix}.postcode`) && countryKnown) {
    const checked = checkPostcode(country, postcode);
    if (checked.ok) postcode = checked.value;
    else f.problem(`${prefix}.postcode`, 'order.errors.postcodeInvalid', { example: checked.example });
  }
  const city = field('city', requiredText(100, 'order.errors.cityRequired'), '');
  return { street, houseNumber, postcode, city, country };
}

/**
 * The shopper's details, as the information step saves them and the order repeats them. Read
 * in the order of the form; every problem is reported on its field (`address.postcode`).
 * A business customer gives a company; a VAT number is optional, but when given it must be a
 * valid EU VAT number (format and check digits) — whether it is registered is VIES's say,
 * asked by the server.
 */
export const informationFields = /* @__NO_SIDE_EFFECTS__ */ (countryExists: CountryCheck) => async (f: FormReader) => {
  const rawEmail = f.field('email', requiredText(254, 'order.errors.emailRequired'), '');
  const email = normalizeEmail(rawEmail);
  if (!f.has('email') && (!emailFormat.safeParse(email).success || (typeof f.raw.email === 'string' && hasControl(f.raw.email))))
    f.problem('email', 'order.errors.emailInvalid');
  const firstname = f.field('firstname', requiredText(100, 'order.errors.firstnameRequired'), '');
  const lastname = f.field('lastname', requiredText(100, 'order.errors.lastnameRequired'), '');
  const phone = f.field('phone', requiredText(24, 'order.errors.phoneRequired'), '');
  if (!f.has('phone') && (!PHONE.test(phone) || digitCount(phone) < 6 || digitCount(phone) > 15)) f.problem('phone', 'order.errors.phoneInvalid');
  const type = f.raw.customer_type ?? 'individual';
  const customerType: CustomerType = (CUSTOMER_TYPES as readonly unknown[]).includes(type) ? (type as CustomerType) : 'individual';
  if (!(CUSTOMER_TYPES as readonly unknown[]).includes(type)) f.problem('customer_type', 'order.errors.customerTypeInvalid');
  let company: string | null = null;
  let vatNumber: string | null = null;
  const address = await readAddress(f, 'address', f.raw.address, countryExists);
  if (customerType === 'organization') {
    company = f.field('company', requiredText(100, 'order.errors.companyRequired'), null);
    const rawVat = f.field('vat_number', optionalText(32), null);
    if (rawVat !== null) {
      const parsed = parseVatNumber(rawVat, f.has('address.country') ? undefined : address.country);
      if (parsed.ok) vatNumber = parsed.formatted;
      else f.problem('vat_number', parsed.reason === 'checksum' ? 'order.errors.vatNumberChecksum' : 'order.errors.vatNumberInvalid');
    }
  }
  let billingAddress: BillingAddress | null = null;
  const rawBilling = f.raw.billing_address;
  if (rawBilling !== undefined && rawBilling !== null) {
    if (typeof rawBilling !== 'object') f.problem('billing_address', 'order.errors.billingInvalid');
    else {
      const b = rawBilling as Record<string, unknown>;
      const own = (name: string, schema: z.ZodMiniType, fallback: string | null) => {
        const parsed = z.safeParse(schema, b[name]);
        if (parsed.success) return parsed.data as string | null;
        f.problem(`billing_address.${name}`, parsed.error.issues[0]?.message ?? 'order.errors.required');
        return fallback;
      };
      const billFirst = own('firstname', optionalText(100), null) ?? firstname;
      const billLast = own('lastname', optionalText(100), null) ?? lastname;
      const billCompany = own('company', optionalText(100), null) ?? company;
      billingAddress = {
        ...(await readAddress(f, 'billing_address', rawBilling, countryExists)),
        firstname: billFirst,
        lastname: billLast,
        company: billCompany,
      };
    }
  }
  return { email, firstname, lastname, phone, customerType, company, vatNumber, address, billingAddress } satisfies CheckoutInformation;
};

/** POST /api/checkout/information with the shopper's details. */
export const informationRequestWith = /* @__NO_SIDE_EFFECTS__ */ (countryExists: CountryCheck) =>
  request({ body: jsonObject(form(informationFields(countryExists))) });

const addressJson = z.strictObject({ street: z.string(), house_number: z.string(), postcode: z.string(), city: z.string(), country: z.string() });
export const informationJson = z.strictObject({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  customer_type: z.enum(CUSTOMER_TYPES),
  company: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  address: addressJson,
  billing_address: z.nullable(z.extend(addressJson, { firstname: z.string(), lastname: z.string(), company: z.nullable(z.string()) })),
});
export type InformationJson = z.infer<typeof informationJson>;
