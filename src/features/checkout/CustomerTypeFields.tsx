/**
 * Private or business, and a business's company name and optional VAT number. The business fields
 * show by the radio's state in CSS (.co-business), so also before the island is awake.
 */
import { Section, TextField } from './Fields.tsx';
import type { FieldError, InformationStrings, Values } from './information-form.ts';

type Props = {
  f: InformationStrings;
  initial: Pick<Values, 'customerType' | 'company' | 'vatNumber'>;
  err: FieldError;
  onBusiness: (business: boolean) => void;
};

export function CustomerTypeFields({ f, initial, err, onBusiness }: Props) {
  return (
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
              onChange={(e) => onBusiness(e.currentTarget.value === 'organization')}
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
  );
}
