/**
 * Asking for a reset link: one e-mail field. The shop's answer is the same whether or not the
 * address has an account, and so is what this form shows next. The address is read when the form
 * is sent, so one typed before the island woke counts (./form-values.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { apiCall } from '../http/api.ts';
import Field from '#src/components/ui/Field.tsx';
import { textOf, useTypedBeforeWake } from './form-values.ts';
import { FormAlert, RESET_INPUT, fieldError, focusById } from './PasswordResetParts.tsx';
import type { PasswordResetStrings } from './password-reset-strings.ts';

type Props = { s: PasswordResetStrings; initialEmail: string };

export function PasswordResetRequest({ s, initialEmail }: Props) {
  const id = useId();
  const emailId = `${id}-email`;
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useTypedBeforeWake({ email: setEmail });
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  const submit = async (data: FormData) => {
    if (busy) return;
    const value = textOf(data, 'email').trim();
    setAlert(null);
    if (value === '') {
      setError(s.errors.emailRequired);
      focusById(emailId);
      return;
    }
    setBusy(true);
    const result = await apiCall<{ message?: string }>('POST', '/api/forgot-password', { body: { email: value } });
    setBusy(false);
    if (result.ok) {
      setError(null);
      setSent(result.data.message || s.request.sent);
      return;
    }
    const problem = fieldError(result.data, 'email');
    setError(problem);
    if (problem) focusById(emailId);
    else setAlert(result.status === 0 ? s.network : (result.message ?? s.errors.forgotFailed));
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {s.request.sentTitle}
        </h2>
        <p>{sent}</p>
        <p className="text-sm text-ink-soft">{s.request.spam}</p>
        <div>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => {
              setSent(null);
              focusById(emailId);
            }}
          >
            {s.request.again}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form
      ref={formRef}
      method="post"
      className="flex flex-col gap-3"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(new FormData(e.currentTarget));
      }}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {s.request.title}
      </h2>
      <p className="text-ink-soft">{s.request.intro}</p>
      <Field
        id={emailId}
        name="email"
        type="email"
        autoComplete="email"
        label={s.request.email}
        value={email}
        onValue={setEmail}
        error={error}
        {...RESET_INPUT}
        maxLength={254}
      />
      <div>
        <FormAlert text={alert} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? s.request.busy : s.request.submit}
        </button>
      </div>
    </form>
  );
}
