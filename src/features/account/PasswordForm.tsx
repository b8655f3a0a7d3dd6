/**
 * A new password (PUT /api/account/password): the current one, the new one twice. The server
 * ends every other login of the customer; this one stays.
 */
import { useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { textOf, useTypedBeforeWake } from '../auth/form-values.ts';
import { accountCall } from './api.ts';
import Field from '#src/components/ui/Field.tsx';
import { FormFrame } from './FormFrame.tsx';
import { useAccountForm } from './use-form.ts';
import type { InformationStrings } from './strings.ts';

type Props = { s: InformationStrings; locale: Locale };

export default function PasswordForm({ s, locale }: Props) {
  const form = useAccountForm(s.form);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const formRef = useTypedBeforeWake({ current_password: setCurrent, password: setPassword, password_confirmation: setConfirmation });
  const save = async (data: FormData) => {
    const body = {
      current_password: textOf(data, 'current_password'),
      password: textOf(data, 'password'),
      password_confirmation: textOf(data, 'password_confirmation'),
    };
    const done = await form.submit(() => accountCall<{ message: string }>(locale, 'PUT', '/api/account/password', body));
    if (done) {
      setCurrent('');
      setPassword('');
      setConfirmation('');
    }
  };
  return (
    <FormFrame
      form={form}
      formRef={formRef}
      onSave={save}
      title={{ id: 'password-title', text: s.info.passwordTitle }}
      submit={s.info.passwordSave}
      saving={s.form.saving}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label={s.info.currentPassword}
          name="current_password"
          type="password"
          value={current}
          onValue={setCurrent}
          error={form.fields.current_password}
          autoComplete="current-password"
          required
        />
        <Field
          label={s.info.newPassword}
          name="password"
          type="password"
          value={password}
          onValue={setPassword}
          error={form.fields.password}
          autoComplete="new-password"
          required
          hint={s.info.passwordHint}
        />
        <Field
          label={s.info.confirmPassword}
          name="password_confirmation"
          type="password"
          value={confirmation}
          onValue={setConfirmation}
          error={form.fields.password_confirmation}
          autoComplete="new-password"
          required
        />
      </div>
    </FormFrame>
  );
}
