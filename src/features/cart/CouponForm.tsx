/**
 * The coupon field of the cart page (docs/cart.md, coupons: code and country are sent): the
 * server's answer shows under the field ("Coupon applied successfully", or why the code does not
 * apply); applied coupons are listed with a remove button, and a coupon that no longer applies says
 * why.
 */
import { useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fill } from '#src/lib/text.ts';
import type { AdjustmentJson } from '#src/lib/cart/types.ts';
import { $couponBusy, applyCoupon, removeCoupon } from './actions.ts';
import type { CartStrings } from './strings.ts';
import { neighbourControl } from './focus.ts';
import { useTypedValue } from '../shared/use-typed-value.ts';

type Props = { adjustments: AdjustmentJson[]; country: string; s: CartStrings };

export function CouponForm({ adjustments, country, s }: Props) {
  const busy = useStore($couponBusy);
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedValue(input, code, setCode);
  const submit = async () => {
    if (busy) return;
    const result = await applyCoupon(code.trim(), country);
    setAnswer({ ok: result.success, text: result.message ?? '' });
    if (result.success) setCode('');
  };
  const remove = async (coupon: AdjustmentJson, button: HTMLButtonElement) => {
    // Once it is gone, focus moves to the next coupon's button, else to the field.
    const next = neighbourControl(button, '[data-remove-coupon]');
    const result = await removeCoupon(coupon.id);
    setAnswer({ ok: result.success, text: result.message ?? '' });
    if (result.success) requestAnimationFrame(() => (next?.isConnected ? next : input.current)?.focus());
  };
  return (
    <div className="flex flex-col gap-2">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-1.5"
        noValidate
      >
        <label htmlFor={id} className="text-sm font-semibold">
          {s.coupon.label}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={id}
            name="coupon"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-describedby={answer ? `${id}-answer` : undefined}
            aria-invalid={answer?.ok === false}
            className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2 text-sm uppercase outline-none focus:border-brand focus:ring-2 focus:ring-brand-light"
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <button type="submit" className="btn-ghost py-2 text-sm" disabled={busy || code.trim() === ''}>
            {busy ? s.coupon.applying : s.coupon.apply}
          </button>
        </div>
        <p id={`${id}-answer`} role="status" aria-live="polite" className={`min-h-5 text-sm ${answer?.ok ? 'text-ok' : 'text-danger'}`}>
          {answer?.text ?? ''}
        </p>
      </form>
      {adjustments.length > 0 && (
        <ul className="flex flex-col gap-1">
          {adjustments.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 rounded-lg bg-surface-alt px-3 py-2 text-sm">
              <span>
                <strong className="font-mono">{a.code}</strong>
                {!a.applies && a.message && <span className="block text-warn">{fill(s.coupon.notApplied, { reason: a.message })}</span>}
              </span>
              <button
                type="button"
                className="text-ink-soft underline hover:text-danger"
                disabled={busy}
                aria-label={fill(s.coupon.remove, { code: a.code })}
                onClick={(e) => void remove(a, e.currentTarget)}
                data-remove-coupon
              >
                {s.removeShort}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
