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
import type { CheckoutAnswer } from '#src/lib/api/checkout.ts';
import { saveInformation, speak } from './api.ts';
import { AddressFields, BillingAddress } from './AddressFields.tsx';
import { ContactFields } from './ContactFields.tsx';
import { CustomerTypeFields } from './CustomerTypeFields.tsx';
import { FormProblem, Section } from './Fields.tsx';
import { initialValues, informationBody, problemLabel, readValue, type CheckoutCountry } from './information-form.ts';
import { SavedAddressChoice, fillFromSavedAddress } from './SavedAddressChoice.tsx';
import { StepLayout } from './StepLayout.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { formValues, writeSavedForm } from './saved.ts';
import { useStep } from './use-step.ts';
import type { CheckoutStrings } from './strings.ts';

export type { CheckoutCountry } from './information-form.ts';

type Props = {
  s: CheckoutStrings;
  locale: Locale;
  answer: CheckoutAnswer;
  countries: readonly CheckoutCountry[];
  /** The delivery country offered first: NL on the Dutch shop, else the page language's country. */
  defaultCountry: string;
  /** A logged-in customer's saved addresses, offered to fill the delivery address. */
  addresses: AddressJson[];
  /** A logged-in customer's name and e-mail, for a first visit without a draft. */
  customer: { email: string; firstname: string; lastname: string } | null;
  nextUrl: string;
  homeUrl: string;
};

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

  function applyAddress(id: string): void {
    const address = addresses.find((a) => String(a.id) === id);
    const root = form.current;
    if (!address || !root) return;
    fillFromSavedAddress(root, address, countries, {
      onCountry: followCountry,
      onBusiness: () => setBusiness(true),
      onPhoneCountry: () => {
        phoneChosen.current = true;
      },
    });
    writeSavedForm(formValues(root));
  }

  useEffect(() => {
    // What changed before the island woke (or what the page script put back) is in the DOM.
    const root = form.current;
    if (!root) return;
    const delivery = readValue(root, 'address.country');
    if (delivery && delivery !== initial.address.country) followCountry(delivery);
    const billing = readValue(root, 'billing_address.country');
    if (billing) setBillingCountry(billing);
    setBusiness(root.querySelector<HTMLInputElement>('input[name="customer_type"][value="organization"]')?.checked ?? false);
    if (readValue(root, 'phone_country') !== initial.phoneCountry) phoneChosen.current = true;
    const saved = readValue(root, 'saved_address');
    if (saved) applyAddress(saved);
    speak(locale);
    // Once, when the island wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const body = informationBody(new FormData(event.currentTarget), phonecodeOf);
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

  const problems = Object.entries(refusal.fields).map(([name, text]) => ({ name, label: problemLabel(f, name), text }));

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
        <ContactFields
          f={f}
          initial={initial}
          countries={countries}
          err={err}
          onPhoneCountry={() => {
            phoneChosen.current = true;
          }}
        />
        <CustomerTypeFields f={f} initial={initial} err={err} onBusiness={setBusiness} />

        <Section legend={f.address}>
          <SavedAddressChoice f={f} addresses={addresses} countries={countries} onPick={applyAddress} />
          <AddressFields
            prefix="address"
            f={f}
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

        <BillingAddress f={f} countryOptions={countryOptions} initial={initial} country={billingCountry} onCountry={setBillingCountry} err={err} />

        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton label={f.submit} busyLabel={s.saving} busy={busy} />
        </div>
      </form>
    </StepLayout>
  );
}
