/** A category page's filters in the URL and its filter panel (docs/catalogue.md, filters and sorting). */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING,
  activeFilterCount,
  activeFilters,
  hasListingFilters,
  listingQuery,
  readListingUrl,
  readPageParam,
  withoutFilter,
  withoutFilters,
  type ListingState,
} from '#src/lib/listing-url.ts';
import { MAX_PROPERTY_GROUPS, facetGroups, type FacetCount } from '#src/lib/listing-facets.ts';

const KEYS = ['merk', 'kleur', 'connector', 'voltage'] as const;
const read = (query: string) => readListingUrl(new URLSearchParams(query), KEYS);

describe('listing state in the URL', () => {
  it('reads properties, price, stock, sort and page', () => {
    expect(read('merk=Goobay&merk=Delock&kleur=rood%2Fwit&minprice=5&maxprice=12.5&instock=1&sort=price-desc&page=3')).toEqual({
      properties: { merk: ['Goobay', 'Delock'], kleur: ['rood/wit'] },
      minPrice: 5,
      maxPrice: 12.5,
      inStock: true,
      sort: 'price-desc',
      page: 3,
    });
    expect(read('')).toEqual(EMPTY_LISTING);
  });

  it('drops what it cannot mean: unknown keys, empty and overlong values, odd prices and sorts', () => {
    const state = read(`foo=bar&merk=&merk=${'x'.repeat(101)}&merk= Goobay &merk=Goobay&minprice=abc&maxprice=-3&sort=cheapest&instock=yes&page=0`);
    expect(state).toEqual({ ...EMPTY_LISTING, properties: { merk: ['Goobay'] } });
    expect(read('minprice=1e3&maxprice=2000000').minPrice).toBeNull();
    expect(read('maxprice=2000000').maxPrice).toBeNull();
    // Amounts as Dutch and German shoppers type them; bounds the wrong way round swap; 0 is no bound.
    expect(read('minprice=12,50').minPrice).toBe(12.5);
    expect(read('minprice=20&maxprice=5')).toMatchObject({ minPrice: 5, maxPrice: 20 });
    expect(read('minprice=0&maxprice=5')).toMatchObject({ minPrice: null, maxPrice: 5 });
    expect(read('instock=true').inStock).toBe(true);
    expect(read('instock=on').inStock).toBe(true);
    expect(read(`merk=${Array.from({ length: 30 }, (_, i) => `b${i}`).join('&merk=')}`).properties.merk).toHaveLength(20);
  });

  it('tells a page number that is not one (the page redirects) from none (page 1)', () => {
    expect(readPageParam(new URLSearchParams(''))).toBe(1);
    expect(readPageParam(new URLSearchParams('page=4'))).toBe(4);
    for (const odd of ['page=0', 'page=abc', 'page=-1', 'page=1.5', 'page=', 'page=123456']) expect(readPageParam(new URLSearchParams(odd)), odd).toBeNull();
    expect(read('page=abc').page).toBe(1);
  });

  it('writes one URL per list: keys in the given order, defaults left out, and reads it back the same', () => {
    const state: ListingState = {
      properties: { kleur: ['zwart'], merk: ['Goobay', 'A&B'] },
      minPrice: 5,
      maxPrice: 12.5,
      inStock: true,
      sort: 'newest',
      page: 2,
    };
    const query = listingQuery(state, KEYS);
    expect(query).toBe('?merk=Goobay&merk=A%26B&kleur=zwart&minprice=5&maxprice=12.5&instock=1&sort=newest&page=2');
    expect(read(query.slice(1))).toEqual(state);
    expect(listingQuery(EMPTY_LISTING, KEYS)).toBe('');
    expect(listingQuery({ ...EMPTY_LISTING, sort: 'popular', page: 1 }, KEYS)).toBe('');
  });

  it('counts and removes active filters one at a time, back on page 1, keeping the sort', () => {
    const state = read('merk=Goobay&merk=Delock&minprice=5&instock=1&sort=price-asc&page=4');
    expect(hasListingFilters(state)).toBe(true);
    expect(hasListingFilters(read('sort=newest&page=2'))).toBe(false);
    expect(activeFilterCount(state)).toBe(4);
    const filters = activeFilters(state);
    expect(filters).toEqual([
      { kind: 'property', key: 'merk', value: 'Goobay' },
      { kind: 'property', key: 'merk', value: 'Delock' },
      { kind: 'price', min: 5, max: null },
      { kind: 'stock' },
    ]);
    expect(listingQuery(withoutFilter(state, filters[0]!), KEYS)).toBe('?merk=Delock&minprice=5&instock=1&sort=price-asc');
    expect(withoutFilter(withoutFilter(state, filters[0]!), filters[1]!).properties).toEqual({});
    expect(withoutFilter(state, filters[2]!)).toMatchObject({ minPrice: null, maxPrice: null, page: 1 });
    expect(withoutFilter(state, filters[3]!).inStock).toBe(false);
    expect(listingQuery(withoutFilters(state), KEYS)).toBe('?sort=price-asc');
  });
});

describe('the filter panel', () => {
  const counts = (property: string, values: [string, number][], having: number): FacetCount[] => [
    ...values.map(([value, count]) => ({ property, value, count })),
    { property, value: null, count: having },
  ];

  it('puts brand and colour first, then the properties most products have, options by count then in natural order', () => {
    const groups = facetGroups(
      [
        ...counts(
          'voltage',
          [
            ['12 V', 2],
            ['5 V', 2],
            ['3,3 V', 4],
          ],
          8,
        ),
        ...counts(
          'connector',
          [
            ['USB-C', 9],
            ['RJ45', 3],
          ],
          12,
        ),
        ...counts(
          'kleur',
          [
            ['zwart', 1],
            ['wit', 1],
          ],
          2,
        ),
        ...counts(
          'merk',
          [
            ['Goobay', 5],
            ['Delock', 7],
          ],
          12,
        ),
      ],
      {},
    );
    expect(groups.map((g) => g.key)).toEqual(['merk', 'kleur', 'connector', 'voltage']);
    expect(groups[3]!.options.map((o) => o.value)).toEqual(['3,3 V', '5 V', '12 V']);
    expect(groups[0]!.options).toEqual([
      { value: 'Delock', count: 7, selected: false },
      { value: 'Goobay', count: 5, selected: false },
    ]);
  });

  it('offers a property only when it lets the shopper choose, and keeps a ticked value nobody has any more', () => {
    const groups = facetGroups([...counts('merk', [['Goobay', 5]], 5), ...counts('connector', [['USB-C', 3]], 3)], { connector: ['RJ45'] });
    expect(groups).toEqual([
      {
        key: 'connector',
        options: [
          { value: 'USB-C', count: 3, selected: false },
          { value: 'RJ45', count: 0, selected: true },
        ],
      },
    ]);
    // A chosen property no product has at all still shows its box.
    expect(facetGroups([], { kleur: ['rood'] })).toEqual([{ key: 'kleur', options: [{ value: 'rood', count: 0, selected: true }] }]);
  });

  it(`shows at most ${MAX_PROPERTY_GROUPS} groups, and always the ones with a ticked box`, () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      counts(
        `p${String(i).padStart(2, '0')}`,
        [
          ['a', 12 - i],
          ['b', 1],
        ],
        13 - i,
      ),
    ).flat();
    const groups = facetGroups(many, { p11: ['a'] });
    expect(groups).toHaveLength(MAX_PROPERTY_GROUPS + 1);
    expect(groups.map((g) => g.key)).toContain('p11');
    expect(groups[0]!.key).toBe('p00');
  });
});
