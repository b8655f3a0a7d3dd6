/**
 * The delivery step (docs/checkout.md, the delivery promise): the methods that serve the delivery
 * address, each with its price (incl. VAT, or excl. for a business), how far the order is from
 * free shipping, and when it ships and arrives. Saving it tells the data layer
 * (add_shipping_info) and goes on to payment. The island wakes on first touch; a choice made
 * before that is in the DOM and read when the form is sent.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import type { CheckoutAnswer, DeliveryMethodJson, SummaryJson } from '#src/lib/api/checkout.ts';
import { COMPANY } from '#src/lib/company.ts';
import { formatEuros } from '#src/lib/money.ts';
import { fill, plural } from '#src/lib/text.ts';
import { saveDelivery, speak } from './api.ts';
import { cartRef, pushOnce } from './analytics.ts';
import { FormProblem } from './Fields.tsx';
import { StepLayout } from './StepLayout.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { firstChoice, goodsInclVat, isBusiness } from './format.ts';
import { formatPromiseDate } from '#src/lib/checkout/delivery-promise.ts';
import { useStep } from './use-step.ts';
import type { CheckoutStrings } from './strings.ts';

type Window = { ship_date: string; from: string; to: string };

type Props = {
  s: CheckoutStrings;
  locale: Locale;
  answer: CheckoutAnswer;
  methods: DeliveryMethodJson[];
  /** The destination's name, for "Delivery to …". */
  countryName: string;
  /** Today in the shop's calendar (YYYY-MM-DD), as the server saw it. */
  today: string;
  /** When each method's order would ship and arrive, if placed now (the server's clock). */
  windows: Record<string, Window>;
  nextUrl: string;
  informationUrl: string;
  homeUrl: string;
};

export default function DeliveryStep({ s, locale, answer, methods, countryName, today, windows, nextUrl, informationUrl, homeUrl }: Props) {
  const d = s.delivery;
  const business = isBusiness(answer.draft.information);
  const initialChoice = firstChoice(methods, answer.draft.delivery_method);
  const [choice, setChoice] = useState(initialChoice);
  const [summary, setSummary] = useState<SummaryJson | null>(answer.summary);
  const { busy, refusal, form, refuse, run } = useStep(s);
  const money = (euros: number) => formatEuros(euros, locale);

  useEffect(() => {
    // A choice made before the island woke is in the DOM.
    const checked = form.current?.querySelector<HTMLInputElement>('input[name="delivery_method"]:checked');
    if (checked) setChoice(checked.value);
    speak(locale);
  }, [form, locale]);

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const method = String(new FormData(event.currentTarget).get('delivery_method') ?? '');
    void run(async () => {
      const outcome = await saveDelivery(method);
      if (!outcome.ok) {
        if (outcome.summary) setSummary(outcome.summary);
        refuse(outcome);
        return 'stay';
      }
      const saved = outcome.data.summary;
      if (!saved) {
        location.assign(homeUrl);
        return 'leave';
      }
      setSummary(saved);
      pushOnce('add_shipping_info', cartRef(), saved, { shipping_tier: saved.shipping?.name ?? methods.find((m) => m.id === method)?.name ?? method });
      location.assign(nextUrl);
      return 'leave';
    });
  }

  const goods = summary ? goodsInclVat(summary) : 0;
  const chosen = methods.find((m) => m.id === choice) ?? null;
  const promise = (chosen ? windows[chosen.id] : null) ?? summary?.delivery ?? null;
  const day = (date: string) => formatPromiseDate(date, locale);

  return (
    <StepLayout summary={summary} s={s} locale={locale} business={business}>
      <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-6" aria-describedby="co-delivery-promise">
        <FormProblem message={refusal.message} problems={[]} />
        <div id="co-delivery-promise" className="flex flex-col gap-1 rounded-lg bg-sky px-4 py-3 text-sm text-navy">
          <p className="font-semibold">{fill(d.promise, { time: COMPANY.orderBefore })}</p>
          {promise && (
            <p data-delivery-promise>
              {promise.ship_date === today ? d.shipsToday : fill(d.shipsOn, { date: day(promise.ship_date) })}{' '}
              {chosen?.pickup
                ? fill(d.pickupFrom, { date: day(promise.from) })
                : promise.from === promise.to
                  ? fill(d.expectedOn, { date: day(promise.from) })
                  : fill(d.expected, { from: day(promise.from), to: day(promise.to) })}
            </p>
          )}
        </div>
        {chosen && <FreeShipping method={chosen} goods={goods} s={s} money={money} />}
        {methods.length === 0 ? (
          <div className="flex flex-col gap-2">
            <p className="text-ink-soft">{fill(d.none, { country: countryName })}</p>
            <a href={informationUrl} className="text-brand-dark underline">
              {d.changeAddress}
            </a>
          </div>
        ) : (
          <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
            <legend className="mb-3 p-0 text-lg font-bold">{fill(d.legend, { country: countryName })}</legend>
            {methods.map((method) => (
              <MethodCard key={method.id} method={method} s={s} locale={locale} business={business} checked={method.id === initialChoice} onPick={setChoice} />
            ))}
            {refusal.fields.delivery_method && <p className="text-sm text-danger">{refusal.fields.delivery_method}</p>}
            <p className="text-sm">
              <a href={informationUrl} className="text-brand-dark underline">
                {d.changeAddress}
              </a>
            </p>
          </fieldset>
        )}
        {methods.length > 0 && (
          <div>
            <SubmitButton label={d.submit} busyLabel={s.saving} busy={busy} />
          </div>
        )}
      </form>
    </StepLayout>
  );
}

function MethodCard({
  method,
  s,
  locale,
  business,
  checked,
  onPick,
}: {
  method: DeliveryMethodJson;
  s: CheckoutStrings;
  locale: Locale;
  business: boolean;
  checked: boolean;
  onPick: (id: string) => void;
}) {
  const d = s.delivery;
  const id = `co-delivery-${method.id}`;
  const price = business ? method.price : method.price_with_tax;
  const days =
    method.days.min === method.days.max
      ? plural(d.daysExact, method.days.min, locale)
      : fill(d.days, { min: String(method.days.min), max: String(method.days.max) });
  return (
    <label htmlFor={id} className="co-choice flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-4 py-3">
      <input
        id={id}
        type="radio"
        name="delivery_method"
        value={method.id}
        defaultChecked={checked}
        className="mt-1 h-4 w-4 shrink-0 accent-brand"
        aria-describedby={`${id}-about`}
        onChange={(e) => onPick(e.currentTarget.value)}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{method.name}</span>
        <span id={`${id}-about`} className="text-sm text-ink-soft">
          {method.carrier} · {method.pickup ? d.pickupNote : days}
          {method.free_from !== null && method.price > 0 ? ` · ${fill(d.freeFrom, { amount: formatEuros(method.free_from, locale) })}` : ''}
        </span>
      </span>
      <span className="shrink-0 text-right font-semibold">
        {method.price === 0 ? <span className="text-ok">{d.free}</span> : formatEuros(price, locale)}
        {method.pickup && <span className="block text-xs font-normal text-ink-mute">{d.pickup}</span>}
      </span>
    </label>
  );
}

/** How far the goods are from the chosen method's free-shipping threshold. */
function FreeShipping({ method, goods, s, money }: { method: DeliveryMethodJson; goods: number; s: CheckoutStrings; money: (euros: number) => string }) {
  if (method.free_from === null || method.pickup) return null;
  const d = s.delivery;
  const missing = Math.max(0, Math.round((method.free_from - goods) * 100) / 100);
  return (
    <div className="flex flex-col gap-1.5 text-sm" data-free-shipping>
      <p className={missing === 0 ? 'font-semibold text-ok' : ''}>{missing === 0 ? d.freeReached : fill(d.moreForFree, { amount: money(missing) })}</p>
      <progress className="co-progress" max={method.free_from} value={Math.min(goods, method.free_from)} aria-hidden="true" />
    </div>
  );
}
