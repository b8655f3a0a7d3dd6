/**
 * The standard delivery of the cart (docs/cart.md, delivery in the cart): what it costs, how much
 * more the goods must cost for free delivery with a bar, and the delivery promise of an order
 * placed now, all from the server's cart answer. Shown in the drawer and on the cart page.
 */
import type { ReactNode } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { LOCALE_ISO } from '#src/lib/locales.ts';
import type { CartDeliveryJson } from '#src/lib/cart/types.ts';
import { promiseText } from '#src/lib/checkout/delivery-slots.ts';
import { PriceAmounts } from '#src/components/ui/Price.tsx';
import { amountsOfEuros } from '#src/components/ui/amounts.ts';
import type { CartStrings } from './strings.ts';

/** A translated template with a React node in place of one `{{placeholder}}`. */
export function around(template: string, name: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split(`{{${name}}}`);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

export function Delivery({ delivery, locale, s, now }: { delivery: CartDeliveryJson; locale: Locale; s: CartStrings; now: number }) {
  const d = s.delivery;
  const free = delivery.price_with_tax === 0;
  const percent = Math.round(Math.min(1, Math.max(0, delivery.progress)) * 100);
  return (
    <div className="flex flex-col gap-1.5 text-sm" data-cart-delivery>
      <p className="flex flex-wrap justify-between gap-x-3">
        <span>{delivery.method}</span>
        <span className={free ? 'font-semibold text-ok' : ''}>
          {free ? d.free : <PriceAmounts price={amountsOfEuros(delivery.price_with_tax, delivery.price)} locale={locale} />}
        </span>
      </p>
      {delivery.free_from !== null && (
        <>
          <p className={delivery.remaining > 0 ? '' : 'font-semibold text-ok'} data-free-shipping>
            {delivery.remaining > 0
              ? around(
                  d.more,
                  'amount',
                  <PriceAmounts price={amountsOfEuros(delivery.remaining, delivery.remaining_without_tax)} locale={locale} className="font-semibold" />,
                )
              : d.reached}
          </p>
          {/* SVG attributes instead of a style attribute: the CSP allows no inline styles. */}
          <svg aria-hidden="true" focusable="false" className="h-2 w-full overflow-hidden rounded-full">
            <rect width="100%" height="100%" fill="#e3e7ee" />
            <rect width={`${percent}%`} height="100%" fill="#1d7a46" />
          </svg>
        </>
      )}
      <p className="text-ink-soft" data-delivery-promise>
        {promiseText(delivery, d.promise, LOCALE_ISO[locale], delivery.order_before, now)}
      </p>
    </div>
  );
}
