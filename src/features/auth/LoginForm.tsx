/**
 * The login form (docs/accounts.md, registration and login): e-mail, password and "remember me";
 * the server's answer shows at the fields it concerns; on success the visitor goes back to where
 * login was asked for (`?redirect=`), else to the account. It wakes on first touch and is read when
 * it is sent, so what was typed and ticked before then counts (./form-values.ts), and a press of
 * the button made while it loads is made again once it is live.
 */
import { useState } from 'react';
import { login } from './store.ts';
import Field from '#src/components/ui/Field.tsx';
import { afterLogin } from './redirect.ts';
import { textOf, tickedIn, useTypedBeforeWake } from './form-values.ts';
import type { AuthFormStrings } from './strings.ts';

type Props = { strings: AuthFormStrings; accountUrl: string; registerUrl: string; resetUrl: string };

export default function LoginForm({ strings: s, accountUrl, registerUrl, resetUrl }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; errors: Record<string, string[]> } | null>(null);
  const formRef = useTypedBeforeWake({ email: setEmail, password: setPassword });

  const submit = async (data: FormData) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const result = await login(textOf(data, 'email').trim(), textOf(data, 'password'), tickedIn(data, 'remember'));
    if (result.success) {
      location.assign(afterLogin(location.search, accountUrl));
      return;
    }
    setBusy(false);
    setProblem({ message: result.message, errors: result.errors ?? {} });
  };
  const fieldError = (name: string) => problem?.errors[name]?.[0];

  return (
    <form
      ref={formRef}
      method="post"
      className="card flex max-w-md flex-col gap-4 p-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(new FormData(e.currentTarget));
      }}
      data-login-form
      data-native-boxes
    >
      <fieldset disabled={busy} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
        {problem && (
          <p role="alert" className="rounded-lg bg-brand-light px-3 py-2 text-sm text-danger">
            {problem.message}
          </p>
        )}
        <Field
          label={s.email}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onValue={setEmail}
          required
          error={fieldError('email') === problem?.message ? undefined : fieldError('email')}
        />
        <Field
          label={s.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          required
          error={fieldError('password')}
          reveal={{ show: s.showPassword, hide: s.hidePassword }}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="remember" value="1" className="h-4 w-4 accent-brand" />
          {s.remember}
        </label>
        <button type="submit" className="btn-primary">
          {busy ? s.loggingIn : s.login}
        </button>
      </fieldset>
      <p className="text-sm">
        <a href={resetUrl} className="text-brand underline">
          {s.forgot}
        </a>
      </p>
      <p className="border-t border-line pt-4 text-sm text-ink-soft">
        {s.noAccount}{' '}
        <a href={registerUrl} className="font-semibold text-brand underline">
          {s.createAccount}
        </a>
      </p>
    </form>
  );
}
