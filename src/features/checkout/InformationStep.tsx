/**
 * The details step (docs/checkout.md, saved details): contact, private or business, the delivery
 * address and, when different, the billing address. The server renders the form filled with the
 * saved draft (or the customer's own details); a small page script puts back what was typed
 * before a reload and keeps a copy while typing (./details-copy.ts). The island wakes on first
 * touch; the inputs are uncontrolled, so what was typed meanwhile is kept, and the form is read
 * with FormData when it is sent. The business fields and the billing address show by their
 * controls' state in CSS, also before the island is awake.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import type { AddressJson } from '#src/lib/auth/types.ts';
import type { CheckoutAnswer, InformationJson } from '#src/lib/api/checkout.ts';
import { postcodeExample } from '#src/lib/checkout/postcodes.ts';
import { fill } from '#src/lib/text.ts';
import { saveInformation, speak, type InformationBody } from './api.ts';
import { FormProblem, Section, SelectField, TextField } from './Fields.tsx';
import { StepLayout } from './StepLayout.tsx';
import { joinPhone, splitPhone } from './format.ts';
import { formValues, writeSavedForm } from './saved.ts';
import { useStep } from './use-step.ts';
import type { CheckoutStrings } from './strings.ts';

export type CheckoutCountry = { id: string; name: string; phonecode: string; isEu: boolean };

type Props = {
  s: CheckoutStrings;
  locale: Locale;
  answer: CheckoutAnswer;
  countries: CheckoutCountry[];
  /** The delivery country offered first: NL on the Dutch shop, else the page language's country. */
  defaultCountry: string;
  /** A logged-in customer's saved addresses, offered to fill the delivery address. */
  addresses: AddressJson[];
  /** A logged-in customer's name and e-mail, for a first visit without a draft. */
  customer: { email: string; firstname: string; lastname: string } | null;
  nextUrl: string;
  homeUrl: string;
};

type Values = {
  email: string;
  firstname: string;
  lastname: string;
  phoneCountry: string;
  phone: string;
  customerType: 'individual' | 'organization';
  company: string;
  vatNumber: string;
  address: { country: string; street: string; house_number: string; postcode: string; city: string };
  billing: {
    firstname: string;
    lastname: string;
    company: string;
    country: string;
    street: string;
    house_number: string;
    postcode: string;
    city: string;
  } | null;
};

function initialValues(draft: InformationJson | null, props: Props): Values {
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

export default function InformationStep(props: Props) {
  const { s, locale, answer, countries, addresses, nextUrl, homeUrl } = props;
  const f = s.information;
  const initial = initialValues(answer.draft.information, props);
  const { busy, refusal, form, refuse, edited, run } = useStep(s);
  const [country, setCountry] = useState(initial.address.country);
  const [billingCountry, setBillingCountry] = useState(initial.billing?.country ?? initial.address.country);
  const [business, setBusiness] = useState(initial.customerType === 'organization');
  /** The shopper chose a calling code: it no longer follows the delivery country. */
  const phoneChosen = useRef(false);
  const err = (name: string) => refusal.fields[name];

  const phonecodeOf = (id: string) => countries.find((c) => c.id === id)?.phonecode ?? '';
  const countryOptions = countries.map((c) => ({ value: c.id, label: c.name }));
  const phoneOptions = countries.filter((c) => c.phonecode !== '').map((c) => ({ value: c.id, label: `${c.phonecode} ${c.name}` }));

  /**
   * The calling code follows the delivery country until the shopper picks one or types a number
   * (a number already there keeps the code it was written with).
   */
  function followCountry(next: string): void {
    setCountry(next);
    const select = form.current?.elements.namedItem('phone_country');
    const number = form.current?.elements.namedItem('phone');
    const typed = number instanceof HTMLInputElement && number.value.trim() !== '';
    if (!phoneChosen.current && !typed && select instanceof HTMLSelectElement && phonecodeOf(next) !== '') select.value = next;
  }

  function setValue(name: string, value: string): void {
    const element = form.current?.elements.namedItem(name);
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) element.value = value;
  }

  /** A saved address fills the delivery address (and the business and phone it carries). */
  function applyAddress(id: string): void {
    const address = addresses.find((a) => String(a.id) === id);
    const root = form.current;
    if (!address || !root) return;
    setValue('address.country', address.country_id);
    setValue('address.street', address.street);
    setValue('address.house_number', address.house_number);
    setValue('address.postcode', address.postcode);
    setValue('address.city', address.city);
    followCountry(address.country_id);
    if (address.company) {
      const radio = root.querySelector<HTMLInputElement>('input[name="customer_type"][value="organization"]');
      if (radio) radio.checked = true;
      setBusiness(true);
      setValue('company', address.company);
      setValue('vat_number', address.vat_number ?? '');
    }
    if (address.phone) {
      const phone = splitPhone(address.phone, countries, address.country_id);
      if (phone.country) {
        setValue('phone_country', phone.country);
        phoneChosen.current = true;
      }
      setValue('phone', phone.number);
    }
    writeSavedForm(formValues(root));
  }

  useEffect(() => {
    // What changed before the island woke (or what the page script put back) is in the DOM.
    const root = form.current;
    if (!root) return;
    const read = (name: string) => {
      const element = root.elements.namedItem(name);
      return element instanceof HTMLSelectElement || element instanceof HTMLInputElement ? element.value : '';
    };
    const delivery = read('address.country');
    if (delivery && delivery !== initial.address.country) followCountry(delivery);
    const billing = read('billing_address.country');
    if (billing) setBillingCountry(billing);
    setBusiness(root.querySelector<HTMLInputElement>('input[name="customer_type"][value="organization"]')?.checked ?? false);
    if (read('phone_country') !== initial.phoneCountry) phoneChosen.current = true;
    const saved = read('saved_address');
    if (saved) applyAddress(saved);
    speak(locale);
    // Once, when the island wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const organization = text('customer_type') === 'organization';
    const address = (prefix: string) => Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, text(`${prefix}.${k}`)])) as InformationBody['address'];
    const body: InformationBody = {
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
    void run(async () => {
      speak(locale);
      const outcome = await saveInformation(body);
      if (!outcome.ok) {
        refuse(outcome);
        return 'stay';
      }
      if (!outcome.data.summary) {
        location.assign(homeUrl);
        return 'leave';
      }
      if (form.current) writeSavedForm(formValues(form.current));
      location.assign(nextUrl);
      return 'leave';
    });
  }

  const labelOf = (name: string): string => {
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
  };
  const problems = Object.entries(refusal.fields).map(([name, text]) => ({ name, label: labelOf(name), text }));
  const addressOptions = addresses.map((a) => ({
    value: String(a.id),
    label: [a.company, `${a.street} ${a.house_number}`, `${a.postcode} ${a.city}`, countries.find((c) => c.id === a.country_id)?.name ?? a.country_id]
      .filter(Boolean)
      .join(', '),
  }));

  return (
    <StepLayout summary={answer.summary} s={s} locale={locale} business={business}>
      <form
        ref={form}
        method="post"
        noValidate
        onSubmit={submit}
        onChange={(e) => {
          const target: EventTarget = e.target;
          if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
          // The phone's calling code and number are one field to the server.
          edited(target.name === 'phone_country' ? 'phone' : target.name);
        }}
        className="co-form flex flex-col gap-8"
        data-checkout-details
      >
        <FormProblem message={refusal.message} problems={problems} />
        <Section legend={f.contact}>
          <TextField
            name="email"
            label={f.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            defaultValue={initial.email}
            hint={f.emailHint}
            error={err('email')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="firstname"
              label={f.firstname}
              autoComplete="given-name"
              required
              maxLength={100}
              defaultValue={initial.firstname}
              error={err('firstname')}
            />
            <TextField
              name="lastname"
              label={f.lastname}
              autoComplete="family-name"
              required
              maxLength={100}
              defaultValue={initial.lastname}
              error={err('lastname')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
            <SelectField
              name="phone_country"
              label={f.phoneCode}
              options={phoneOptions}
              defaultValue={initial.phoneCountry}
              onChange={() => {
                phoneChosen.current = true;
              }}
            />
            <TextField
              name="phone"
              label={f.phone}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              required
              maxLength={24}
              defaultValue={initial.phone}
              hint={f.phoneHint}
              error={err('phone')}
            />
          </div>
        </Section>

        <Section legend={f.customerType}>
          <div className="grid gap-3 sm:grid-cols-2">
            {(['individual', 'organization'] as const).map((type) => (
              <label key={type} className="co-choice flex cursor-pointer items-center gap-3 rounded-lg border border-line px-4 py-3">
                <input
                  type="radio"
                  name="customer_type"
                  value={type}
                  defaultChecked={initial.customerType === type}
                  className="h-4 w-4 accent-brand"
                  onChange={(e) => setBusiness(e.currentTarget.value === 'organization')}
                />
                <span className="font-semibold">{type === 'individual' ? f.individual : f.organization}</span>
              </label>
            ))}
          </div>
          {err('customer_type') && <p className="text-sm text-danger">{err('customer_type')}</p>}
          <div className="co-business grid gap-4 sm:grid-cols-2">
            <TextField
              name="company"
              label={f.company}
              autoComplete="organization"
              required
              maxLength={100}
              defaultValue={initial.company}
              error={err('company')}
            />
            <TextField
              name="vat_number"
              label={`${f.vatNumber} (${f.optional})`}
              autoComplete="off"
              maxLength={32}
              defaultValue={initial.vatNumber}
              hint={f.vatHint}
              error={err('vat_number')}
            />
          </div>
        </Section>

        <Section legend={f.address}>
          {addresses.length > 0 && (
            <SelectField
              name="saved_address"
              label={f.savedAddress}
              options={[{ value: '', label: f.savedAddressNone }, ...addressOptions]}
              defaultValue=""
              data-no-copy=""
              onChange={(e) => applyAddress(e.currentTarget.value)}
            />
          )}
          <AddressFields
            prefix="address"
            s={s}
            countryOptions={countryOptions}
            values={initial.address}
            country={country}
            onCountry={followCountry}
            err={err}
          />
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name="billing_different" value="1" defaultChecked={initial.billing !== null} className="h-4 w-4 accent-brand" />
            {f.billingDifferent}
          </label>
        </Section>

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
              s={s}
              countryOptions={countryOptions}
              values={initial.billing ?? { ...initial.address, street: '', house_number: '', postcode: '', city: '' }}
              country={billingCountry}
              onCountry={setBillingCountry}
              err={err}
              billing
            />
          </Section>
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary min-w-48" aria-disabled={busy || undefined}>
            {busy ? s.saving : f.submit}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}

type AddressProps = {
  prefix: 'address' | 'billing_address';
  s: CheckoutStrings;
  countryOptions: { value: string; label: string }[];
  values: { country: string; street: string; house_number: string; postcode: string; city: string };
  country: string;
  onCountry: (country: string) => void;
  err: (name: string) => string | undefined;
  billing?: boolean;
};

function AddressFields({ prefix, s, countryOptions, values, country, onCountry, err, billing = false }: AddressProps) {
  const f = s.information;
  const auto = (token: string) => (billing ? `billing ${token}` : `shipping ${token}`);
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
        <TextField
          name={`${prefix}.street`}
          label={f.street}
          autoComplete={auto('address-line1')}
          required
          maxLength={100}
          defaultValue={values.street}
          error={err(`${prefix}.street`)}
        />
        <TextField
          name={`${prefix}.house_number`}
          label={f.houseNumber}
          autoComplete={auto('address-line2')}
          required
          maxLength={20}
          defaultValue={values.house_number}
          error={err(`${prefix}.house_number`)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <TextField
          name={`${prefix}.postcode`}
          label={f.postcode}
          autoComplete={auto('postal-code')}
          required
          maxLength={16}
          defaultValue={values.postcode}
          hint={fill(f.postcodeHint, { example: postcodeExample(country) })}
          error={err(`${prefix}.postcode`)}
        />
        <TextField
          name={`${prefix}.city`}
          label={f.city}
          autoComplete={auto('address-level2')}
          required
          maxLength={100}
          defaultValue={values.city}
          error={err(`${prefix}.city`)}
        />
      </div>
    </>
  );
}
