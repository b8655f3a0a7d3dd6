/**
 * The payment step (docs/checkout.md, payment methods): the methods that take payments from the
 * delivery country, as cards with their logos. Saving it tells the data layer (add_payment_info)
 * and goes on to the review. The island wakes on first touch; a choice made before that is in the
 * DOM and read when the form is sent.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import type { CheckoutAnswer, PaymentMethodJson, SummaryJson } from '#src/lib/api/checkout.ts';
import { fill } from '#src/lib/text.ts';
import { savePayment, speak } from './api.ts';
import { cartRef, pushOnce } from './analytics.ts';
import { FormProblem } from './Fields.tsx';
import { StepLayout } from './StepLayout.tsx';
import { isBusiness } from './format.ts';
import { useStep } from './use-step.ts';
import type { CheckoutStrings } from './strings.ts';

type Props = {
  s: CheckoutStrings;
  locale: Locale;
  answer: CheckoutAnswer;
  methods: PaymentMethodJson[];
  countryName: string;
  nextUrl: string;
  homeUrl: string;
};

export default function PaymentStep({ s, locale, answer, methods, countryName, nextUrl, homeUrl }: Props) {
  const p = s.payment;
  const business = isBusiness(answer.draft.information);
  const initialChoice = methods.find((m) => m.id === answer.draft.payment_method)?.id ?? methods[0]?.id ?? '';
  const [summary, setSummary] = useState<SummaryJson | null>(answer.summary);
  const { busy, refusal, form, refuse, run } = useStep(s);

  useEffect(() => speak(locale), [locale]);

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const method = String(new FormData(event.currentTarget).get('payment_method') ?? '');
    void run(async () => {
      const outcome = await savePayment(method);
      if (!outcome.ok) {
        refuse(outcome);
        return 'stay';
      }
      const saved = outcome.data.summary;
      if (!saved) {
        location.assign(homeUrl);
        return 'leave';
      }
      setSummary(saved);
      pushOnce('add_payment_info', cartRef(), saved, { payment_type: methods.find((m) => m.id === method)?.name ?? method });
      location.assign(nextUrl);
      return 'leave';
    });
  }

  return (
    <StepLayout summary={summary} s={s} locale={locale} business={business}>
      <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormProblem message={refusal.message} problems={[]} />
        {methods.length === 0 ? (
          <p className="text-ink-soft">{fill(p.none, { country: countryName })}</p>
        ) : (
          <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
            <legend className="mb-3 p-0 text-lg font-bold">{fill(p.legend, { country: countryName })}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {methods.map((method) => {
                const id = `co-payment-${method.id}`;
                return (
                  <label
                    key={method.id}
                    htmlFor={id}
                    className="co-choice flex min-h-16 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-4 py-3"
                  >
                    <input
                      id={id}
                      type="radio"
                      name="payment_method"
                      value={method.id}
                      defaultChecked={method.id === initialChoice}
                      className="h-4 w-4 shrink-0 accent-brand"
                    />
                    <img src={method.brand.image} alt="" width={48} height={32} loading="lazy" className="h-8 w-12 shrink-0 object-contain" />
                    <span className="font-semibold">{method.name}</span>
                  </label>
                );
              })}
            </div>
            {refusal.fields.payment_method && <p className="text-sm text-danger">{refusal.fields.payment_method}</p>}
          </fieldset>
        )}
        {methods.length > 0 && (
          <div>
            <button type="submit" className="btn-primary min-w-48" aria-disabled={busy || undefined}>
              {busy ? s.saving : p.submit}
            </button>
          </div>
        )}
      </form>
    </StepLayout>
  );
}
