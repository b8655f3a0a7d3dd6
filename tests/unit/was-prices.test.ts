/**
 * Was-prices in the answers the server builds (docs/prices-and-vat.md, was-prices): the cart, the
 * favourites and the search strike through a product's reference price, the lowest of the 30 days
 * before its current price, and only when it is above that price. A bump offer's "was" is today's
 * price it takes its discount off, whatever the product's reference price. Pure: the reference
 * price comes in as a product fact (the database computes it, tests/api/was-prices.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { translator } from '#src/lib/i18n.ts';
import { SHOPS } from '#src/lib/locales.ts';
import { cartJson, type CartState, type ViewContext } from '#src/server/cart/view.ts';
import type { BumpFacts, ProductFacts } from '#src/server/cart/facts.ts';
import type { StoredLine } from '#src/server/cart/repository.ts';
import { favoriteJson } from '#src/server/favorites/answer.ts';
import { searchAnswer } from '#src/server/search/answer.ts';
import type { SearchProduct } from '#src/server/search/results.ts';
import { cardFromCatalog } from '#src/components/ui/card-data.ts';

const product = (id: number, priceCents: number, referencePriceCents: number | null): ProductFacts => ({
  id,
  sku: `SKU-${id}`,
  priceCents,
  referencePriceCents,
  stock: 10,
  active: true,
  isComposite: false,
  masterId: null,
  hasVariants: false,
  name: `Product ${id}`,
  slug: `product-${id}`,
  description: '',
  media: [],
});

const line = (id: number, productId: number, bumpId: number | null = null): StoredLine => ({ id, productId, quantity: 1, options: '', parts: null, bumpId });

const ctx: ViewContext = {
  locale: 'en',
  shop: SHOPS.international,
  t: translator('en'),
  country: 'NL',
  rateBp: 2100,
  reverseCharge: false,
  customerId: null,
  now: new Date('2026-11-24T12:00:00Z'),
};

function cart(products: ProductFacts[], lines: StoredLine[], bumps: BumpFacts[] = []): ReturnType<typeof cartJson> {
  const state: CartState = {
    cart: { id: 'c', version: 1, customerId: null },
    lines,
    products: new Map(products.map((p) => [p.id, p])),
    steps: new Map(),
    bumps,
    coupons: [],
  };
  return cartJson(state, ctx);
}

describe('the cart', () => {
  it('strikes through the reference price of a line, with the VAT of the region', () => {
    const [item] = cart([product(1, 8000, 10000)], [line(11, 1)]).items;
    expect(item).toMatchObject({ price: 80, original_price: 100, original_price_with_tax: 121 });
  });

  it('shows no was-price without a reference price, or with one not above the price', () => {
    const items = cart([product(1, 8000, null), product(2, 8000, 8000), product(3, 8000, 6000)], [line(11, 1), line(12, 2), line(13, 3)]).items;
    expect(items.map((i) => [i.original_price, i.original_price_with_tax])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it("strikes through today's price on a bump line and offer, not the product's reference price", () => {
    const bump: BumpFacts = { id: 7, productId: 2, triggerProductId: 1, discountPercent: 25, title: 'Add a cooler', description: '' };
    const answer = cart([product(1, 8000, null), product(2, 1000, 1500)], [line(11, 1), line(12, 2, 7)], [bump]);
    expect(answer.items[1]).toMatchObject({ price: 7.5, original_price: 10, original_price_with_tax: 12.1 });
    expect(answer.orderBump[0]).toMatchObject({ price: 7.5, original_price: 10 });
  });
});

describe('the favourites', () => {
  const answer = { locale: 'en', shop: SHOPS.international, rateBp: 2100 } as const;

  it('answer the reference price as original_price when it is above the price', () => {
    expect(favoriteJson(product(1, 8000, 10000), answer)).toMatchObject({ price: 80, original_price: 100, original_price_with_tax: 121 });
    expect(favoriteJson(product(1, 8000, 8000), answer)).toMatchObject({ original_price: null, original_price_with_tax: null });
    expect(favoriteJson(product(1, 8000, null), answer)).toMatchObject({ original_price: null, original_price_with_tax: null });
  });
});

describe('the search', () => {
  const found = (p: Partial<SearchProduct>): SearchProduct => ({
    id: 1,
    sku: 'S',
    name: 'Cable',
    slug: 'cable',
    brand: null,
    imageUrl: null,
    stock: 3,
    rating: null,
    reviewCount: 0,
    priceCents: 8000,
    referencePriceCents: null,
    variants: [],
    ...p,
  });
  const answerOf = (products: SearchProduct[]) =>
    searchAnswer(
      {
        products,
        total: products.length,
        estimated: false,
        page: 1,
        perPage: 24,
        lastPage: 1,
        categories: [],
        properties: [],
        priceRange: null,
        corrections: {},
        matchLocale: null,
        didYouMean: [],
      },
      { locale: 'en', shop: SHOPS.international, vatRateBp: 2100, query: 'cable' },
    ).products;

  it('answers the reference price as original_price only when it is above the price', () => {
    const [discounted, level, none] = answerOf([found({ referencePriceCents: 10000 }), found({ id: 2, referencePriceCents: 8000 }), found({ id: 3 })]);
    expect(discounted).toMatchObject({ price: 80, original_price: 100, original_price_with_tax: 121 });
    expect(level).toMatchObject({ original_price: null, original_price_with_tax: null });
    expect(none).toMatchObject({ original_price: null, original_price_with_tax: null });
  });

  it('prices a catalogue card from the reference price the same way', () => {
    const card = { id: 1, sku: 'S', name: 'Cable', priceCents: 8000, stock: 3, imageUrl: null, rating: null, reviewCount: 0, hasVariants: false };
    expect(cardFromCatalog({ ...card, referencePriceCents: 10000 }, '/p/', 'NL').was).toMatchObject({ excl: 10000, incl: 12100 });
    expect(cardFromCatalog({ ...card, referencePriceCents: 8000 }, '/p/', 'NL').was).toBeNull();
  });
});
