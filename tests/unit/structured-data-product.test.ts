import { describe, expect, it } from 'vitest';
import { productLd, serializeLd, type ProductLdInput } from '#src/lib/structured-data.ts';

const origin = 'https://shop.example';
const base: ProductLdInput = {
  path: '/product/raspberry-pi-5-8gb/',
  name: 'Raspberry Pi 5 8GB',
  description: 'The fastest Raspberry Pi.',
  sku: 'RPI5-8GB',
  mpn: 'SC1112',
  gtin: '5056561803326',
  brand: 'Raspberry Pi',
  images: ['/media/products/RPI5-8GB-1.svg', 'https://cdn.example/x.png'],
  offer: { kind: 'single', priceCents: 8795, inStock: true },
  rating: { average: 4.56, count: 12 },
};

describe('productLd', () => {
  it('describes a single product with an Offer in euros with absolute URLs', () => {
    const ld = productLd(origin, base);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Raspberry Pi 5 8GB',
      sku: 'RPI5-8GB',
      mpn: 'SC1112',
      gtin13: '5056561803326',
      brand: { '@type': 'Brand', name: 'Raspberry Pi' },
      image: ['https://shop.example/media/products/RPI5-8GB-1.svg', 'https://cdn.example/x.png'],
      url: 'https://shop.example/product/raspberry-pi-5-8gb/',
      offers: {
        '@type': 'Offer',
        price: '87.95',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://shop.example/product/raspberry-pi-5-8gb/',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: 12, bestRating: '5' },
    });
  });

  it('uses an AggregateOffer with the price range for a master', () => {
    const ld = productLd(origin, { ...base, gtin: null, offer: { kind: 'aggregate', lowCents: 599, highCents: 1099, offerCount: 4, inStock: false } });
    expect(ld.offers).toEqual({
      '@type': 'AggregateOffer',
      url: 'https://shop.example/product/raspberry-pi-5-8gb/',
      lowPrice: '5.99',
      highPrice: '10.99',
      offerCount: 4,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(Object.keys(ld).filter((k) => k.startsWith('gtin'))).toEqual([]);
  });

  it('names the GTIN by its length and falls back to gtin', () => {
    expect(productLd(origin, { ...base, gtin: '12345670' })).toHaveProperty('gtin8', '12345670');
    expect(productLd(origin, { ...base, gtin: '012345678905' })).toHaveProperty('gtin12', '012345678905');
    expect(productLd(origin, { ...base, gtin: '10012345678902' })).toHaveProperty('gtin14', '10012345678902');
    expect(productLd(origin, { ...base, gtin: 'ABC-1' })).toHaveProperty('gtin', 'ABC-1');
  });

  it('leaves out rating, brand and mpn when there are none', () => {
    const ld = productLd(origin, { ...base, rating: null, brand: null, mpn: null });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('mpn');
    expect(productLd(origin, { ...base, rating: { average: 0, count: 0 } })).not.toHaveProperty('aggregateRating');
  });

  it('serialises safely inside a script element', () => {
    const json = serializeLd(productLd(origin, { ...base, name: '</script><b>' }));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><b>');
  });
});
