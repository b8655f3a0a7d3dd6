/**
 * "Tell me when it is back" on an out-of-stock product (docs/catalogue.md, back in stock): a guest
 * leaves an e-mail address and confirms it with the link in a mail; a logged-in customer signs up
 * with one click, to the account's address. The page is the same for everyone (it is cached), so
 * the island renders the guest's form on the server and switches to the one-click form once it is
 * live and finds a login. It wakes on first touch (ADR 0008); a press of the button made while it
 * loads is made again once it is live.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '#src/lib/locales.ts';
import { fill } from '#src/lib/text.ts';
import { INPUT_CLASS } from '#src/components/ui/Field.tsx';
import { apiCall, setApiLocale } from '../http/api.ts';
// The auth store gives the API client the bearer token, so a customer's sign-up is theirs.
import { $auth } from '../auth/store.ts';
import type { BackInStockStrings } from './strings.ts';

type Props = { productId: number; s: BackInStockStrings; locale: Locale; manageUrl: string };
type Outcome = { ok: boolean; text: string } | null;

export default function BackInStockForm({ productId, s, locale, manageUrl }: Props) {
  const auth = useStore($auth);
  // The server's render is the guest's; the login counts from the first render in the browser on.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const customerEmail = live && auth.token ? (auth.user?.email ?? null) : null;
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = async () => {
    if (busy) return;
    const address = email.current?.value.trim() ?? '';
    setOutcome(null);
    if (customerEmail === null) {
      if (address === '') return show(s.emailRequired);
      if (email.current?.validity.typeMismatch) return show(s.emailInvalid);
    }
    show(null);
    setBusy(true);
    setApiLocale(locale);
    const result = await apiCall<{ message: string }>('POST', '/api/back-in-stock', {
      body: customerEmail === null ? { product_id: productId, email: address } : { product_id: productId },
    });
    setBusy(false);
    if (result.ok) {
      if (email.current) email.current.value = '';
      return setOutcome({ ok: true, text: result.data.message });
    }
    const fieldProblem = (result.data?.errors as Record<string, string[]> | undefined)?.email?.[0];
    if (fieldProblem && customerEmail === null) return show(fieldProblem);
    setOutcome({ ok: false, text: result.message ?? s.failed });
  };
  const show = (message: string | null) => {
    setProblem(message);
    if (message) email.current?.focus();
  };

  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface-alt p-3"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-back-in-stock
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {s.title}
      </h2>
      <p className="text-sm text-ink-soft">{customerEmail === null ? s.text : fill(s.textCustomer, { email: customerEmail })}</p>
      <div className="flex flex-wrap items-end gap-2">
        {customerEmail === null && (
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
            {s.email}
            <input
              ref={email}
              type="email"
              name="email"
              autoComplete="email"
              className={INPUT_CLASS}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
            />
          </label>
        )}
        <button type="submit" className="btn-primary" aria-busy={busy}>
          {busy ? s.sending : s.submit}
        </button>
      </div>
      {problem && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {problem}
        </p>
      )}
      <div role="status" className="text-sm empty:hidden">
        {outcome && <p className={outcome.ok ? 'font-semibold text-ok' : 'text-danger'}>{outcome.text}</p>}
        {outcome?.ok && customerEmail !== null && (
          <a href={manageUrl} className="text-brand underline">
            {s.manage}
          </a>
        )}
      </div>
    </form>
  );
}
