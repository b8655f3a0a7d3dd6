import { describe, expect, it } from 'vitest';
import {
  PRICE_FALLBACK_MAX,
  appendPage,
  facetCategories,
  facetOptions,
  priceBounds,
  priceFilter,
  sliderValues,
  toggled,
  withinPrice,
} from '#src/lib/search-results.ts';

describe('price slider', () => {
  it('is bounded by the lowest and highest result price in whole euros', () => {
    expect(priceBounds({ min: 4.92, max: 87.1 })).toEqual({ min: 4, max: 88 });
    expect(priceBounds({ min: 12, max: 12 })).toEqual({ min: 12, max: 13 });
  });

  it('falls back to 0 – 100 without a range', () => {
    expect(priceBounds(null)).toEqual({ min: 0, max: PRICE_FALLBACK_MAX });
    expect(priceBounds({ min: 0, max: 0 })).toEqual({ min: 0, max: 100 });
  });

  it('puts the thumbs at the defaults 0 – 10 000, held inside the bounds', () => {
    const bounds = { min: 4, max: 88 };
    expect(sliderValues({ minPrice: null, maxPrice: null }, bounds)).toEqual(bounds);
    expect(sliderValues({ minPrice: 10, maxPrice: 50 }, bounds)).toEqual({ min: 10, max: 50 });
    expect(sliderValues({ minPrice: 1, maxPrice: 500 }, bounds)).toEqual(bounds);
  });

  it('turns thumbs at the ends into open bounds, and crossed thumbs into a range', () => {
    const bounds = { min: 4, max: 88 };
    expect(priceFilter({ min: 4, max: 88 }, bounds)).toEqual({ minPrice: null, maxPrice: null });
    expect(priceFilter({ min: 4, max: 20 }, bounds)).toEqual({ minPrice: null, maxPrice: 20 });
    expect(priceFilter({ min: 30, max: 10 }, bounds)).toEqual({ minPrice: 10, maxPrice: 30 });
  });

  it('filters loaded prices in cents, bounds included', () => {
    const f = { minPrice: 4.92, maxPrice: 10 };
    expect(withinPrice(4.92, f)).toBe(true);
    expect(withinPrice(4.91, f)).toBe(false);
    expect(withinPrice(10, f)).toBe(true);
    expect(withinPrice(10.01, f)).toBe(false);
    // 0.1 + 0.2 is not 0.3 in floating point; in cents it is.
    expect(withinPrice(0.1 + 0.2, { minPrice: 0.3, maxPrice: 0.3 })).toBe(true);
    expect(withinPrice(999, { minPrice: null, maxPrice: null })).toBe(true);
  });
});

describe('infinite scroll', () => {
  it('appends the next page without repeating a product already shown', () => {
    const shown = [{ id: 1 }, { id: 2 }];
    expect(appendPage(shown, [{ id: 2 }, { id: 3 }, { id: 3 }, { id: 4 }]).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(shown).toHaveLength(2);
  });
});

describe('sidebar lists', () => {
  const found = Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [String(i + 1), { name: `C${String(i + 1).padStart(2, '0')}`, count: i + 1, url: `/c${i + 1}/` }]),
  );

  it('shows at most 15 categories, most hits first, keeping a chosen one outside the top', () => {
    const list = facetCategories(found, []);
    expect(list).toHaveLength(15);
    expect(list[0]).toEqual({ id: 20, name: 'C20', count: 20, url: '/c20/' });
    expect(list.map((c) => c.id)).not.toContain(2);
    expect(facetCategories(found, [2]).map((c) => c.id)).toEqual([...list.map((c) => c.id), 2]);
  });

  it('orders equal counts by name', () => {
    const list = facetCategories({ '9': { name: 'b', count: 1, url: '' }, '3': { name: 'a', count: 1, url: '' } }, []);
    expect(list.map((c) => c.name)).toEqual(['a', 'b']);
  });

  it('keeps a chosen property value that no hit has any more', () => {
    expect(facetOptions([{ value: 'zwart', count: 3 }], ['zwart', 'paars'])).toEqual([
      { value: 'zwart', count: 3 },
      { value: 'paars', count: 0 },
    ]);
  });

  it('toggles checkbox values', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});
