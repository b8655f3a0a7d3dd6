/**
 * Adding or changing one address; the server checks every field and answers the whole list. The
 * form is read when it is sent, and the default box is the browser's own (`defaultChecked`), as in
 * every form that wakes on first touch (../auth/form-values.ts).
 */
import { useId, useState } from 'react';
import type { AddressJson } from '#src/lib/auth/types.ts';
import Field, { INPUT_CLASS } from '#src/components/ui/Field.tsx';
import { textOf, tickedIn } from '../auth/form-values.ts';
import type { FieldErrors } from './api.ts';
import type { AddressStrings } from './strings.ts';

export type AddressDraft = {
  country_id: string;
  company: string;
  vat_number: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  phone: string;
  is_default: boolean;
};

export const draftOf = (a: AddressJson | null, country: string): AddressDraft => ({
  country_id: a?.country_id ?? country,
  company: a?.company ?? '',
  vat_number: a?.vat_number ?? '',
  street: a?.street ?? '',
  house_number: a?.house_number ?? '',
  postcode: a?.postcode ?? '',
  city: a?.city ?? '',
  phone: a?.phone ?? '',
  is_default: a?.is_default ?? false,
});

type Props = {
  s: AddressStrings;
  title: string;
  initial: AddressDraft;
  countries: { id: string; name: string }[];
  fields: FieldErrors;
  busy: boolean;
  /** The address is validated now: a change sends it back to the back office. */
  wasValidated: boolean;
  onSave: (draft: AddressDraft) => void;
  onCancel: () => void;
};

export function AddressForm({ s, title, initial, countries, fields, busy, wasValidated, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const id = useId();
  const set = (key: keyof AddressDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const a = s.addresses;
  return (
    <form
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
      data-native-boxes
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const text = (name: keyof AddressDraft) => textOf(data, name);
        onSave({
          country_id: text('country_id'),
          company: text('company'),
          vat_number: text('vat_number'),
          street: text('street'),
          house_number: text('house_number'),
          postcode: text('postcode'),
          city: text('city'),
          phone: text('phone'),
          is_default: tickedIn(data, 'is_default'),
        });
      }}
    >
      <h3 id={`${id}-title`} className="font-bold outline-none" tabIndex={-1} data-form-title>
        {title}
      </h3>
      {wasValidated && <p className="rounded-lg bg-sky px-3 py-2 text-sm text-navy">{a.revalidationNote}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-country`} className="text-sm font-semibold">
            {a.country}
          </label>
          <select
            id={`${id}-country`}
            name="country_id"
            value={draft.country_id}
            className={INPUT_CLASS}
            aria-invalid={fields.country_id ? true : undefined}
            aria-describedby={fields.country_id ? `${id}-country-error` : undefined}
            onChange={(e) => set('country_id')(e.currentTarget.value)}
          >
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {fields.country_id && (
            <p id={`${id}-country-error`} className="text-sm text-danger">
              {fields.country_id}
            </p>
          )}
        </div>
        <Field
          label={a.company}
          name="company"
          value={draft.company}
          onValue={set('company')}
          error={fields.company}
          autoComplete="organization"
          maxLength={100}
        />
        <Field
          label={a.street}
          name="street"
          value={draft.street}
          onValue={set('street')}
          error={fields.street}
          autoComplete="address-line1"
          required
          maxLength={100}
        />
        <Field
          label={a.houseNumber}
          name="house_number"
          value={draft.house_number}
          onValue={set('house_number')}
          error={fields.house_number}
          autoComplete="address-line2"
          required
          maxLength={20}
        />
        <Field
          label={a.postcode}
          name="postcode"
          value={draft.postcode}
          onValue={set('postcode')}
          error={fields.postcode}
          autoComplete="postal-code"
          required
          maxLength={16}
        />
        <Field label={a.city} name="city" value={draft.city} onValue={set('city')} error={fields.city} autoComplete="address-level2" required maxLength={100} />
        <Field label={a.phone} name="phone" type="tel" value={draft.phone} onValue={set('phone')} error={fields.phone} autoComplete="tel" maxLength={24} />
        <Field
          label={a.vatNumber}
          name="vat_number"
          value={draft.vat_number}
          onValue={set('vat_number')}
          error={fields.vat_number}
          hint={a.vatHint}
          maxLength={32}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="is_default" value="1" defaultChecked={initial.is_default} className="h-4 w-4 accent-brand" />
        {a.makeDefault}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? s.form.saving : s.form.save}
        </button>
        <button type="button" className="btn-ghost" disabled={busy} onClick={onCancel}>
          {a.cancel}
        </button>
      </div>
    </form>
  );
}
