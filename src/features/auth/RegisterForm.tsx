/**
 * The registration form: names, e-mail, password twice (NIST-style rule: length and not a common
 * password, checked by the server), private or business customer, and the newsletter (optional).
 * Field errors come from the server in the page's language; success logs in and continues as
 * after a login. It wakes on first touch and is read when it is sent, so what was typed, chosen
 * and ticked before then counts (./form-values.ts).
 */
import { useState } from 'react';
import { register, type RegisterFields } from './store.ts';
import Field from '#src/components/ui/Field.tsx';
import { afterLogin } from './redirect.ts';
import { textOf, tickedIn, useTypedBeforeWake } from './form-values.ts';
import type { AuthFormStrings } from './strings.ts';

type Props = { strings: AuthFormStrings; accountUrl: string; loginUrl: string; defaultType: RegisterFields['account_type'] };

type TextFields = Pick<RegisterFields, 'firstname' | 'lastname' | 'email' | 'password' | 'password_confirmation'>;

export default function RegisterForm({ strings: s, accountUrl, loginUrl, defaultType }: Props) {
  const [fields, setFields] = useState<TextFields>({ firstname: '', lastname: '', email: '', password: '', password_confirmation: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; errors: Record<string, string[]> } | null>(null);
  const set = (key: keyof TextFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const formRef = useTypedBeforeWake({
    firstname: set('firstname'),
    lastname: set('lastname'),
    email: set('email'),
    password: set('password'),
    password_confirmation: set('password_confirmation'),
  });

  const submit = async (data: FormData) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const result = await register({
      firstname: textOf(data, 'firstname'),
      lastname: textOf(data, 'lastname'),
      email: textOf(data, 'email').trim(),
      password: textOf(data, 'password'),
      password_confirmation: textOf(data, 'password_confirmation'),
      account_type: textOf(data, 'account_type') === 'organization' ? 'organization' : 'individual',
      newsletter: tickedIn(data, 'newsletter'),
    });
    if (result.success) {
      location.assign(afterLogin(location.search, accountUrl));
      return;
    }
    setBusy(false);
    setProblem({ message: result.errors ? s.errorSummary : result.message, errors: result.errors ?? {} });
  };
  const err = (name: string) => problem?.errors[name]?.[0];
  const reveal = { show: s.showPassword, hide: s.hidePassword };

  return (
    <form
      ref={formRef}
      method="post"
      className="card flex max-w-xl flex-col gap-4 p-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(new FormData(e.currentTarget));
      }}
      data-register-form
      data-native-boxes
    >
      <fieldset disabled={busy} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
        {problem && (
          <p role="alert" className="rounded-lg bg-brand-light px-3 py-2 text-sm text-danger">
            {problem.message}
          </p>
        )}
        <fieldset className="m-0 flex flex-wrap gap-x-6 gap-y-2 border-0 p-0">
          <legend className="mb-1 text-sm font-semibold">{s.accountType}</legend>
          {(['individual', 'organization'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="radio" name="account_type" value={type} className="h-4 w-4 accent-brand" defaultChecked={defaultType === type} />
              {type === 'individual' ? s.individual : s.organization}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={s.firstname}
            name="firstname"
            autoComplete="given-name"
            value={fields.firstname}
            onValue={set('firstname')}
            required
            error={err('firstname')}
          />
          <Field
            label={s.lastname}
            name="lastname"
            autoComplete="family-name"
            value={fields.lastname}
            onValue={set('lastname')}
            required
            error={err('lastname')}
          />
        </div>
        <Field label={s.email} name="email" type="email" autoComplete="email" value={fields.email} onValue={set('email')} required error={err('email')} />
        <Field
          label={s.password}
          name="password"
          type="password"
          autoComplete="new-password"
          value={fields.password}
          onValue={set('password')}
          required
          error={err('password')}
          hint={s.passwordHint}
          reveal={reveal}
        />
        <Field
          label={s.passwordConfirmation}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={fields.password_confirmation}
          onValue={set('password_confirmation')}
          required
          error={err('password_confirmation')}
          reveal={reveal}
        />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="newsletter" value="1" className="mt-0.5 h-4 w-4 accent-brand" />
          <span>
            {s.newsletter} <span className="text-ink-mute">{s.optional}</span>
          </span>
        </label>
        <button type="submit" className="btn-primary">
          {busy ? s.registering : s.register}
        </button>
      </fieldset>
      <p className="border-t border-line pt-4 text-sm text-ink-soft">
        {s.haveAccount}{' '}
        <a href={loginUrl} className="font-semibold text-brand underline">
          {s.login}
        </a>
      </p>
    </form>
  );
}
