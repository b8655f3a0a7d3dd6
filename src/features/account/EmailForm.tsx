/** Changing the e-mail address, confirmed with the current password (PUT /api/account/email). */
import { useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { loadUser } from '../auth/store.ts';
import { textOf, useTypedBeforeWake } from '../auth/form-values.ts';
import { accountCall } from './api.ts';
import Field from '#src/components/ui/Field.tsx';
import { FormFrame } from './FormFrame.tsx';
import { useAccountForm } from './use-form.ts';
import type { InformationStrings } from './strings.ts';

type Props = { s: InformationStrings; locale: Locale; email: string };

export default function EmailForm({ s, locale, email: initial }: Props) {
  const form = useAccountForm(s.form);
  const [email, setEmail] = useState(initial);
  const [password, setPassword] = useState('');
  const formRef = useTypedBeforeWake({ email: setEmail, current_password: setPassword });
  const save = async (data: FormData) => {
    const body = { email: textOf(data, 'email'), current_password: textOf(data, 'current_password') };
    const done = await form.submit(() =>
      accountCall<{ message: string; user: { email: string } }>(locale, 'PUT', '/api/account/email', body, (answer) => typeof answer.user?.email === 'string'),
    );
    if (done) {
      setEmail(done.user.email);
      setPassword('');
      await loadUser();
    }
  };
  return (
    <FormFrame
      form={form}
      formRef={formRef}
      onSave={save}
      title={{ id: 'email-title', text: s.info.emailTitle }}
      submit={s.info.emailSave}
      saving={s.form.saving}
    >
      <p className="text-sm text-ink-soft">{s.info.emailHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={s.info.email}
          name="email"
          type="email"
          value={email}
          onValue={setEmail}
          error={form.fields.email}
          autoComplete="email"
          required
          maxLength={254}
        />
        <Field
          label={s.info.currentPassword}
          name="current_password"
          type="password"
          value={password}
          onValue={setPassword}
          error={form.fields.current_password}
          autoComplete="current-password"
          required
        />
      </div>
    </FormFrame>
  );
}
