/**
 * The details form's data (docs/checkout.md, saved details): what it is filled with at first, the
 * body it sends, read with FormData from the uncontrolled fields, and the names a refused field
 * is listed by above the form.
 */
import type { AddressJson } from '#src/lib/auth/types.ts';
import type { InformationJson } from '#src/lib/api/checkout.ts';
import type { InformationBody } from './api.ts';
import { joinPhone, splitPhone } from './format.ts';
import type { CheckoutStrings } from './strings.ts';

export type CheckoutCountry = { id: string; name: string; phonecode: string; isEu: boolean };

export type InformationStrings = CheckoutStrings['information'];

/** A field's problem as the server answered it, by the field's name. */
export type FieldError = (name: string) => string | undefined;

export type AddressValues = { country: string; street: string; house_number: string; postcode: string; city: string };

export type Values = {
  email: string;
  firstname: string;
  lastname: string;
  phoneCountry: string;
  phone: string;
  customerType: 'individual' | 'organization';
  company: string;
  vatNumber: string;
  address: AddressValues;
  billing: (AddressValues & { firstname: string; lastname: string; company: string }) | null;
};

/** What fills the form when there is no draft: the shop's first country, a customer's own details. */
export type Prefill = {
  countries: readonly CheckoutCountry[];
  defaultCountry: string;
  addresses: AddressJson[];
  customer: { email: string; firstname: string; lastname: string } | null;
};

/** The draft's details, else the customer's name and default (or first) saved address. */
export function initialValues(draft: InformationJson | null, props: Prefill): Values {
  const saved = props.addresses.find((a) => a.is_default) ?? props.addresses[0] ?? null;
  const country = draft?.address.country ?? saved?.country_id ?? props.defaultCountry;
  const phone = splitPhone(draft?.phone ?? saved?.phone ?? '', props.countries, country);
  const b = draft?.billing_address ?? null;
  return {
    email: draft?.email ?? props.customer?.email ?? '',
    firstname: draft?.firstname ?? props.customer?.firstname ?? '',
    lastname: draft?.lastname ?? props.customer?.lastname ?? '',
    phoneCountry: phone.country ?? country,
    phone: phone.number,
    customerType: draft ? draft.customer_type : saved?.company ? 'organization' : 'individual',
    company: draft ? (draft.company ?? '') : (saved?.company ?? ''),
    vatNumber: draft ? (draft.vat_number ?? '') : (saved?.vat_number ?? ''),
    address: draft
      ? draft.address
      : { country, street: saved?.street ?? '', house_number: saved?.house_number ?? '', postcode: saved?.postcode ?? '', city: saved?.city ?? '' },
    billing: b ? { ...b, company: b.company ?? '' } : null,
  };
}

const ADDRESS_FIELDS = ['street', 'house_number', 'postcode', 'city', 'country'] as const;

/**
 * The details call's body from the form as sent. Business fields count only for a business, and
 * the billing address only when it differs; its name, left empty, is the shopper's own.
 */
export function informationBody(data: FormData, phonecodeOf: (country: string) => string): InformationBody {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const organization = text('customer_type') === 'organization';
  const address = (prefix: string) => Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, text(`${prefix}.${k}`)])) as InformationBody['address'];
  return {
    email: text('email'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    phone: joinPhone(phonecodeOf(text('phone_country')), text('phone')),
    customer_type: organization ? 'organization' : 'individual',
    company: organization ? text('company') || null : null,
    vat_number: organization ? text('vat_number') || null : null,
    address: address('address'),
    billing_address:
      data.get('billing_different') === '1'
        ? {
            ...address('billing_address'),
            firstname: text('billing_address.firstname') || text('firstname'),
            lastname: text('billing_address.lastname') || text('lastname'),
            company: text('billing_address.company') || null,
          }
        : null,
  };
}

/** How a refused field is named above the form: its label, with the address it belongs to. */
export function problemLabel(f: InformationStrings, name: string): string {
  const own: Record<string, string> = {
    email: f.email,
    firstname: f.firstname,
    lastname: f.lastname,
    phone: f.phone,
    customer_type: f.customerType,
    company: f.company,
    vat_number: f.vatNumber,
    country: f.country,
    street: f.street,
    house_number: f.houseNumber,
    postcode: f.postcode,
    city: f.city,
  };
  const [head, tail] = name.split('.');
  if (head === 'address' && tail) return `${f.address}: ${own[tail] ?? tail}`;
  if (head === 'billing_address') return tail ? `${f.billing}: ${own[tail] ?? tail}` : f.billing;
  return own[name] ?? name;
}

/** A text field's or select's value in the form as it stands ('' when there is none). */
export function readValue(root: HTMLFormElement, name: string): string {
  const element = root.elements.namedItem(name);
  return element instanceof HTMLSelectElement || element instanceof HTMLInputElement ? element.value : '';
}

/** Sets a text field or select in the form, as the shopper would have. */
export function setValue(root: HTMLFormElement | null | undefined, name: string, value: string): void {
  const element = root?.elements.namedItem(name);
  if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) element.value = value;
}
