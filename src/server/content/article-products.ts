/**
 * The catalogue's products an article names, read for its page: a project's parts, a post's
 * products (docs/catalogue.md, covers and parts). A SKU the catalogue does not answer (unknown or
 * inactive) is left out and logged once per entry and process; a failed read leaves the cards out
 * and is logged, and the article still shows with the parts the shop does not sell.
 */
import type { Locale } from '#src/lib/locales.ts';
import { partsView, type PartRef, type PartsView } from '#src/lib/article-parts.ts';
import { cardsBySku, type ProductCard } from '../catalog/cards.ts';

/** "entry id:SKU" pairs already logged as missing; bounded by the content, which is finite. */
const reported = new Set<string>();

/** The parts of the entry with id `entryId` ("en/pi-zero-doorbell") in the page's locale. */
export async function articleProducts(entryId: string, locale: Locale, parts: readonly PartRef[]): Promise<PartsView<ProductCard>> {
  const skus = parts.flatMap((part) => ('sku' in part ? [part.sku] : []));
  let cards: Map<string, ProductCard>;
  try {
    cards = await cardsBySku(locale, skus);
  } catch (err) {
    console.error(`[content] the products of ${entryId} could not be read, their cards are left out:`, err instanceof Error ? err.message : err);
    return { ...partsView(parts, new Map()), missing: [] };
  }
  const view = partsView(parts, cards);
  for (const sku of view.missing) {
    const key = `${entryId}:${sku}`;
    if (reported.has(key)) continue;
    reported.add(key);
    console.warn(`[content] ${entryId} names ${sku}, which is no active product: left out`);
  }
  return view;
}
