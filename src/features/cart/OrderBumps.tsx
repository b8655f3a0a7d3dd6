/**
 * Order bumps offered by the cart: a taken offer shows as a temporary line until the server answers
 * (docs/cart.md, order bumps and optimistic updates).
 */
import { useStore } from '@nanostores/react';
import { fill } from '../../lib/text';
import type { Locale } from '../../lib/locales';
import type { OrderBumpJson } from '../../lib/cart/types';
import { $cartPending } from './store';
import { addOrderBump, removeOrderBump } from './actions';
import { PriceAmounts } from '../../components/ui/Price';
import { amountsOfEuros } from '../../components/ui/amounts';
import { formatEuros } from '../../lib/money';
import type { CartStrings } from './strings';

export function OrderBumps({ offers, locale, s }: { offers: OrderBumpJson[]; locale: Locale; s: CartStrings }) {
  const pending = useStore($cartPending);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="cart-bumps-title" className="card p-4">
      <h2 id="cart-bumps-title" className="text-base font-bold">{s.bumps.title}</h2>
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
                  <strong><PriceAmounts price={amountsOfEuros(offer.price_with_tax, offer.price)} locale={locale} /></strong>{' '}
                  <s className="text-ink-mute"><PriceAmounts price={amountsOfEuros(offer.original_price_with_tax, offer.original_price)} locale={locale} /></s>{' '}
                  <span className="font-semibold text-ok">{fill(s.bumps.save, { percent: String(offer.discount_percent) })}</span>
                </p>
              </div>
              {added ? (
                <button type="button" className="btn-ghost w-full shrink-0 py-2 text-sm sm:w-auto" aria-pressed="true" disabled={busy}
                  onClick={() => void removeOrderBump(offer.product_id, offer.bump_id)}>✓ {s.bumps.added}</button>
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
