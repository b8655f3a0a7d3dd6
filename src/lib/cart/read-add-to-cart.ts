/**
 * Reads the payload of an add-to-cart button (src/lib/cart/add-to-cart.ts) in the page-wide cart
 * script. Apart from the writer, so the page's first script carries no card code and no shared
 * chunk. Pure.
 */
import type { AddToCartPayload, AddToCartPreview } from './add-to-cart.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * The payload of a button, read leniently: anything that is not exactly an AddToCartPayload (bad
 * JSON, a missing field, a wrong type, a product id below 1) is null, never an exception.
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
