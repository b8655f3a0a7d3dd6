/**
 * Choosing the new password from the mail's link (token and e-mail in the page's query): the
 * password twice, then a confirmation with the way to the login page. Every login of the
 * customer ended on the server, so this tab forgets its own too, and the token leaves the
 * address bar. The passwords are read when the form is sent, so what was typed before the island
 * woke counts (./form-values.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { apiCall } from '../http/api.ts';
import { clearAuth } from './store.ts';
import Field from '#src/components/ui/Field.tsx';
import { textOf, useTypedBeforeWake } from './form-values.ts';
import { FormAlert, RESET_INPUT, fieldError, focusById } from './PasswordResetParts.tsx';
import type { PasswordResetStrings } from './password-reset-strings.ts';

type Props = {
  s: PasswordResetStrings;
  token: string;
  email: string;
  loginUrl: string;
  requestUrl: string;
  /** The policy's shortest password, checked here before asking the server. */
  minLength: number;
  /** The link does not work (no e-mail, a malformed token, used, expired or replaced when the page was rendered): say so at once. */
  broken: boolean;
};

type Problems = { password: string | null; confirmation: string | null };
const NONE: Problems = { password: null, confirmation: null };

export function PasswordResetChoose({ s, token, email, loginUrl, requestUrl, minLength, broken }: Props) {
  const id = useId();
  const ids = { password: `${id}-password`, confirmation: `${id}-confirmation` };
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>(NONE);
  const [alert, setAlert] = useState<string | null>(null);
  /** The server's word that the link does not work: the form cannot succeed any more. */
  const [deadLink, setDeadLink] = useState<string | null>(broken ? s.errors.resetInvalid : null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const deadLinkMessage = useRef<HTMLParagraphElement>(null);
  const formRef = useTypedBeforeWake({ password: setPassword, password_confirmation: setConfirmation });
  useEffect(() => {
    if (done) heading.current?.focus();
    else if (deadLink && !broken) deadLinkMessage.current?.focus();
  }, [done, deadLink, broken]);

  const show = (found: Problems) => {
    setProblems(found);
    if (found.password) focusById(ids.password);
    else if (found.confirmation) focusById(ids.confirmation);
  };

  const submit = async (data: FormData) => {
    if (busy) return;
    const chosen = textOf(data, 'password');
    const repeated = textOf(data, 'password_confirmation');
    setAlert(null);
    // The quick checks here; the server checks the whole policy (common passwords, the e-mail).
    if ([...chosen].length < minLength) return show({ ...NONE, password: s.errors.passwordTooShort });
    if (chosen !== repeated) return show({ ...NONE, confirmation: s.errors.passwordConfirmation });
    setBusy(true);
    const result = await apiCall('POST', '/api/reset-password', { body: { token, email, password: chosen, password_confirmation: repeated } });
    setBusy(false);
    if (result.ok) {
      setProblems(NONE);
      clearAuth();
      history.replaceState(history.state, '', location.pathname);
      setDone(true);
      return;
    }
    const found = { password: fieldError(result.data, 'password'), confirmation: fieldError(result.data, 'password_confirmation') };
    show(found);
    if (found.password || found.confirmation) return;
    const badLink = fieldError(result.data, 'token');
    if (badLink) setDeadLink(badLink);
    else setAlert(result.status === 0 ? s.network : (result.message ?? s.errors.resetFailed));
  };

  // The address stands out (and may break anywhere: a long one must not widen a phone's screen).
  const [introBefore = '', introAfter = ''] = s.reset.intro.split('{{email}}');

  if (deadLink) {
    return (
      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">{s.reset.title}</h2>
        <p ref={deadLinkMessage} tabIndex={-1} role="alert" className="text-danger outline-none">
          {deadLink}
        </p>
        <div>
          <a href={requestUrl} className="btn-primary no-underline">
            {s.newLink}
          </a>
        </div>
      </div>
    );
  }
  if (done) {
    return (
      <div className="flex flex-col gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {s.done.title}
        </h2>
        <p>{s.done.text}</p>
        <div>
          <a href={loginUrl} className="btn-primary no-underline">
            {s.done.login}
          </a>
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
        {s.reset.title}
      </h2>
      <p className="text-ink-soft">
        {introBefore}
        <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{email}</strong>
        {introAfter}
      </p>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <Field
        id={ids.password}
        name="password"
        type="password"
        autoComplete="new-password"
        label={s.reset.password}
        hint={s.reset.hint}
        value={password}
        onValue={setPassword}
        error={problems.password}
        {...RESET_INPUT}
        maxLength={512}
      />
      <Field
        id={ids.confirmation}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={s.reset.confirmation}
        value={confirmation}
        onValue={setConfirmation}
        error={problems.confirmation}
        {...RESET_INPUT}
        maxLength={512}
      />
      <div>
        <FormAlert text={alert} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? s.reset.busy : s.reset.submit}
        </button>
      </div>
    </form>
  );
}
