/** The account menu's logout: the auth store logs out (docs/accounts.md), then the visitor goes home. */
import { useEffect, useState } from 'react';
import { setApiLocale } from '../http/api';
import { logout } from '../auth/store';
import type { Locale } from '../../lib/locales';

type Props = { label: string; busyLabel: string; homeUrl: string; locale: Locale };

export default function LogoutButton({ label, busyLabel, homeUrl, locale }: Props) {
  const [live, setLive] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setLive(true), []);
  const click = async () => {
    setBusy(true);
    setApiLocale(locale);
    await logout();
    window.location.assign(homeUrl);
  };
  return (
    <button type="button" className="btn-ghost w-full text-sm" disabled={!live || busy} onClick={() => void click()}>
      {busy ? busyLabel : label}
    </button>
  );
}
