/**
 * The checkout's own login (docs/checkout.md, checkout login): logs in as the login page does
 * (the guest's cart joins the customer's) and goes on to the details step; on narrow screens
 * (768 px or less) it waits 250 ms first. The inputs are uncontrolled and read when the form is
 * sent, so the island can wake on first touch without losing what was typed.
 */
import { type SubmitEvent } from 'react';
import { login } from '../auth/store.ts';
import type { AuthFormStrings } from '../auth/strings.ts';
import { FormProblem, TextField } from './Fields.tsx';
import { useStep } from './use-step.ts';
import type { CheckoutStrings } from './strings.ts';

/** The shop's narrow screens (docs/limits.md) wait this long before leaving the login. */
export const NARROW_SCREEN = '(max-width: 768px)';
export const NARROW_PAUSE_MS = 250;

type Props = { strings: AuthFormStrings; s: Pick<CheckoutStrings, 'network' | 'failed' | 'checkFields'>; nextUrl: string; resetUrl: string };

export default function CheckoutLogin({ strings: a, s, nextUrl, resetUrl }: Props) {
  const { busy, refusal, form, refuse, run } = useStep(s);

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const remember = data.get('remember') === '1';
    void run(async () => {
      const result = await login(email, password, remember);
      if (!result.success) {
        const fields = Object.fromEntries(Object.entries(result.errors ?? {}).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])));
        // "These credentials do not match" comes on the e-mail field too: said once, above the form.
        const repeats = Object.values(fields).every((text) => text === result.message);
        refuse({ status: result.status ?? 0, message: result.message, fields: repeats ? {} : fields });
        return 'stay';
      }
      const pause = window.matchMedia(NARROW_SCREEN).matches ? NARROW_PAUSE_MS : 0;
      await new Promise((resolve) => setTimeout(resolve, pause));
      location.assign(nextUrl);
      return 'leave';
    });
  }

  const err = (name: string) => refusal.fields[name];
  return (
    <form ref={form} method="post" noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4" data-login-form>
      <FormProblem message={refusal.message} problems={[]} />
      <TextField name="email" label={a.email} type="email" autoComplete="username" inputMode="email" required maxLength={254} error={err('email')} />
      <TextField name="password" label={a.password} type="password" autoComplete="current-password" required maxLength={255} error={err('password')} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="remember" value="1" className="h-4 w-4 accent-brand" />
        {a.remember}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary min-w-40" aria-disabled={busy || undefined}>
          {busy ? a.loggingIn : a.login}
        </button>
        <a href={resetUrl} className="text-sm text-brand-dark underline">
          {a.forgot}
        </a>
      </div>
    </form>
  );
}
