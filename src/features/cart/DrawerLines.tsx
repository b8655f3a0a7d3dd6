/**
 * The cart drawer's parts that only a cart with lines shows: the lines, the button to the cart
 * page with the total, and the delivery promise (./CartDrawer.tsx). A chunk of their own with the
 * line item, its quantity stepper and the promise, which the cart page shares: a drawer opened
 * on an empty cart never loads them (docs/adr/0008-react-islands.md, JavaScript budget).
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '#src/lib/locales.ts';
import { formatEuros } from '#src/lib/money.ts';
import { $cart } from './store.ts';
import { LineItem } from './LineItem.tsx';
import { Delivery, around } from './Delivery.tsx';
import type { CartStrings } from './strings.ts';

type Parts = { s: CartStrings; locale: Locale };

export function DrawerLines({ s, locale }: Parts) {
  const cart = useStore($cart);
  return (
    <ul className="divide-y divide-line">
      {cart.items.map((line) => (
        <LineItem key={line.id} line={line} locale={locale} s={s} variant="drawer" />
      ))}
    </ul>
  );
}

export function DrawerToCart({ s, locale, cartUrl }: Parts & { cartUrl: string }) {
  const cart = useStore($cart);
  const total = (
    <>
      <span className="price-incl">{formatEuros(cart.total, locale)}</span>
      <span className="price-excl">{formatEuros(cart.totalExclTax, locale)}</span>
    </>
  );
  return (
    <a href={cartUrl} className="btn-primary w-full no-underline" aria-busy={cart.isBusy}>
      {around(s.toCart, 'total', total)}
    </a>
  );
}

export function DrawerDelivery({ s, locale }: Parts) {
  const cart = useStore($cart);
  return cart.delivery ? (
    <Delivery delivery={cart.delivery} locale={locale} s={s} now={Date.now()} />
  ) : (
    <p className="text-center text-xs text-ink-mute">{s.shippingNote}</p>
  );
}
