/**
 * The products the customer waits for (docs/catalogue.md, back in stock), on the notifications
 * page under the switches: each with its link and a remove button (DELETE
 * /api/account/back-in-stock/{productId}). Rendered on the server with the list; the island wakes on
 * first touch (ADR 0008), and a press made while it loads is made again once it is live.
 */
import { useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { dateTimeFormat } from '#src/lib/formatters.ts';
import { fill } from '#src/lib/text.ts';
import type { OpenSignUpJson } from '#src/lib/api/back-in-stock.ts';
import { presetUrl } from '#src/lib/image-presets.ts';
import { accountCall } from './api.ts';

export type BackInStockListStrings = { title: string; intro: string; none: string; remove: string; since: string; switchedOff: string; failed: string };

type Props = { s: BackInStockListStrings; locale: Locale; initial: OpenSignUpJson[]; switchedOff: boolean };

export default function BackInStockList({ s, locale, initial, switchedOff }: Props) {
  const [signups, setSignups] = useState(initial);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const date = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });

  const remove = async (productId: number) => {
    if (busy !== null) return;
    setBusy(productId);
    const result = await accountCall<{ message: string; signups: OpenSignUpJson[] }>(
      locale,
      'DELETE',
      `/api/account/back-in-stock/${productId}`,
      undefined,
      (a) => Array.isArray(a.signups),
    );
    setBusy(null);
    if (result.ok) {
      setSignups(result.data.signups);
      setNotice({ ok: true, text: result.data.message });
    } else setNotice({ ok: false, text: result.message ?? s.failed });
  };

  return (
    <section aria-labelledby="back-in-stock-title" className="card mt-6 flex flex-col gap-3 p-4" data-back-in-stock-list>
      <h2 id="back-in-stock-title" className="text-lg font-bold">
        {s.title}
      </h2>
      <p className="text-sm text-ink-soft">{signups.length === 0 ? s.none : s.intro}</p>
      {switchedOff && signups.length > 0 && <p className="text-sm font-semibold text-danger">{s.switchedOff}</p>}
      <div role="status" className="text-sm empty:hidden">
        {notice && <p className={notice.ok ? 'text-ok' : 'text-danger'}>{notice.text}</p>}
      </div>
      {signups.length > 0 && (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {signups.map((item) => (
            <li key={item.product_id} className="flex items-center gap-3 p-3">
              {item.image && (
                <img src={presetUrl(item.image, 'icon')} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded bg-surface-alt object-contain" />
              )}
              <div className="min-w-0 flex-1">
                <a href={item.url} className="font-semibold text-brand underline hover:no-underline">
                  {item.name}
                </a>
                <p className="text-xs text-ink-mute">{fill(s.since, { date: date.format(new Date(item.created_at)) })}</p>
              </div>
              <button type="button" className="btn-ghost border border-line" onClick={() => void remove(item.product_id)} aria-busy={busy === item.product_id}>
                {fill(s.remove, { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
