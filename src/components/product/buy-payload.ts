/**
 * The add-to-cart payload of a product page's buttons (the buy box's and the buy bar's; docs/cart.md,
 * add-to-cart buttons): the product, a kit's parts from the page, the line's preview at the price
 * shown. Empty when nothing can be added (a master page, nothing in stock).
 */
import { addToCartAttribute } from '#src/lib/cart/add-to-cart.ts';
import { href } from '#src/lib/routes.ts';
import type { Locale, Shop } from '#src/lib/locales.ts';
import type { ProductDetail } from '#src/server/catalog/product-detail.ts';
import type { Amounts } from '../ui/amounts.ts';

/** Whether the page's product can be added as it is: a variant is chosen (or none exist) and some is in stock. */
export const canBuy = (product: Pick<ProductDetail, 'priceRange' | 'stock'>): boolean => product.priceRange === null && product.stock > 0;

export function buyPayload(product: ProductDetail, price: Amounts, locale: Locale, shop: Shop): string {
  if (!canBuy(product)) return '';
  return addToCartAttribute({
    productId: product.id,
    ...(product.isComposite ? { kitParts: true } : {}),
    preview: {
      name: product.name,
      url: href('product', locale, shop, { slug: product.slugs[locale] }),
      sku: product.sku,
      image: product.images[0]?.url ?? null,
      priceCents: price.excl,
      priceInclCents: price.incl,
    },
  });
}
