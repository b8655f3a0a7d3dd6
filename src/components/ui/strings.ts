/**
 * The plain strings the shared views need, built on the server from the page's translator
 * (docs/README.md, conventions: islands receive only the strings they need). A page passes them
 * to a view it renders itself; an island gets them inside its one strings prop. Placeholders stay
 * `{{name}}`, `{{count}}` and `{{rating}}`, filled by the view (src/lib/text.ts) on the server and
 * in the browser alike; plural forms travel uninterpolated.
 */
import type { Translate } from '#src/lib/i18n.ts';
import { vatRateBp } from '#src/lib/vat.ts';
import type { Plural } from '#src/lib/text.ts';
import type { PriceStrings } from './Price.tsx';
import type { StockStrings } from './StockState.tsx';

const raw = { skipInterpolation: true } as const;

/**
 * The labels of the prices of a page priced for `country` (its region): a price that carries no
 * VAT (an export outside the EU) is never labelled "incl. VAT", whichever customer type looks
 * (docs/prices-and-vat.md, labels that tell the truth).
 */
export function priceStrings(t: Translate, country: string): PriceStrings {
  const from = t('product.priceFrom');
  if (vatRateBp({ country }) === 0) return { inclVat: t('common.noVatExport'), exclVat: t('common.noVatExport'), from };
  return { inclVat: t('common.inclVat'), exclVat: t('common.exclVat'), from };
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

/** The labels of a favourites heart: what a press does, with `{{name}}`. */
export type HeartStrings = { add: string; remove: string };

export function heartStrings(t: Translate): HeartStrings {
  return { add: t('favorites.add', raw), remove: t('favorites.remove', raw) };
}

export type CardStrings = {
  price: PriceStrings;
  stock: StockStrings;
  heart: HeartStrings;
  rated: string;
  reviews: Plural;
  addToCart: string;
  /** The add-to-cart button's label, with `{{name}}`. */
  addNamed: string;
  chooseVariant: string;
};

/** Everything a product card says, its prices priced for `country`. */
export function cardStrings(t: Translate, country: string): CardStrings {
  return {
    price: priceStrings(t, country),
    stock: stockStrings(t),
    heart: heartStrings(t),
    rated: ratedLabel(t),
    reviews: { one: t('common.reviews', { count: 1, ...raw }), other: t('common.reviews', { count: 2, ...raw }) },
    addToCart: t('common.addToCart'),
    addNamed: t('product.addNamed', raw),
    chooseVariant: t('product.chooseVariant'),
  };
}
