/**
 * Which e-mails the customer wants (PUT /api/account/notifications with every setting). The
 * boxes are the browser's own (`defaultChecked`, `data-native-boxes`): one ticked before the
 * island woke stays ticked (React would set a box it controls back to its state on its next
 * render), and the form reads them when it is sent.
 */
import { useRef } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { NOTIFICATION_KEYS, type NotificationSettingsJson } from '#src/lib/account/types.ts';
import { tickedIn } from '../auth/form-values.ts';
import { accountCall } from './api.ts';
import { FormFrame } from './FormFrame.tsx';
import { useAccountForm } from './use-form.ts';
import type { NotificationStrings } from './strings.ts';

type Props = { s: NotificationStrings; locale: Locale; settings: NotificationSettingsJson };

export default function NotificationsForm({ s, locale, settings }: Props) {
  const form = useAccountForm(s.form);
  const formRef = useRef<HTMLFormElement>(null);
  const save = async (data: FormData) => {
    const wanted = Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, tickedIn(data, key)])) as NotificationSettingsJson;
    const done = await form.submit(() =>
      accountCall<{ message: string; notifications: NotificationSettingsJson }>(locale, 'PUT', '/api/account/notifications', wanted, (answer) =>
        NOTIFICATION_KEYS.every((key) => typeof answer.notifications?.[key] === 'boolean'),
      ),
    );
    if (!done) return;
    // The boxes show what the shop kept.
    for (const key of NOTIFICATION_KEYS) {
      const box = formRef.current?.elements.namedItem(key);
      if (box instanceof HTMLInputElement) box.checked = done.notifications[key];
    }
  };
  return (
    <FormFrame form={form} formRef={formRef} onSave={save} submit={s.form.save} saving={s.form.saving} gap="gap-4">
      <legend className="mb-2 text-lg font-bold">{s.notifications.legend}</legend>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" data-native-boxes>
        {NOTIFICATION_KEYS.map((key) => (
          <li key={key}>
            <label className="flex cursor-pointer items-start gap-3 p-4">
              <input
                type="checkbox"
                name={key}
                value="1"
                defaultChecked={settings[key]}
                className="mt-1 h-4 w-4 shrink-0 accent-brand"
                aria-describedby={`pref-${key}-hint`}
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
