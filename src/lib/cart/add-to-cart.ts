/**
 * What an add-to-cart button hands the cart: one typed payload in one attribute,
 * `data-add-to-cart='{"productId":12,…}'`, written by the product card and the buy box and read by
 * the page-wide cart script (src/features/cart/boot.ts), so both sides share this type. The
 * renderer escapes the JSON in the attribute; the browser hands it back unescaped. Pure.
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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * The payload of a button, read leniently: anything that is not exactly the shape above (bad JSON,
 * a missing field, a wrong type, a product id below 1) is null, never an exception.
 * @example readAddToCartPayload('{"productId":0}') // null
 */
export function readAddToCartPayload(text: string | null | undefined): AddToCartPayload | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || !isRecord(raw.preview)) return null;
  const { productId, kitParts, preview: p } = raw;
  if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId < 1) return null;
  if (kitParts !== undefined && typeof kitParts !== 'boolean') return null;
  if (typeof p.name !== 'string' || typeof p.url !== 'string' || typeof p.sku !== 'string') return null;
  if (p.image !== null && typeof p.image !== 'string') return null;
  if (!isCents(p.priceCents) || !isCents(p.priceInclCents)) return null;
  const preview: AddToCartPreview = { name: p.name, url: p.url, sku: p.sku, image: p.image, priceCents: p.priceCents, priceInclCents: p.priceInclCents };
  return kitParts ? { productId, kitParts, preview } : { productId, preview };
}
