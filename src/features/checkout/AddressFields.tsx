/**
 * The fields of an address, the same for the delivery and the billing address (names under
 * `address.` or `billing_address.`, autocomplete for shipping or billing), and the billing
 * address's own section. The billing section shows by its checkbox's state in CSS (.co-billing),
 * so also before the island is awake.
 */
import { postcodeExample } from '#src/lib/checkout/postcodes.ts';
import { fill } from '#src/lib/text.ts';
import { Section, SelectField, TextField } from './Fields.tsx';
import type { AddressValues, FieldError, InformationStrings, Values } from './information-form.ts';

type Options = { value: string; label: string }[];

type AddressProps = {
  prefix: 'address' | 'billing_address';
  f: InformationStrings;
  countryOptions: Options;
  values: AddressValues;
  /** The country chosen now: the postcode's example follows it. */
  country: string;
  onCountry: (country: string) => void;
  err: FieldError;
  billing?: boolean;
};

export function AddressFields({ prefix, f, countryOptions, values, country, onCountry, err, billing = false }: AddressProps) {
  const auto = (token: string) => (billing ? `billing ${token}` : `shipping ${token}`);
  const line = (key: Exclude<keyof AddressValues, 'country'>, label: string, token: string, maxLength: number, hint?: string) => (
    <TextField
      name={`${prefix}.${key}`}
      label={label}
      autoComplete={auto(token)}
      required
      maxLength={maxLength}
      defaultValue={values[key]}
      hint={hint}
      error={err(`${prefix}.${key}`)}
    />
  );
  return (
    <>
      <SelectField
        name={`${prefix}.country`}
        label={f.country}
        autoComplete={auto('country')}
        options={countryOptions}
        defaultValue={values.country}
        error={err(`${prefix}.country`)}
        onChange={(e) => onCountry(e.currentTarget.value)}
      />
      <div className="grid gap-4 grid-cols-[minmax(0,1fr)_7rem] sm:grid-cols-[minmax(0,1fr)_9rem]">
        {line('street', f.street, 'address-line1', 100)}
        {line('house_number', f.houseNumber, 'address-line2', 20)}
      </div>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {line('postcode', f.postcode, 'postal-code', 16, fill(f.postcodeHint, { example: postcodeExample(country) }))}
        {line('city', f.city, 'address-level2', 100)}
      </div>
    </>
  );
}

type BillingProps = {
  f: InformationStrings;
  countryOptions: Options;
  initial: Pick<Values, 'address' | 'billing'>;
  country: string;
  onCountry: (country: string) => void;
  err: FieldError;
};

/** The billing address when it differs: an optional name and company, and the address. */
export function BillingAddress({ f, countryOptions, initial, country, onCountry, err }: BillingProps) {
  return (
    <div className="co-billing">
      <Section legend={f.billing}>
        <p className="text-sm text-ink-soft">{f.billingName}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="billing_address.firstname"
            label={`${f.firstname} (${f.optional})`}
            autoComplete="billing given-name"
            maxLength={100}
            defaultValue={initial.billing?.firstname ?? ''}
            error={err('billing_address.firstname')}
          />
          <TextField
            name="billing_address.lastname"
            label={`${f.lastname} (${f.optional})`}
            autoComplete="billing family-name"
            maxLength={100}
            defaultValue={initial.billing?.lastname ?? ''}
            error={err('billing_address.lastname')}
          />
        </div>
        <TextField
          name="billing_address.company"
          label={`${f.company} (${f.optional})`}
          autoComplete="billing organization"
          maxLength={100}
          defaultValue={initial.billing?.company ?? ''}
          error={err('billing_address.company')}
        />
        <AddressFields
          prefix="billing_address"
          f={f}
          countryOptions={countryOptions}
          values={initial.billing ?? { ...initial.address, street: '', house_number: '', postcode: '', city: '' }}
          country={country}
          onCountry={onCountry}
          err={err}
          billing
        />
      </Section>
    </div>
  );
}
