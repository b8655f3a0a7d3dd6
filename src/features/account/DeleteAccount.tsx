/**
 * Deleting the account (docs/accounts.md, your data): a button opens the confirmation, which
 * asks for the current password and a ticked box. After the deletion the tab logs out through
 * the auth store (its token is dead already, the logout only clears what the browser kept) and
 * goes home, where a notice says the account is gone. Focus moves into the confirmation when it
 * opens, to the first field named in a refusal, and back to the button when it is cancelled.
 */
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { DELETED_QUERY } from '#src/lib/account/your-data.ts';
import { logout } from '../auth/store.ts';
import { textOf, tickedIn } from '../auth/form-values.ts';
import Field from '#src/components/ui/Field.tsx';
import { accountCall } from './api.ts';
import { FormFrame } from './FormFrame.tsx';
import { useAccountForm } from './use-form.ts';
import type { PrivacyStrings } from './strings.ts';

type Props = { s: PrivacyStrings; locale: Locale; homeUrl: string };

export default function DeleteAccount({ s, locale, homeUrl }: Props) {
  const form = useAccountForm(s.form);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [leaving, setLeaving] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // Only after a press: the first render leaves focus where it is.
    if (!moved.current) return;
    if (open) document.getElementById('delete-password')?.focus();
    else opener.current?.focus();
  }, [open]);
  // A refusal names its fields: focus goes to the first (the button that sent it was disabled meanwhile).
  const { notice, fields } = form;
  useEffect(() => {
    if (!notice || notice.ok) return;
    if (fields.current_password) document.getElementById('delete-password')?.focus();
    else if (fields.confirm) document.getElementById('delete-confirm')?.focus();
  }, [notice, fields]);
  const toggle = (next: boolean) => {
    moved.current = true;
    if (!next) {
      setPassword('');
      form.setFields({});
      form.setNotice(null);
    }
    setOpen(next);
  };
  const remove = async (data: FormData) => {
    const body = { current_password: textOf(data, 'current_password'), confirm: tickedIn(data, 'confirm') };
    const done = await form.submit(() => accountCall<{ message: string }>(locale, 'POST', '/api/account/delete', body));
    if (!done) return;
    setLeaving(true);
    await logout();
    window.location.assign(`${homeUrl}?${DELETED_QUERY.name}=${DELETED_QUERY.value}`);
  };
  if (!open) {
    return (
      <button ref={opener} type="button" className="btn mt-4 border border-danger bg-white text-danger hover:bg-danger-light" onClick={() => toggle(true)}>
        {s.privacy.deleteOpen}
      </button>
    );
  }
  return (
    <div className="mt-4">
      <FormFrame
        form={{ ...form, busy: form.busy || leaving }}
        onSave={remove}
        submit={s.privacy.deleteSubmit}
        saving={s.privacy.deleteBusy}
        tone="danger"
        actions={
          <button type="button" className="btn-ghost" onClick={() => toggle(false)}>
            {s.privacy.cancel}
          </button>
        }
      >
        <Field
          id="delete-password"
          label={s.privacy.currentPassword}
          name="current_password"
          type="password"
          value={password}
          onValue={setPassword}
          error={fields.current_password}
          autoComplete="current-password"
          required
          className="sm:max-w-sm"
        />
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              id="delete-confirm"
              type="checkbox"
              name="confirm"
              value="1"
              className="mt-0.5 h-4 w-4 shrink-0 accent-danger"
              aria-invalid={fields.confirm ? true : undefined}
              aria-describedby={fields.confirm ? 'delete-confirm-error' : undefined}
            />
            <span>{s.privacy.deleteConfirm}</span>
          </label>
          {fields.confirm && (
            <p id="delete-confirm-error" className="text-sm text-danger">
              {fields.confirm}
            </p>
          )}
        </div>
      </FormFrame>
    </div>
  );
}
