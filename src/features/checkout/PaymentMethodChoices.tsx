/**
 * The payment methods as cards with their logos, one radio each named `payment_method`: on the
 * payment step, and again on the confirmation when a payment failed and the shopper may pay with
 * another method. The radios are uncontrolled, so a choice made before the island wakes is read
 * with the form.
 */
import type { PaymentMethodJson } from '#src/lib/api/checkout.ts';
import { firstChoice } from './format.ts';

type Props = {
  methods: PaymentMethodJson[];
  /** The method chosen before (the draft's or the order's), else the first one is checked. */
  chosen: string | null;
  /** The payment step ties each card's label to its radio by id and gives the cards more height. */
  step?: boolean;
};

export function PaymentMethodChoices({ methods, chosen, step = false }: Props) {
  const initial = firstChoice(methods, chosen);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {methods.map((method) => {
        const id = step ? `co-payment-${method.id}` : undefined;
        return (
          <label
            key={method.id}
            htmlFor={id}
            className={`co-choice flex ${step ? 'min-h-16 ' : ''}cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-4 py-3`}
          >
            <input
              id={id}
              type="radio"
              name="payment_method"
              value={method.id}
              defaultChecked={method.id === initial}
              className="h-4 w-4 shrink-0 accent-brand"
            />
            <img src={method.brand.image} alt="" width={48} height={32} loading="lazy" className="h-8 w-12 shrink-0 object-contain" />
            <span className="font-semibold">{method.name}</span>
          </label>
        );
      })}
    </div>
  );
}
