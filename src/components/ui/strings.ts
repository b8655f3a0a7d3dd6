/**
 * The plain strings the shared views need, built on the server from the page's translator
 * (docs/README.md, conventions: islands receive only the strings they need). A page passes them
 * to a view it renders itself; an island gets them inside its one strings prop. Placeholders stay
 * `{{count}}` and `{{rating}}`, filled by the view (src/lib/text.ts) on the server and in the
 * browser alike.
 */
import type { Translate } from '../../lib/i18n.ts';
import type { PriceStrings } from './Price.tsx';
import type { StockStrings } from './StockState.tsx';

const raw = { skipInterpolation: true } as const;

export function priceStrings(t: Translate): PriceStrings {
  return { inclVat: t('common.inclVat'), exclVat: t('common.exclVat'), from: t('product.priceFrom') };
}

export function stockStrings(t: Translate): StockStrings {
  return {
    inStock: t('common.inStock'),
    out: t('common.outOfStock'),
    low: t('common.lowStock', raw),
    some: t('product.stock.some', raw),
    many: t('product.stock.many', raw),
  };
}

/** The star rating's label, "Rated {{rating}} out of 5". */
export function ratedLabel(t: Translate): string {
  return t('product.reviews.rated', raw);
}
