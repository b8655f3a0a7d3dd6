/**
 * The cart's notices (added, removed, put back, errors) as a polite live region; each shows a
 * few seconds. While one is on the page (drawer, cart page) the header toast stays quiet.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cartNotice } from './store.ts';

export function Notices({ className = '' }: { className?: string }) {
  const notice = useStore($cartNotice);
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (!notice) return;
    setShown(notice.seq);
    const timer = setTimeout(() => setShown(null), notice.kind === 'error' ? 8000 : 4000);
    return () => clearTimeout(timer);
  }, [notice]);
  const visible = notice !== null && shown === notice.seq;
  return (
    <p
      role="status"
      aria-live="polite"
      data-cart-notices
      className={visible ? `${className} ${notice.kind === 'error' ? 'text-danger' : 'text-ok'}` : 'sr-only'}
    >
      {visible ? notice.text : ''}
    </p>
  );
}
