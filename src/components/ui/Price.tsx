/**
 * A price incl. and excl. VAT (docs/prices-and-vat.md, showing incl. or excl. VAT): both are always
 * in the HTML as `.price-incl` and `.price-excl`, and the body class of the customer type shows
 * one, so a page does not depend on who looks; a price that reads the same both ways is there
 * once. Amounts in integer cents.
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
  className?: string;
};

/**
 * A price with its "incl. VAT"/"excl. VAT" label, and the old price when discounted (cards, product
 * page). On a narrow card the label moves below the amount as a whole ("inkl. MwSt." stays one).
 * The parts are plain elements styled through `.pr` (src/styles/global.css): the amount `<b>`, the
 * label and "From" `<small>`, the old price `<s>`; a list page repeats them on every card.
 * Where both forms read the same (an export: the same amount, the same label) the price is written
 * once, for both customer types, without `.price-incl`/`.price-excl` (docs/prices-and-vat.md).
 */
function Price({ price, was = null, locale, strings, from = false, size = 'sm', className = '' }: PriceProps) {
  const discounted = was !== null && was.incl > price.incl;
  const incl = formatMoney(price.incl, locale);
  const excl = formatMoney(price.excl, locale);
  const wasIncl = discounted ? formatMoney(was.incl, locale) : '';
  const wasExcl = discounted ? formatMoney(was.excl, locale) : '';
  const once = incl === excl && wasIncl === wasExcl && strings.inclVat === strings.exclVat;
  return (
    <span className={`pr${size === 'lg' ? ' pr-lg' : ''}${className && ` ${className}`}`}>
      {from && <small>{strings.from}</small>}
      {once ? (
        <>
          <b>{incl}</b> <small>{strings.inclVat}</small>
          {discounted && <s>{wasIncl}</s>}
        </>
      ) : (
        <>
          <span className="price-incl">
            <b>{incl}</b> <small>{strings.inclVat}</small>
          </span>
          <span className="price-excl">
            <b>{excl}</b> <small>{strings.exclVat}</small>
          </span>
          {discounted && (
            <s>
              <span className="price-incl">{wasIncl}</span>
              <span className="price-excl">{wasExcl}</span>
            </s>
          )}
        </>
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
