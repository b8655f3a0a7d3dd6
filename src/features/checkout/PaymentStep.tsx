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
import { PaymentMethodChoices } from './PaymentMethodChoices.tsx';
import { StepLayout } from './StepLayout.tsx';
import { SubmitButton } from './SubmitButton.tsx';
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
            <PaymentMethodChoices methods={methods} chosen={answer.draft.payment_method} step />
            {refusal.fields.payment_method && <p className="text-sm text-danger">{refusal.fields.payment_method}</p>}
          </fieldset>
        )}
        {methods.length > 0 && (
          <div>
            <SubmitButton label={p.submit} busyLabel={s.saving} busy={busy} />
          </div>
        )}
      </form>
    </StepLayout>
  );
}
