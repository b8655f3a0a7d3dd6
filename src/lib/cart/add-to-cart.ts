/**
 * What an add-to-cart button hands the cart: one typed payload in one attribute,
 * `data-add-to-cart='{"productId":12,…}'`, written by the product card and the buy box and read by
 * the page-wide cart script (src/features/cart/boot.ts), so both sides share this type. The
 * renderer escapes the JSON in the attribute; the browser hands it back unescaped. The reader is
 * its own module (read-add-to-cart.ts), so the cards' islands and the page-wide script each bundle
 * only their half. Pure.
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
