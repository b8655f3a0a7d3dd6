/**
 * Reads the payload of an add-to-cart button (src/lib/cart/add-to-cart.ts) in the page-wide cart
 * script. Apart from the writer, so the page's first script carries no card code and no shared
 * chunk. Pure.
 */
import type { AddToCartPayload, AddToCartPreview } from './add-to-cart.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** What a card shows of its product, read from the card around its button (src/features/cart/live.ts). */
export type CardFacts = Pick<AddToCartPreview, 'name' | 'url' | 'image'>;

const CARD_VALUE = /^(\d{1,15}) (\d{1,15}) (\d{1,15}) (.*)$/s;

/**
 * The payload of a button, read leniently: anything that is not exactly an AddToCartPayload (bad
 * JSON, a missing field, a wrong type, a product id below 1) is null, never an exception. A card's
 * short value ("5 500 605 SKU", add-to-cart.ts) takes name, page and picture from `card`; without
 * them it is null too.
 * @example readAddToCartPayload('{"productId":0}') // null
 * @example readAddToCartPayload('5 500 605 RPI5-COOL', { name: 'Cooler', url: '/product/cooler/', image: null }) // { productId: 5, preview: { name: 'Cooler', …, priceCents: 500, priceInclCents: 605 } }
 */
export function readAddToCartPayload(text: string | null | undefined, card?: CardFacts | null): AddToCartPayload | null {
  if (!text) return null;
  const short = CARD_VALUE.exec(text);
  if (short) return readCardValue(short, card);
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

function readCardValue([, id, excl, incl, sku]: RegExpExecArray, card: CardFacts | null | undefined): AddToCartPayload | null {
  const productId = Number(id);
  if (productId < 1 || !card?.name || !card.url || sku === undefined) return null;
  return { productId, preview: { name: card.name, url: card.url, sku, image: card.image, priceCents: Number(excl), priceInclCents: Number(incl) } };
}
