/**
 * The review (docs/checkout.md, placing an order): the order as it would be placed now, the
 * details, addresses and methods with a way back to each step, the terms to accept, and the
 * button that places the order with the obligation to pay. Placing carries an Idempotency-Key
 * made once per visit and reused when the same placing is repeated; the server's "prices or stock
 * changed" (409) shows the new figures to confirm again. A placed order goes to the payment
 * provider's page, and the details copy in the browser is no longer needed.
 */
import { useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import type { CheckoutAnswer, InformationJson, SummaryJson } from '#src/lib/api/checkout.ts';
import { formatEuros } from '#src/lib/money.ts';
import { fill } from '#src/lib/text.ts';
import { idempotencyKey, loadSummary, placeOrder, speak, type Failure } from './api.ts';
import { cartRef, checkoutDone } from './analytics.ts';
import { StepLayout } from './StepLayout.tsx';
import { isBusiness } from './format.ts';
import { formatPromiseDate } from '#src/lib/checkout/delivery-promise.ts';
import { forgetSavedForm, rememberOrderAccess } from './saved.ts';
import { useStep } from './use-step.ts';
import type { CheckoutStrings } from './strings.ts';

type Urls = { information: string; delivery: string; payment: string; terms: string; privacy: string; home: string };

type Props = {
  s: CheckoutStrings;
  locale: Locale;
  answer: CheckoutAnswer;
  /** The chosen payment method's name and logo. */
  payment: { name: string; image: string | null } | null;
  countryNames: Record<string, string>;
  urls: Urls;
};

/** A string with `{{name}}` placeholders filled with elements (the links of the terms sentence). */
function withParts(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\{\w+\}\})/).map((piece, i) => {
    const m = /^\{\{(\w+)\}\}$/.exec(piece);
    return m && m[1] && m[1] in parts ? <span key={i}>{parts[m[1]]}</span> : piece;
  });
}

export default function ReviewStep({ s, locale, answer, payment, countryNames, urls }: Props) {
  const r = s.review;
  const info = answer.draft.information;
  const business = isBusiness(info);
  const [summary, setSummary] = useState<SummaryJson | null>(answer.summary);
  const [changed, setChanged] = useState<string | null>(null);
  const { busy, refusal, form, refuse, run } = useStep(s);
  /** One key per placing: repeats after a lost answer reuse it; a refused placing gets a new one. */
  const key = useRef<string | null>(null);

  useEffect(() => speak(locale), [locale]);

  function refused(outcome: Failure): void {
    key.current = null;
    refuse(outcome);
  }

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const accepted = new FormData(event.currentTarget).get('terms') === '1';
    if (!info || !summary) return;
    const shown = summary;
    void run(async () => {
      setChanged(null);
      if (!accepted) {
        refuse({ status: 422, message: null, fields: { terms: r.termsRequired } }, { alone: true });
        return 'stay';
      }
      key.current ??= idempotencyKey();
      const outcome = await placeOrder(
        {
          ...info,
          delivery_method: answer.draft.delivery_method ?? '',
          payment_method: answer.draft.payment_method ?? '',
          terms: true,
          expected_total: shown.total,
        },
        key.current,
      );
      if (outcome.ok) {
        const { order, payment: started } = outcome.data;
        rememberOrderAccess(order.number, order.access_token);
        forgetSavedForm();
        checkoutDone(cartRef());
        location.assign(started.redirect_url);
        return 'leave';
      }
      if (outcome.status === 409) {
        key.current = null;
        let fresh = outcome.summary;
        if (!fresh) {
          const reread = await loadSummary();
          if (reread.ok) fresh = reread.data.summary;
          if (reread.ok && !reread.data.summary) {
            location.assign(urls.home);
            return 'leave';
          }
        }
        if (fresh) setSummary(fresh);
        setChanged(outcome.message ?? r.changed);
        refuse({ status: 409, message: r.confirmAgain, fields: {} });
        return 'stay';
      }
      // A retry after a lost answer must find the same placing: the key stays.
      if (outcome.status === 0 || outcome.status >= 500) refuse(outcome);
      else refused(outcome);
      return 'stay';
    });
  }

  const termsError = refusal.fields.terms;
  const otherProblems = Object.entries(refusal.fields).filter(([name]) => name !== 'terms');
  const place = (
    <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-4 border-t border-line pt-4">
      {changed && (
        <p role="status" className="rounded-lg border border-warn bg-white px-3 py-2 text-sm text-warn">
          {changed}
        </p>
      )}
      {(refusal.message || otherProblems.length > 0) && (
        <div role="alert" tabIndex={-1} className="rounded-lg border border-danger bg-brand-light px-3 py-2 text-sm text-danger outline-none" data-form-problem>
          {refusal.message && <p className="font-semibold">{refusal.message}</p>}
          {otherProblems.length > 0 && (
            <>
              <ul className="mt-1 list-disc pl-5">
                {otherProblems.map(([name, text]) => (
                  <li key={name}>{text}</li>
                ))}
              </ul>
              <a href={urls.information} className="mt-1 inline-block text-danger underline">
                {r.fixDetails}
              </a>
            </>
          )}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="terms"
            value="1"
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'co-terms-error' : undefined}
          />
          <span>
            {withParts(r.terms, {
              terms: (
                <a href={urls.terms} className="text-brand-dark underline" target="_blank" rel="noopener">
                  {r.termsLink}
                </a>
              ),
              privacy: (
                <a href={urls.privacy} className="text-brand-dark underline" target="_blank" rel="noopener">
                  {r.privacyLink}
                </a>
              ),
            })}
          </span>
        </label>
        {termsError && (
          <p id="co-terms-error" className="text-sm text-danger">
            {termsError}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary w-full" aria-disabled={busy || undefined} disabled={!info || !summary}>
        {busy ? r.placing : r.place}
      </button>
    </form>
  );

  return (
    <StepLayout summary={summary} s={s} locale={locale} business={business} aside={place} summaryOpen>
      {info ? <Details info={info} summary={summary} payment={payment} s={s} locale={locale} countryNames={countryNames} urls={urls} /> : null}
    </StepLayout>
  );
}

function Block({
  title,
  change,
  changeLabel,
  changeUrl,
  children,
}: {
  title: string;
  change: string;
  changeLabel: string;
  changeUrl: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-1 border-b border-line pb-4 last:border-b-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-base font-bold">{title}</h2>
        <a href={changeUrl} className="text-sm text-brand-dark underline" aria-label={changeLabel}>
          {change}
        </a>
      </div>
      <div className="text-sm leading-relaxed text-ink-soft">{children}</div>
    </section>
  );
}

function Details({
  info,
  summary,
  payment,
  s,
  locale,
  countryNames,
  urls,
}: {
  info: InformationJson;
  summary: SummaryJson | null;
  payment: Props['payment'];
  s: CheckoutStrings;
  locale: Locale;
  countryNames: Record<string, string>;
  urls: Urls;
}) {
  const r = s.review;
  const country = (id: string) => countryNames[id] ?? id;
  // "Change delivery address" (German keeps its nouns' capitals: "Lieferadresse ändern").
  const change = (what: string) => ({ change: r.change, changeLabel: fill(r.changeOf, { what: locale === 'de' ? what : what.toLocaleLowerCase(locale) }) });
  const shipping = summary?.shipping ?? null;
  const promise = summary?.delivery ?? null;
  const billing = info.billing_address;
  return (
    <div className="flex flex-col gap-4">
      <Block title={r.contact} {...change(r.contact)} changeUrl={urls.information}>
        <p className="text-ink">
          {info.firstname} {info.lastname}
        </p>
        <p>{info.email}</p>
        <p>{info.phone}</p>
        {info.customer_type === 'organization' && (
          <p>
            {r.business}: {info.company}
            {info.vat_number ? ` · ${r.vatNumber} ${info.vat_number}` : ''}
          </p>
        )}
      </Block>
      <Block title={r.deliveryAddress} {...change(r.deliveryAddress)} changeUrl={urls.information}>
        <Address
          lines={[`${info.address.street} ${info.address.house_number}`, `${info.address.postcode} ${info.address.city}`, country(info.address.country)]}
        />
      </Block>
      <Block title={r.billingAddress} {...change(r.billingAddress)} changeUrl={urls.information}>
        {billing ? (
          <Address
            lines={[
              `${billing.firstname} ${billing.lastname}`,
              billing.company ?? '',
              `${billing.street} ${billing.house_number}`,
              `${billing.postcode} ${billing.city}`,
              country(billing.country),
            ]}
          />
        ) : (
          <p>{r.sameAddress}</p>
        )}
      </Block>
      <Block title={r.deliveryMethod} {...change(r.deliveryMethod)} changeUrl={urls.delivery}>
        {shipping && (
          <p className="text-ink">
            {shipping.name} ·{' '}
            {shipping.price === 0 ? s.summary.free : formatEuros(info.customer_type === 'organization' ? shipping.price : shipping.price_with_tax, locale)}
          </p>
        )}
        {promise && (
          <p>
            {promise.from === promise.to
              ? fill(s.delivery.expectedOn, { date: formatPromiseDate(promise.from, locale) })
              : fill(s.delivery.expected, { from: formatPromiseDate(promise.from, locale), to: formatPromiseDate(promise.to, locale) })}
          </p>
        )}
      </Block>
      <Block title={r.paymentMethod} {...change(r.paymentMethod)} changeUrl={urls.payment}>
        {payment && (
          <p className="flex items-center gap-2 text-ink">
            {payment.image && <img src={payment.image} alt="" width={40} height={26} className="h-6 w-10 object-contain" />}
            {payment.name}
          </p>
        )}
      </Block>
    </div>
  );
}

function Address({ lines }: { lines: string[] }) {
  return (
    <address className="not-italic">
      {lines
        .filter((l) => l.trim() !== '')
        .map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
    </address>
  );
}
