import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, clearSearchParams, hasSearchQuery, readSearchUrl, sameFilters, searchApiParams, writeSearchUrl } from '#src/lib/search-url.ts';

const read = (qs: string) => readSearchUrl(new URLSearchParams(qs));

describe('search state in the URL', () => {
  it('reads query, repeated filters and prices', () => {
    expect(read('query=kabel&category=3&category=7&kleur=zwart&kleur=wit&merk=Goobay&minprice=2.5&maxprice=20')).toEqual({
      query: 'kabel',
      filters: { categories: [3, 7], kleur: ['zwart', 'wit'], merk: ['Goobay'], minPrice: 2.5, maxPrice: 20 },
      page: 1,
    });
  });

  it('drops what cannot mean anything instead of failing', () => {
    const state = read('query=x&category=abc&category=-1&category=0&category=5,6&kleur=&kleur=%20&minprice=cheap&maxprice=-4&page=zero');
    expect(state.filters).toEqual({ ...EMPTY_FILTERS, categories: [5, 6] });
    expect(state.page).toBe(1);
    expect(read('query=x&page=0').page).toBe(1);
    expect(read('query=x&page=3').page).toBe(3);
    expect(read(`query=${'a'.repeat(500)}`).query).toHaveLength(200);
  });

  it('deduplicates values and swaps bounds given the wrong way round', () => {
    const state = read('query=x&merk=A&merk=A&category=2&category=2&minprice=50&maxprice=10');
    expect(state.filters.merk).toEqual(['A']);
    expect(state.filters.categories).toEqual([2]);
    expect([state.filters.minPrice, state.filters.maxPrice]).toEqual([10, 50]);
  });

  it('asks for a search only with a non-empty trimmed query', () => {
    expect(hasSearchQuery(new URLSearchParams('query=%20%20'))).toBe(false);
    expect(hasSearchQuery(new URLSearchParams('q=kabel'))).toBe(false);
    expect(hasSearchQuery(new URLSearchParams('query=kabel'))).toBe(true);
  });

  it('writes the state back, keeping parameters that are not its own, and round-trips', () => {
    const filters = { categories: [4], kleur: ['zwart/wit'], merk: ['Joy-IT', 'Goobay'], minPrice: 5, maxPrice: 12.5 };
    const search = writeSearchUrl('?utm_source=mail&query=old&page=4', { query: 'usb kabel', filters });
    expect(search).toBe('?utm_source=mail&query=usb+kabel&category=4&kleur=zwart%2Fwit&merk=Joy-IT&merk=Goobay&minprice=5&maxprice=12.5');
    expect(read(search.slice(1))).toEqual({ query: 'usb kabel', filters, page: 1 });
    expect(writeSearchUrl('', { query: 'x', filters: EMPTY_FILTERS, page: 2 })).toBe('?query=x&page=2');
  });

  it('writes nothing of its own for an empty query, so closing the overlay cleans the URL', () => {
    expect(writeSearchUrl('?query=kabel&merk=A&ref=1', { query: '  ', filters: { ...EMPTY_FILTERS, merk: ['A'] } })).toBe('?ref=1');
    expect(clearSearchParams('?query=a&category=1&kleur=b&merk=c&minprice=1&maxprice=2&page=3&ref=x').toString()).toBe('ref=x');
  });

  it('builds GET /api/search parameters as the API names them', () => {
    const params = searchApiParams(' kabel ', { categories: [3, 9], kleur: [], merk: ['Goobay'], minPrice: 1, maxPrice: null }, 2, {
      locale: 'nl',
      country: 'nl',
      perPage: 20,
    });
    expect(params.get('query')).toBe('kabel');
    expect(params.get('page')).toBe('2');
    expect(params.get('per_page')).toBe('20');
    expect(params.get('country')).toBe('NL');
    expect(params.getAll('category[]')).toEqual(['3', '9']);
    expect(JSON.parse(params.get('properties') ?? '')).toEqual({ merk: ['Goobay'] });
    expect(params.get('minprice')).toBe('1.00');
    expect(params.has('maxprice')).toBe(false);
    expect(searchApiParams('x', EMPTY_FILTERS, 1, { locale: 'en', country: 'GB', perPage: 20 }).has('properties')).toBe(false);
  });

  it('compares filter sets regardless of order', () => {
    const a = { ...EMPTY_FILTERS, merk: ['A', 'B'], categories: [1] };
    expect(sameFilters(a, { ...a, merk: ['B', 'A'] })).toBe(true);
    expect(sameFilters(a, { ...a, merk: ['A'] })).toBe(false);
    expect(sameFilters(a, { ...a, maxPrice: 10 })).toBe(false);
  });
});
