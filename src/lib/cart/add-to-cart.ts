/**
 * What an add-to-cart button hands the cart: one typed payload in one attribute, written by the
 * product card and the buy box and read by the page-wide cart script (src/features/cart/live.ts),
 * so both sides share these types. The buy box's is JSON, `data-add-to-cart='{"productId":12,…}'`
 * (the renderer escapes it in the attribute; the browser hands it back unescaped). A card's is
 * short, `data-add-to-cart="12 1979 2395 SKU"`, because a list page repeats it two dozen times:
 * what the preview needs beyond it (name, page, picture) the script reads from the card around the
 * button. The reader is its own module (read-add-to-cart.ts), so the cards' islands and the
 * page-wide script each bundle only their half. Pure.
 */

/** What the cart shows for a line until the server confirms it (docs/cart.md, optimistic updates). */
export type AddToCartPreview = {
  name: string;
  /** The product page. */
  url: string;
  sku: string;
  /** The product's picture (its source URL), if it has one. */
  image: string | null;
  /** Unit price in integer cents, excl. and incl. VAT of the page's region. */
  priceCents: number;
  priceInclCents: number;
};

export type AddToCartPayload = {
  productId: number;
  /**
   * A kit whose steps are on this page (`[data-kit]`, its product page): the parts chosen there go
   * along. Without it a kit is added in its default configuration (a card).
   */
  kitParts?: boolean;
  preview: AddToCartPreview;
};

/** The attribute's value. @example addToCartAttribute({ productId: 5, preview }) // '{"productId":5,"preview":{…}}' */
export function addToCartAttribute(payload: AddToCartPayload): string {
  return JSON.stringify(payload);
}

/** A card's part of the payload: what the card does not show as it is (docs/cart.md, add-to-cart buttons). */
export type CardAddToCart = Pick<AddToCartPayload, 'productId'> & Pick<AddToCartPreview, 'sku' | 'priceCents' | 'priceInclCents'>;

/**
 * A card button's value: product id, unit price excl. and incl. VAT in cents, SKU (the rest, spaces and all).
 * @example cardAddToCartAttribute({ productId: 5, priceCents: 500, priceInclCents: 605, sku: 'RPI5-COOL' }) // "5 500 605 RPI5-COOL"
 */
export function cardAddToCartAttribute({ productId, priceCents, priceInclCents, sku }: CardAddToCart): string {
  return `${productId} ${priceCents} ${priceInclCents} ${sku}`;
}
