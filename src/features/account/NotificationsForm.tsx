/** Which e-mails the customer wants (PUT /api/account/notifications with every setting). */
import { useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { NOTIFICATION_KEYS, type NotificationSettingsJson } from '#src/lib/account/types.ts';
import { accountCall } from './api.ts';
import { FormFrame } from './FormFrame.tsx';
import { useAccountForm } from './use-form.ts';
import type { NotificationStrings } from './strings.ts';

type Props = { s: NotificationStrings; locale: Locale; settings: NotificationSettingsJson };

export default function NotificationsForm({ s, locale, settings: initial }: Props) {
  const form = useAccountForm(s.form);
  const [settings, setSettings] = useState(initial);
  const save = async () => {
    const done = await form.submit(() =>
      accountCall<{ message: string; notifications: NotificationSettingsJson }>(locale, 'PUT', '/api/account/notifications', settings, (answer) =>
        NOTIFICATION_KEYS.every((key) => typeof answer.notifications?.[key] === 'boolean'),
      ),
    );
    if (done) setSettings(done.notifications);
  };
  return (
    <FormFrame form={form} onSave={save} submit={s.form.save} saving={s.form.saving} gap="gap-4">
      <legend className="mb-2 text-lg font-bold">{s.notifications.legend}</legend>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
        {NOTIFICATION_KEYS.map((key) => (
          <li key={key}>
            <label className="flex cursor-pointer items-start gap-3 p-4">
              <input
                type="checkbox"
                name={key}
                checked={settings[key]}
                className="mt-1 h-4 w-4 shrink-0 accent-brand"
                aria-describedby={`pref-${key}-hint`}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setSettings((p) => ({ ...p, [key]: on }));
                }}
              />
              <span>
                <span className="block font-semibold">{s.notifications.options[key].label}</span>
                <span id={`pref-${key}-hint`} className="block text-sm text-ink-soft">
                  {s.notifications.options[key].hint}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </FormFrame>
  );
}
