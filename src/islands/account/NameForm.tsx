/** Changing the first and last name (PUT /api/account/profile); the stored user follows. */
import { useState } from 'react';
import type { Locale } from '../../lib/locales';
import { loadUser } from '../../stores/auth';
import { accountCall } from './api';
import { Field } from './Field';
import { FormNotice } from './FormNotice';
import { useAccountForm } from './use-form';
import type { InformationStrings } from './strings';

type Props = { s: InformationStrings; locale: Locale; firstname: string; lastname: string };

export default function NameForm({ s, locale, firstname: first, lastname: last }: Props) {
  const form = useAccountForm(s.form);
  const [firstname, setFirstname] = useState(first);
  const [lastname, setLastname] = useState(last);
  const save = async () => {
    const done = await form.submit(() => accountCall<{ message: string }>(locale, 'PUT', '/api/account/profile', { firstname, lastname }));
    if (done) await loadUser();
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void save(); }} aria-labelledby="name-title">
      <fieldset disabled={!form.live || form.busy} className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <h2 id="name-title" className="text-lg font-bold">{s.info.nameTitle}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={s.info.firstname} name="firstname" value={firstname} onValue={setFirstname} error={form.fields.firstname} autoComplete="given-name" required maxLength={100} />
          <Field label={s.info.lastname} name="lastname" value={lastname} onValue={setLastname} error={form.fields.lastname} autoComplete="family-name" required maxLength={100} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary">{form.busy ? s.form.saving : s.form.save}</button>
          <FormNotice notice={form.notice} />
        </div>
      </fieldset>
    </form>
  );
}
