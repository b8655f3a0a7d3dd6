/**
 * Order bumps offered by the cart: a taken offer shows as a temporary line until the server answers
 * (docs/cart.md, order bumps and optimistic updates).
 */
import { useStore } from '@nanostores/react';
import { fill } from '#src/lib/text.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { OrderBumpJson } from '#src/lib/cart/types.ts';
import { $cartPending } from './store.ts';
import { addOrderBump, removeOrderBump } from './actions.ts';
import { PriceAmounts } from '#src/components/ui/Price.tsx';
import { amountsOfEuros } from '#src/components/ui/amounts.ts';
import { formatEuros } from '#src/lib/money.ts';
import type { CartStrings } from './strings.ts';

export function OrderBumps({ offers, locale, s }: { offers: OrderBumpJson[]; locale: Locale; s: CartStrings }) {
  const pending = useStore($cartPending);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="cart-bumps-title" className="card p-4">
      <h2 id="cart-bumps-title" className="text-base font-bold">
        {s.bumps.title}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {offers.map((offer) => {
          const busy = pending.some((op) => op.kind === 'bump' && op.bumpId === offer.bump_id);
          const added = offer.item_id !== null || busy;
          return (
            <li key={offer.bump_id} className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-brand/40 bg-brand-light/40 p-3">
              {offer.image && <img src={offer.image} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded bg-white object-contain p-1" />}
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold">{offer.title}</p>
                <p className="text-sm text-ink-soft">{offer.description}</p>
                <p className="mt-1 text-sm">
                  <strong>
                    <PriceAmounts price={amountsOfEuros(offer.price_with_tax, offer.price)} locale={locale} />
                  </strong>{' '}
                  <s className="text-ink-mute">
                    <PriceAmounts price={amountsOfEuros(offer.original_price_with_tax, offer.original_price)} locale={locale} />
                  </s>{' '}
                  <span className="font-semibold text-ok">{fill(s.bumps.save, { percent: String(offer.discount_percent) })}</span>
                </p>
              </div>
              {added ? (
                <button
                  type="button"
                  className="btn-ghost w-full shrink-0 py-2 text-sm sm:w-auto"
                  aria-pressed="true"
                  disabled={busy}
                  onClick={() => void removeOrderBump(offer.product_id, offer.bump_id)}
                >
                  ✓ {s.bumps.added}
                </button>
              ) : (
                <button type="button" className="btn-primary w-full shrink-0 py-2 text-sm sm:w-auto" onClick={() => void addOrderBump(offer)}>
                  <span className="price-incl">{fill(s.bumps.add, { price: formatEuros(offer.price_with_tax, locale) })}</span>
                  <span className="price-excl">{fill(s.bumps.add, { price: formatEuros(offer.price, locale) })}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
