/**
 * Linking earlier guest orders: send a code to the account's e-mail, enter it, and on success
 * go to the progress page. A code already sent (the page was reloaded) opens with the code field,
 * whose text is read when the form is sent (typed before the island woke, it counts).
 */
import { useId, useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import type { SyncStatusJson } from '#src/lib/account/types.ts';
import { fill } from '#src/lib/text.ts';
import { textOf } from '../auth/form-values.ts';
import { accountCall } from './api.ts';
import { INPUT_LOOK } from '#src/components/ui/Field.tsx';
import { FormNotice } from './FormNotice.tsx';
import { useAccountForm } from './use-form.ts';
import type { SyncStrings } from './strings.ts';

type Props = { s: SyncStrings; locale: Locale; email: string; status: SyncStatusJson; progressUrl: string };

type Answer = { message: string; status: SyncStatusJson };

export default function SyncStart({ s, locale, email, status, progressUrl }: Props) {
  const form = useAccountForm(s.form);
  const [codeSent, setCodeSent] = useState(status.state === 'code_sent');
  const id = useId();
  const send = async () => {
    if (await form.submit(() => accountCall<Answer>(locale, 'POST', '/api/account/orders/sync'))) setCodeSent(true);
  };
  const confirm = async (code: string) => {
    if (await form.submit(() => accountCall<Answer>(locale, 'POST', '/api/account/orders/sync/confirm', { code }))) window.location.assign(progressUrl);
  };
  const sync = s.sync;
  return (
    <div className="flex flex-col gap-4">
      {!codeSent ? (
        <div>
          <button type="button" className="btn-primary" disabled={form.busy} onClick={() => void send()}>
            {form.busy ? sync.sending : fill(sync.send, { email })}
          </button>
        </div>
      ) : (
        <form
          method="post"
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm(textOf(new FormData(e.currentTarget), 'code'));
          }}
        >
          <label htmlFor={id} className="font-semibold">
            {sync.codeLabel}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={id}
              name="code"
              defaultValue=""
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              pattern="\d{6}"
              aria-invalid={form.fields.code ? true : undefined}
              aria-describedby={form.fields.code ? `${id}-error ${id}-hint` : `${id}-hint`}
              className={`${INPUT_LOOK} w-40 font-mono text-lg tracking-widest`}
            />
            <button type="submit" className="btn-primary" disabled={form.busy}>
              {form.busy ? sync.confirming : sync.confirm}
            </button>
          </div>
          {form.fields.code && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {form.fields.code}
            </p>
          )}
          <p id={`${id}-hint`} className="text-sm text-ink-soft">
            {fill(sync.codeHint, { email })}
          </p>
          <div>
            <button type="button" className="text-sm text-ink-soft underline hover:text-brand" disabled={form.busy} onClick={() => void send()}>
              {sync.resend}
            </button>
          </div>
        </form>
      )}
      <FormNotice notice={form.notice} />
    </div>
  );
}
