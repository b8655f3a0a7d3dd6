/** The details form's contact fields: e-mail, first and last name, the phone with its calling code. */
import { Section, SelectField, TextField } from './Fields.tsx';
import type { CheckoutCountry, FieldError, InformationStrings, Values } from './information-form.ts';

type Props = {
  f: InformationStrings;
  initial: Pick<Values, 'email' | 'firstname' | 'lastname' | 'phoneCountry' | 'phone'>;
  countries: readonly CheckoutCountry[];
  err: FieldError;
  /** The shopper picked a calling code: it no longer follows the delivery country. */
  onPhoneCountry: () => void;
};

export function ContactFields({ f, initial, countries, err, onPhoneCountry }: Props) {
  const phoneOptions = countries.filter((c) => c.phonecode !== '').map((c) => ({ value: c.id, label: `${c.phonecode} ${c.name}` }));
  return (
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
        <SelectField name="phone_country" label={f.phoneCode} options={phoneOptions} defaultValue={initial.phoneCountry} onChange={onPhoneCountry} />
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
  );
}
