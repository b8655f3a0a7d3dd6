/**
 * The account menu's logout: the auth store logs out (docs/accounts.md), then the visitor goes
 * home. It wakes on first touch; a press made while it loads is made again once it is live.
 */
import { useState } from 'react';
import { setApiLocale } from '../http/api.ts';
import { logout } from '../auth/store.ts';
import type { Locale } from '#src/lib/locales.ts';

type Props = { label: string; busyLabel: string; homeUrl: string; locale: Locale };

export default function LogoutButton({ label, busyLabel, homeUrl, locale }: Props) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    setApiLocale(locale);
    await logout();
    window.location.assign(homeUrl);
  };
  return (
    <button type="button" className="btn-ghost w-full text-sm" disabled={busy} onClick={() => void click()}>
      {busy ? busyLabel : label}
    </button>
  );
}
