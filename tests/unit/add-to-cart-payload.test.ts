/** The add-to-cart payload (src/lib/cart/add-to-cart.ts, read-add-to-cart.ts): what the card and the buy box write is what the cart script reads. */
import { describe, expect, it } from 'vitest';
import { addToCartAttribute, type AddToCartPayload } from '#src/lib/cart/add-to-cart.ts';
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
