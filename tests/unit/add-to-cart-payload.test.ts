/**
 * The add-to-cart payload (src/lib/cart/add-to-cart.ts, read-add-to-cart.ts): what the card and the
 * buy box write is what the cart script reads; a card's short value with what the card shows.
 */
import { describe, expect, it } from 'vitest';
import { addToCartAttribute, cardAddToCartAttribute, type AddToCartPayload } from '#src/lib/cart/add-to-cart.ts';
import { readAddToCartPayload } from '#src/lib/cart/read-add-to-cart.ts';

const payload: AddToCartPayload = {
  productId: 12,
  preview: {
    name: 'Raspberry Pi 5 "8GB" & case',
    url: '/product/pi-5/',
    sku: 'RPI5-8GB',
    image: '/media/products/RPI5-8GB-1.svg',
    priceCents: 7990,
    priceInclCents: 9668,
  },
};

describe('the add-to-cart payload', () => {
  it('reads back what was written, kit flag included', () => {
    expect(readAddToCartPayload(addToCartAttribute(payload))).toEqual(payload);
    const kit = { ...payload, kitParts: true };
    expect(readAddToCartPayload(addToCartAttribute(kit))).toEqual(kit);
    expect(readAddToCartPayload(addToCartAttribute({ ...payload, preview: { ...payload.preview, image: null } }))?.preview.image).toBeNull();
  });

  it("reads a card's short value with the name, page and picture the card shows", () => {
    const { name, url, image, sku, priceCents, priceInclCents } = payload.preview;
    const value = cardAddToCartAttribute({ productId: 12, sku, priceCents, priceInclCents });
    expect(value).toBe('12 7990 9668 RPI5-8GB');
    expect(readAddToCartPayload(value, { name, url, image })).toEqual(payload);
    // A SKU may hold spaces: it is the rest of the value.
    expect(readAddToCartPayload('12 7990 9668 A B', { name, url, image })?.preview.sku).toBe('A B');
    // Without the card (a button outside one), or a card without name or page, nothing is read.
    expect(readAddToCartPayload(value)).toBeNull();
    expect(readAddToCartPayload(value, { name: '', url, image })).toBeNull();
    expect(readAddToCartPayload(value, { name, url: '', image })).toBeNull();
    expect(readAddToCartPayload('0 7990 9668 X', { name, url, image })).toBeNull();
    expect(readAddToCartPayload('12 79.9 9668 X', { name, url, image })).toBeNull();
  });

  it('leaves out what is not part of it', () => {
    const text = JSON.stringify({ ...payload, kitParts: false, extra: 1, preview: { ...payload.preview, more: 'x' } });
    expect(readAddToCartPayload(text)).toEqual(payload);
  });

  it('is null, never an exception, for anything else', () => {
    for (const text of [
      undefined,
      null,
      '',
      '{',
      '[]',
      'null',
      '12',
      '{"productId":12}',
      JSON.stringify({ ...payload, productId: 0 }),
      JSON.stringify({ ...payload, productId: 1.5 }),
      JSON.stringify({ ...payload, productId: '12' }),
      JSON.stringify({ ...payload, kitParts: 'yes' }),
      JSON.stringify({ ...payload, preview: { ...payload.preview, priceCents: 79.9 } }),
      JSON.stringify({ ...payload, preview: { ...payload.preview, priceInclCents: -1 } }),
      JSON.stringify({ ...payload, preview: { ...payload.preview, name: 5 } }),
      JSON.stringify({ ...payload, preview: { ...payload.preview, image: 3 } }),
    ])
      expect(readAddToCartPayload(text)).toBeNull();
  });
});
