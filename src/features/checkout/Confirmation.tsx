/**
 * The order's outcome after the payment provider sends the shopper back (docs/checkout.md,
 * confirmation). The server renders the order as it stands; while its payment is still open the
 * island asks again every 2 seconds for up to 2 minutes (then a "check again" button) and shows
 * the outcome without a reload. Paid: thanks, the number, the summary, where the mail went and
 * the invoice. A failed or cancelled payment may be made again with a method of choice, or the
 * order cancelled; an order that ended unpaid says so with a way back to the shop.
 */
import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import type { OrderJson, PaymentMethodJson } from '#src/lib/api/checkout.ts';
import { PAID_OR_LATER, orderStatus } from '#src/lib/account/order-status.ts';
import { fill } from '#src/lib/text.ts';
import { cancelOrder, payAgain, readOrder, speak } from './api.ts';
import { pushEventOnce, pushOnce, serverEvent } from './analytics.ts';
import { PaymentMethodChoices } from './PaymentMethodChoices.tsx';
import { OrderSummary } from './Summary.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { orderAccess } from './saved.ts';
import type { CheckoutStrings } from './strings.ts';
import './checkout.css';

export const POLL_EVERY_MS = 2000;
export const POLL_FOR_MS = 120_000;

type Props = {
  s: CheckoutStrings;
  locale: Locale;
  number: string;
  order: OrderJson | null;
  /** The methods a new payment may use (those of the order's delivery country). */
  methods: PaymentMethodJson[];
  homeUrl: string;
};

export type Phase = 'waiting' | 'paid' | 'retry' | 'closed' | 'missing';

/** What the shopper is shown for an order as it stands. */
export function phaseOf(order: OrderJson | null): Phase {
  if (!order) return 'missing';
  const status = orderStatus(order.status);
  if (PAID_OR_LATER.includes(status)) return 'paid';
  if (status !== 'pending') return 'closed';
  if (order.payment_status === 'open' || order.payment_status === null) return 'waiting';
  return order.can_pay ? 'retry' : 'closed';
}

/** The order's access in this tab: kept when it was placed here, or the mail link's `token`. */
function accessOf(number: string): string | null {
  return orderAccess(number) ?? new URLSearchParams(location.search).get('token');
}

function purchased(order: OrderJson): void {
  const event = serverEvent('purchase', order.gtm_event);
  if (event) {
    pushEventOnce('purchase', order.number, event);
    return;
  }
  pushOnce('purchase', order.number, order.summary, {
    transaction_id: order.number,
    tax: order.summary.total_tax,
    shipping: order.summary.shipping?.price_with_tax ?? 0,
  });
}

export default function Confirmation({ s, locale, number, order: initial, methods, homeUrl }: Props) {
  const c = s.confirmation;
  const [order, setOrder] = useState(initial);
  const [polling, setPolling] = useState(phaseOf(initial) === 'waiting');
  const [checking, setChecking] = useState(false);
  /** The page's own cookie may still read the order where this tab holds no token: reload. */
  const [reloadToCheck, setReloadToCheck] = useState(false);
  const phase = phaseOf(order);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstPhase = useRef(phase);

  useEffect(() => speak(locale), [locale]);

  useEffect(() => {
    if (order && phase === 'paid') purchased(order);
    // A change of outcome moves focus to its heading, so it is read out and the next step is near.
    if (phase !== firstPhase.current) heading.current?.focus();
  }, [order, phase]);

  const check = useCallback(
    async (signal?: AbortSignal): Promise<boolean> => {
      const outcome = await readOrder(number, accessOf(number), signal);
      if (outcome.ok) {
        setOrder(outcome.data);
        return phaseOf(outcome.data) === 'waiting';
      }
      if ([401, 403, 404].includes(outcome.status)) {
        setReloadToCheck(true);
        return false;
      }
      return true;
    },
    [number],
  );

  useEffect(() => {
    if (!polling) return;
    const stop = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let again = true;
      try {
        again = await check(stop.signal);
      } catch {
        if (stop.signal.aborted) return;
      }
      if (stop.signal.aborted) return;
      if (!again || Date.now() - started >= POLL_FOR_MS) {
        setPolling(false);
        return;
      }
      timer = setTimeout(() => void tick(), POLL_EVERY_MS);
    };
    timer = setTimeout(() => void tick(), POLL_EVERY_MS);
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [polling, check]);

  async function checkAgain(): Promise<void> {
    if (reloadToCheck) {
      location.reload();
      return;
    }
    setChecking(true);
    const waiting = await check().catch(() => true);
    setChecking(false);
    if (waiting) setPolling(true);
  }

  const title =
    phase === 'paid'
      ? c.paid
      : phase === 'waiting'
        ? c.waiting
        : phase === 'retry'
          ? order?.payment_status === 'canceled'
            ? c.cancelledPayment
            : order?.payment_status === 'expired'
              ? c.expiredPayment
              : c.failed
          : phase === 'missing'
            ? c.notFound
            : order?.status === 'cancelled'
              ? c.cancelled
              : order?.status === 'expired'
                ? c.expired
                : order?.status === 'refunded'
                  ? c.refunded
                  : c.failedOrder;

  return (
    <div className="flex flex-col gap-6" data-confirmation={phase}>
      <div aria-live="polite" className="flex flex-col gap-2">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {title}
        </h2>
        {order && (
          <p className="text-ink-soft">
            {c.number}: <strong className="text-ink">{order.number}</strong>
          </p>
        )}
        {phase === 'waiting' && (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 text-ink-soft">
              {polling && <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-line border-t-brand" />}
              {polling ? c.waitingText : c.stillWaiting}
            </p>
            {!polling && (
              <div>
                <button type="button" className="btn-ghost" onClick={() => void checkAgain()} aria-disabled={checking || undefined}>
                  {checking ? c.checking : c.checkAgain}
                </button>
              </div>
            )}
          </div>
        )}
        {phase === 'paid' && order && (
          <>
            <p>{c.paidText}</p>
            <p>{fill(c.mailed, { email: order.email })}</p>
            {order.invoice_url && (
              <p>
                <a href={order.invoice_url} className="text-brand-dark underline">
                  {c.invoice}
                </a>
              </p>
            )}
          </>
        )}
        {phase === 'missing' && <p className="text-ink-soft">{c.notFoundText}</p>}
        {phase === 'closed' && order?.status !== 'refunded' && <p className="text-ink-soft">{c.closedText}</p>}
      </div>
      {phase === 'retry' && order && <Retry order={order} methods={methods} s={s} onOrder={setOrder} />}
      {order && phase !== 'missing' && (
        <section aria-labelledby="co-confirmation-summary" className="rounded-lg border border-line p-4">
          <h2 id="co-confirmation-summary" className="mb-3 text-lg font-bold">
            {s.summary.title}
          </h2>
          <OrderSummary summary={order.summary} s={s} locale={locale} business={order.summary.reverse_charge} />
        </section>
      )}
      {phase !== 'waiting' && phase !== 'retry' && (
        <p>
          <a href={homeUrl} className="btn-primary no-underline">
            {c.toShop}
          </a>
        </p>
      )}
    </div>
  );
}

function Retry({ order, methods, s, onOrder }: { order: OrderJson; methods: PaymentMethodJson[]; s: CheckoutStrings; onOrder: (order: OrderJson) => void }) {
  const c = s.confirmation;
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The button pressed is gone: focus goes to the one that confirms.
    if (confirmCancel) confirmButton.current?.focus();
  }, [confirmCancel]);
  const message = (status: number, text: string | null) => text ?? (status === 0 ? s.network : s.failed);

  async function pay(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const method = String(new FormData(event.currentTarget).get('payment_method') ?? '') || null;
    setBusy('pay');
    setProblem(null);
    const outcome = await payAgain(order.number, method, accessOf(order.number));
    if (outcome.ok) {
      location.assign(outcome.data.redirect_url);
      return;
    }
    setBusy(null);
    setProblem(message(outcome.status, outcome.fields.payment_method ?? outcome.message));
  }

  async function cancel(): Promise<void> {
    if (busy) return;
    setBusy('cancel');
    setProblem(null);
    const outcome = await cancelOrder(order.number, accessOf(order.number));
    setBusy(null);
    if (outcome.ok) onOrder(outcome.data);
    else setProblem(message(outcome.status, outcome.message));
  }

  return (
    <div className="flex flex-col gap-4">
      <form method="post" noValidate onSubmit={(e) => void pay(e)} className="flex flex-col gap-4">
        {problem && (
          <p role="alert" className="rounded-lg border border-danger bg-brand-light px-3 py-2 text-sm text-danger">
            {problem}
          </p>
        )}
        <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
          <legend className="mb-2 p-0 font-semibold">{c.tryAgain}</legend>
          <PaymentMethodChoices methods={methods} chosen={order.payment_method} />
        </fieldset>
        <div>
          <SubmitButton label={c.pay} busyLabel={c.paying} busy={busy === 'pay'} blocked={busy !== null} />
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        {confirmCancel ? (
          <>
            <p className="text-sm">{c.cancelConfirm}</p>
            <button
              ref={confirmButton}
              type="button"
              className="btn-ghost text-danger"
              onClick={() => void cancel()}
              aria-disabled={busy !== null || undefined}
            >
              {busy === 'cancel' ? c.cancelling : c.cancelYes}
            </button>
          </>
        ) : (
          <button type="button" className="btn-ghost" onClick={() => setConfirmCancel(true)}>
            {c.cancel}
          </button>
        )}
      </div>
    </div>
  );
}
