/** Which e-mails the customer wants (PUT /api/account/notifications with every setting). */
import { useState } from 'react';
import type { Locale } from '../../lib/locales';
import { NOTIFICATION_KEYS, type NotificationSettingsJson } from '../../lib/account/types';
import { accountCall } from './api';
import { FormNotice } from './FormNotice';
import { useAccountForm } from './use-form';
import type { NotificationStrings } from './strings';

type Props = { s: NotificationStrings; locale: Locale; settings: NotificationSettingsJson };

export default function NotificationsForm({ s, locale, settings: initial }: Props) {
  const form = useAccountForm(s.form);
  const [settings, setSettings] = useState(initial);
  const save = async () => {
    const done = await form.submit(() => accountCall<{ message: string; notifications: NotificationSettingsJson }>(locale, 'PUT', '/api/account/notifications', settings));
    if (done) setSettings(done.notifications);
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <fieldset disabled={!form.live || form.busy} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
        <legend className="mb-2 text-lg font-bold">{s.notifications.legend}</legend>
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {NOTIFICATION_KEYS.map((key) => (
            <li key={key}>
              <label className="flex cursor-pointer items-start gap-3 p-4">
                <input type="checkbox" name={key} checked={settings[key]} className="mt-1 h-4 w-4 shrink-0 accent-brand"
                  aria-describedby={`pref-${key}-hint`} onChange={(e) => setSettings((p) => ({ ...p, [key]: e.currentTarget.checked }))} />
                <span>
                  <span className="block font-semibold">{s.notifications.options[key].label}</span>
                  <span id={`pref-${key}-hint`} className="block text-sm text-ink-soft">{s.notifications.options[key].hint}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary">{form.busy ? s.form.saving : s.form.save}</button>
          <FormNotice notice={form.notice} />
        </div>
      </fieldset>
    </form>
  );
}
