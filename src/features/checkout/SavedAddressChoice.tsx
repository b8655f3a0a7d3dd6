/**
 * A logged-in customer's saved addresses, offered to fill the delivery address. The choice itself
 * is never sent or kept in the typed copy (data-no-copy): what counts is what it filled in.
 */
import type { AddressJson } from '#src/lib/auth/types.ts';
import { SelectField } from './Fields.tsx';
import { splitPhone } from './format.ts';
import { setValue, type CheckoutCountry, type InformationStrings } from './information-form.ts';

type Props = {
  f: InformationStrings;
  addresses: AddressJson[];
  countries: readonly CheckoutCountry[];
  onPick: (id: string) => void;
};

export function SavedAddressChoice({ f, addresses, countries, onPick }: Props) {
  if (addresses.length === 0) return null;
  const addressOptions = addresses.map((a) => ({
    value: String(a.id),
    label: [a.company, `${a.street} ${a.house_number}`, `${a.postcode} ${a.city}`, countries.find((c) => c.id === a.country_id)?.name ?? a.country_id]
      .filter(Boolean)
      .join(', '),
  }));
  return (
    <SelectField
      name="saved_address"
      label={f.savedAddress}
      options={[{ value: '', label: f.savedAddressNone }, ...addressOptions]}
      defaultValue=""
      data-no-copy=""
      onChange={(e) => onPick(e.currentTarget.value)}
    />
  );
}

type Effects = {
  /** The delivery country changed (the calling code may follow it). */
  onCountry: (country: string) => void;
  /** The address is a business's: the business fields show. */
  onBusiness: () => void;
  /** The address brought its own calling code: it no longer follows the country. */
  onPhoneCountry: () => void;
};

/** A saved address fills the delivery address, and the business and phone it carries. */
export function fillFromSavedAddress(root: HTMLFormElement, address: AddressJson, countries: readonly CheckoutCountry[], effects: Effects): void {
  setValue(root, 'address.country', address.country_id);
  setValue(root, 'address.street', address.street);
  setValue(root, 'address.house_number', address.house_number);
  setValue(root, 'address.postcode', address.postcode);
  setValue(root, 'address.city', address.city);
  effects.onCountry(address.country_id);
  if (address.company) {
    const radio = root.querySelector<HTMLInputElement>('input[name="customer_type"][value="organization"]');
    if (radio) radio.checked = true;
    effects.onBusiness();
    setValue(root, 'company', address.company);
    setValue(root, 'vat_number', address.vat_number ?? '');
  }
  if (address.phone) {
    const phone = splitPhone(address.phone, countries, address.country_id);
    if (phone.country) {
      setValue(root, 'phone_country', phone.country);
      effects.onPhoneCountry();
    }
    setValue(root, 'phone', phone.number);
  }
}
