/**
 * The cart page (docs/cart.md, notices, drawer and page): lines with quantities, removal and
 * editable kit parts, order bumps, the coupon field, totals incl. or excl. VAT following the
 * customer type, and the way to the checkout. The server renders it with the shopper's cart
 * (complete HTML, no flash) and the island wakes on the shopper's first touch (a press made
 * while it loads is made again once it is live); then the store takes over, seeded with that
 * same cart.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '#src/lib/locales.ts';
import type { CartJson } from '#src/lib/cart/types.ts';
import { cartView } from './optimistic.ts';
import { $cart, seedCart } from './store.ts';
import { LineItem } from './LineItem.tsx';
import { Notices } from './Notices.tsx';
import { CouponForm } from './CouponForm.tsx';
import { OrderBumps } from './OrderBumps.tsx';
import { Totals } from './Totals.tsx';
import { Delivery } from './Delivery.tsx';
import { formatEuros } from '#src/lib/money.ts';
import type { CartStrings } from './strings.ts';

type Props = { strings: CartStrings; locale: Locale; initial: CartJson; checkoutUrl: string; shopUrl: string };

export default function CartPage({ strings: s, locale, initial, checkoutUrl, shopUrl }: Props) {
  const live = useStore($cart);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // The boot script asks the server once per page, with the view_cart event (./boot.ts).
    seedCart(initial);
    setHydrated(true);
  }, [initial]);
  const cart = hydrated ? live : cartView(initial, [], true);
  const now = Date.now();

  if (cart.isEmpty) {
    return (
      <div className="card flex flex-col items-center gap-3 p-10 text-center" data-cart-page>
        <Notices className="text-sm" />
        <p className="text-lg font-semibold outline-none" tabIndex={-1} data-cart-focus>
          {s.empty}
        </p>
        <p className="text-ink-soft">{s.emptyHint}</p>
        <a href={shopUrl} className="btn-primary mt-2 no-underline">
          {s.continueShopping}
        </a>
      </div>
    );
  }
  // The controls work from the first paint: a press made before the island is live is held and
  // made again once it is (the client:interaction directive).
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" data-cart-page>
      <div className="flex min-w-0 flex-col gap-6">
        <section aria-label={s.title} className="card px-4">
          <Notices className="border-b border-line py-2 text-sm" />
          <ul className="divide-y divide-line">
            {cart.items.map((line) => (
              <LineItem key={line.id} line={line} locale={locale} s={s} variant="page" />
            ))}
          </ul>
        </section>
        <OrderBumps offers={cart.orderBump} locale={locale} s={s} />
      </div>
      <aside aria-labelledby="cart-summary-title" className="card flex flex-col gap-4 p-4 lg:sticky lg:top-4">
        <h2 id="cart-summary-title" className="text-lg font-bold outline-none" tabIndex={-1} data-cart-focus>
          {s.summary}
        </h2>
        <CouponForm adjustments={cart.adjustments} country={initial.country} s={s} />
        <Totals cart={cart} locale={locale} s={s} />
        {cart.delivery ? (
          <Delivery delivery={cart.delivery} locale={locale} s={s} now={now} />
        ) : (
          <p className="text-center text-xs text-ink-mute">{s.shippingNote}</p>
        )}
        <a href={checkoutUrl} className="btn-primary w-full no-underline" id="cart-checkout">
          {s.checkout}
        </a>
        <a href={shopUrl} className="text-center text-sm link-plain">
          {s.continueShopping}
        </a>
      </aside>
      {/* The checkout bar of small screens while the summary's button is out of view (src/features/shared/sticky-bar.ts). */}
      <div role="region" aria-label={s.checkoutBar} className="buy-bar" data-sticky-bar data-sticky-for="cart-checkout" data-sticky-when="out">
        <div className="container flex items-center gap-3 py-2">
          <p className="min-w-0 flex-1">
            <span className="block text-xs text-ink-soft">
              {s.total} {s.inclVat}
            </span>
            <span className="text-lg font-bold">{formatEuros(cart.total, locale)}</span>
          </p>
          <a href={checkoutUrl} className="btn-primary shrink-0 no-underline">
            {s.checkout}
          </a>
        </div>
      </div>
    </div>
  );
}
