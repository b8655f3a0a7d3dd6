/**
 * The plain strings the shared views need, built on the server from the page's translator
 * (docs/README.md, conventions: islands receive only the strings they need). A page passes them
 * to a view it renders itself; an island gets them inside its one strings prop.
 */
import type { Translate } from '../../lib/i18n.ts';
import type { PriceStrings } from './Price.tsx';

export function priceStrings(t: Translate): PriceStrings {
  return { inclVat: t('common.inclVat'), exclVat: t('common.exclVat'), from: t('product.priceFrom') };
}
