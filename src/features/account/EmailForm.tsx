/** Changing the e-mail address, confirmed with the current password (PUT /api/account/email). */
import { useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { loadUser } from '../auth/store.ts';
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
  const save = async () => {
    const done = await form.submit(() =>
      accountCall<{ message: string; user: { email: string } }>(
        locale,
        'PUT',
        '/api/account/email',
        { email, current_password: password },
        (answer) => typeof answer.user?.email === 'string',
      ),
    );
    if (done) {
      setEmail(done.user.email);
      setPassword('');
      await loadUser();
    }
  };
  return (
    <FormFrame form={form} onSave={save} title={{ id: 'email-title', text: s.info.emailTitle }} submit={s.info.emailSave} saving={s.form.saving}>
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
