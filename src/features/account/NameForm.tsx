/** Changing the first and last name (PUT /api/account/profile); the stored user follows. */
import { useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { loadUser } from '../auth/store.ts';
import { textOf, useTypedBeforeWake } from '../auth/form-values.ts';
import { accountCall } from './api.ts';
import Field from '#src/components/ui/Field.tsx';
import { FormFrame } from './FormFrame.tsx';
import { useAccountForm } from './use-form.ts';
import type { InformationStrings } from './strings.ts';

type Props = { s: InformationStrings; locale: Locale; firstname: string; lastname: string };

export default function NameForm({ s, locale, firstname: first, lastname: last }: Props) {
  const form = useAccountForm(s.form);
  const [firstname, setFirstname] = useState(first);
  const [lastname, setLastname] = useState(last);
  const formRef = useTypedBeforeWake({ firstname: setFirstname, lastname: setLastname });
  const save = async (data: FormData) => {
    const body = { firstname: textOf(data, 'firstname'), lastname: textOf(data, 'lastname') };
    const done = await form.submit(() => accountCall<{ message: string }>(locale, 'PUT', '/api/account/profile', body));
    if (done) await loadUser();
  };
  return (
    <FormFrame form={form} formRef={formRef} onSave={save} title={{ id: 'name-title', text: s.info.nameTitle }} submit={s.form.save} saving={s.form.saving}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={s.info.firstname}
          name="firstname"
          value={firstname}
          onValue={setFirstname}
          error={form.fields.firstname}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <Field
          label={s.info.lastname}
          name="lastname"
          value={lastname}
          onValue={setLastname}
          error={form.fields.lastname}
          autoComplete="family-name"
          required
          maxLength={100}
        />
      </div>
    </FormFrame>
  );
}
