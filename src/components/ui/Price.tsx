/**
 * A price incl. and excl. VAT (docs/prices-and-vat.md, showing incl. or excl. VAT): both are always
 * in the HTML as `.price-incl` and `.price-excl`, and the body class of the customer type shows
 * one, so a page does not depend on who looks. Amounts in integer cents.
 */
import { memo } from 'react';
import { formatMoney } from '#src/lib/money.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { Amounts } from './amounts.ts';

export type PriceStrings = { inclVat: string; exclVat: string; from: string };

export type PriceProps = {
  price: Amounts;
  /** The price before a discount: struck through beside the price when it is higher. */
  was?: Amounts | null;
  locale: Locale;
  strings: PriceStrings;
  /** The lowest of several prices (variants): "From" goes before it. */
  from?: boolean;
  size?: 'sm' | 'lg';
};

/**
 * A price with its "incl. VAT"/"excl. VAT" label, and the old price when discounted (cards, product
 * page). On a narrow card the label moves below the amount as a whole ("inkl. MwSt." stays one).
 */
function Price({ price, was = null, locale, strings, from = false, size = 'sm' }: PriceProps) {
  const big = size === 'lg' ? 'text-2xl' : 'text-lg';
  const discounted = was !== null && was.incl > price.incl;
  return (
    <span className="pr-line">
      {from && <span className="text-xs text-ink-mute">{strings.from}</span>}
      <span className="price-incl">
        <span className={`font-bold ${big}`}>{formatMoney(price.incl, locale)}</span> <span className="pr-note">{strings.inclVat}</span>
      </span>
      <span className="price-excl">
        <span className={`font-bold ${big}`}>{formatMoney(price.excl, locale)}</span> <span className="pr-note">{strings.exclVat}</span>
      </span>
      {discounted && (
        <s className="text-sm text-ink-mute">
          <span className="price-incl">{formatMoney(was.incl, locale)}</span>
          <span className="price-excl">{formatMoney(was.excl, locale)}</span>
        </s>
      )}
    </span>
  );
}

/** The bare amounts, without labels, for places that say once what they hold (cart lines and totals). */
export function PriceAmounts({ price, locale, className = '' }: { price: Amounts; locale: Locale; className?: string }) {
  return (
    <>
      <span className={`price-incl ${className}`}>{formatMoney(price.incl, locale)}</span>
      <span className={`price-excl ${className}`}>{formatMoney(price.excl, locale)}</span>
    </>
  );
}

// memo(): pages render this view to plain HTML many times over; Astro sees a memo component is
// React by its type, where a plain function is rendered once more just to find that out.
export default memo(Price);
