/**
 * Stock in bands (src/lib/stock.ts; docs/catalogue.md, stock bands): the exact count only when few
 * are left, with a coloured dot (drawn by CSS). Where only "any in stock or not" is known (search suggestions),
 * it says just that.
 */
import { memo } from 'react';
import { stockBand } from '#src/lib/stock.ts';
import { fill } from '#src/lib/text.ts';

/** The band texts, their `{{count}}` filled here. */
export type StockStrings = { inStock: string; out: string; low: string; some: string; many: string };

export type StockStateProps = {
  /** The count in stock, or only whether any is. */
  stock: number | boolean;
  strings: StockStrings;
  className?: string;
};

function StockState({ stock, strings: s, className = '' }: StockStateProps) {
  const band = typeof stock === 'number' ? stockBand(stock) : stock ? null : stockBand(0);
  const text =
    band === null
      ? s.inStock
      : band.kind === 'out'
        ? s.out
        : band.kind === 'low'
          ? fill(s.low, { count: String(band.count) })
          : band.kind === 'some'
            ? fill(s.some, { count: String(band.count) })
            : fill(s.many, { count: String(band.atLeast) });
  // Green is the `stock` shortcut's own colour (uno.config.ts), so the common case carries no tone
  // class; the coloured dot is its ::before, in the text's colour: no element of its own.
  const tone = band?.kind === 'out' ? ' text-danger' : band?.kind === 'low' ? ' text-warn' : '';
  return <span className={`stock${className && ` ${className}`}${tone}`}>{text}</span>;
}

// memo(): pages render this view to plain HTML many times over; Astro sees a memo component is
// React by its type, where a plain function is rendered once more just to find that out.
export default memo(StockState);
