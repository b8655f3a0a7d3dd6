/**
 * Subtotal and discounts incl. or excl. VAT following the customer type, then VAT and the total
 * to pay (incl. VAT; a business also sees the total excl. VAT). The server's numbers. The total's
 * label tells the truth: an export or a reverse charge carries no VAT, and says so
 * (docs/prices-and-vat.md, labels that tell the truth).
 */
import { fill } from '#src/lib/text.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { CartView } from './optimistic.ts';
import { PriceAmounts } from '#src/components/ui/Price.tsx';
import { amountsOfEuros } from '#src/components/ui/amounts.ts';
import { formatEuros } from '#src/lib/money.ts';
import type { CartStrings } from './strings.ts';

export function Totals({ cart, locale, s }: { cart: CartView; locale: Locale; s: CartStrings }) {
  return (
    <>
      <dl
        className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm transition-opacity ${cart.isBusy ? 'opacity-60' : ''}`}
        aria-busy={cart.isBusy}
        data-cart-totals
      >
        <dt>{s.subtotal}</dt>
        <dd className="text-right">
          <PriceAmounts price={amountsOfEuros(cart.totalSubTotal, cart.totalSubTotalExclTax)} locale={locale} />
        </dd>
        {cart.adjustments
          .filter((a) => a.applies)
          .map((a) => (
            <div key={a.id} className="contents text-ok">
              <dt>{fill(s.discount, { code: a.code })}</dt>
              <dd className="text-right">
                −<PriceAmounts price={amountsOfEuros(a.discount, a.discount_without_tax)} locale={locale} />
              </dd>
            </div>
          ))}
        <dt className="price-excl">{s.totalExcl}</dt>
        <dd className="price-excl text-right">{formatEuros(cart.totalExclTax, locale)}</dd>
        <dt>{s.tax}</dt>
        <dd className="text-right">{formatEuros(cart.totalTax, locale)}</dd>
        <div className="col-span-2 my-1 border-t border-line" aria-hidden="true" />
        <dt className="text-base font-bold">
          {s.total}{' '}
          <span className="text-xs font-normal text-ink-mute">{cart.reverseCharge ? s.noVatReverse : cart.taxRate === 0 ? s.noVatExport : s.inclVat}</span>
        </dt>
        <dd className="text-right text-base font-bold" data-cart-total-value>
          {formatEuros(cart.total, locale)}
        </dd>
      </dl>
      {cart.reverseCharge && (
        <p className="text-xs text-ink-soft" data-cart-reverse-charge>
          {s.reverseCharge}
        </p>
      )}
    </>
  );
}
