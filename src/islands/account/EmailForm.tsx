/** Changing the e-mail address, confirmed with the current password (PUT /api/account/email). */
import { useState } from 'react';
import type { Locale } from '../../lib/locales';
import { loadUser } from '../../stores/auth';
import { accountCall } from './api';
import { Field } from './Field';
import { FormNotice } from './FormNotice';
import { useAccountForm } from './use-form';
import type { InformationStrings } from './strings';

type Props = { s: InformationStrings; locale: Locale; email: string };

export default function EmailForm({ s, locale, email: initial }: Props) {
  const form = useAccountForm(s.form);
  const [email, setEmail] = useState(initial);
  const [password, setPassword] = useState('');
  const save = async () => {
    const done = await form.submit(() => accountCall<{ message: string; user: { email: string } }>(locale, 'PUT', '/api/account/email', { email, current_password: password }));
    if (done) {
      setEmail(done.user.email);
      setPassword('');
      await loadUser();
    }
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void save(); }} aria-labelledby="email-title">
      <fieldset disabled={!form.live || form.busy} className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <h2 id="email-title" className="text-lg font-bold">{s.info.emailTitle}</h2>
        <p className="text-sm text-ink-soft">{s.info.emailHint}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={s.info.email} name="email" type="email" value={email} onValue={setEmail} error={form.fields.email} autoComplete="email" required maxLength={254} />
          <Field label={s.info.currentPassword} name="current_password" type="password" value={password} onValue={setPassword} error={form.fields.current_password} autoComplete="current-password" required />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary">{form.busy ? s.form.saving : s.info.emailSave}</button>
          <FormNotice notice={form.notice} />
        </div>
      </fieldset>
    </form>
  );
}
