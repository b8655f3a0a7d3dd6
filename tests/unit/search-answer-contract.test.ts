/**
 * The search answer's contract in src/lib/search-answer.ts is what the browser reads; the server
 * builds the answer in src/server/search/answer.ts. The type check (`npm run check`) fails here when
 * the two drift apart; the run checks one real answer's fields.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { searchAnswer } from '../../src/server/search/answer.ts';
import { SHOPS } from '../../src/lib/locales.ts';
import type { SearchAnswer, SearchProductJson } from '../../src/lib/search-answer.ts';

describe('the search answer contract', () => {
  it('is the shape the server builds', () => {
    expectTypeOf<ReturnType<typeof searchAnswer>>().toExtend<SearchAnswer>();
    expectTypeOf<SearchAnswer>().toExtend<ReturnType<typeof searchAnswer>>();
  });

  it('holds a product as the server answers it, in euros', () => {
    const answer: SearchAnswer = searchAnswer({
      products: [{
        id: 7, sku: 'A-7', name: 'Seven', slug: 'seven', brand: null, imageUrl: null, stock: 3, rating: 4.5, reviewCount: 2,
        priceCents: 1000, originalPriceCents: 1200, variants: [],
      }],
      total: 1, page: 1, perPage: 20, lastPage: 1, categories: [], properties: [], priceRange: { minCents: 1210, maxCents: 1210 }, corrections: {},
    }, { locale: 'en', shop: SHOPS.international, vatRateBp: 2100, query: 'seven' });
    const product: SearchProductJson | undefined = answer.products[0];
    expect(product).toMatchObject({ id: 7, url: '/product/seven/', in_stock: true, price: 10, price_with_tax: 12.1, original_price: 12, original_price_with_tax: 14.52 });
    expect(answer.price_range).toEqual({ min: 12.1, max: 12.1 });
  });
});
