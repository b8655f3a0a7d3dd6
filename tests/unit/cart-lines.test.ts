/**
 * What makes two cart lines the same line: kit options in canonical form, line keys, hidden
 * duplicates (docs/cart.md, lines).
 */
import { describe, expect, it } from 'vitest';
import { lineKey, normalizeOptions, parseParts, partsOptions, visibleLines } from '#src/lib/cart/lines.ts';

/** A cart as the browser store may hold it for a moment: optimistic copies next to server lines. */
const kitchenSink = [
  { id: 1, product_id: 5, options: '' }, // plain product
  { id: 2, product_id: 311, options: '[3,58,97,163]' }, // kit, canonical parts
  { id: 'temp_a', product_id: 5, options: null }, // optimistic copy of line 1 (null options = none)
  { id: 3, product_id: 311, options: '[3,58,97,163,5]' }, // same kit, one more part: another line
  { id: 4, product_id: 143, options: 'bump:4' }, // order bump line of its own
  { id: 'temp_b', product_id: 311, options: ' [163, 97,58 ,3] ' }, // optimistic copy of line 2, parts in another order
  { id: 5, product_id: 143, options: '' }, // the bump's product at full price: not the bump line
] as const;

describe('parseParts', () => {
  it('counts one piece per id, whatever the order, spaces and repeats', () => {
    expect(parseParts('[15, 12,15]')).toEqual(
      new Map([
        [15, 2],
        [12, 1],
      ]),
    );
    expect(parseParts('  [ 7 ,7,  7 ]  ')).toEqual(new Map([[7, 3]]));
    expect(parseParts('[2147483647]')).toEqual(new Map([[2_147_483_647, 1]]));
  });

  it('reads an empty list as no parts (the caller decides whether that is allowed)', () => {
    expect(parseParts('[]')).toEqual(new Map());
    expect(parseParts('[  ]')).toEqual(new Map());
  });

  it.each([
    ['', 'empty string'],
    ['12,15', 'no brackets'],
    ['[12,15', 'unclosed bracket'],
    ['[1,,2]', 'empty entry'],
    ['[1,2,]', 'trailing comma'],
    ['[,1]', 'leading comma'],
    ['[0]', 'id zero'],
    ['[-1]', 'negative id'],
    ['[1.5]', 'fraction'],
    ['[1e3]', 'exponent'],
    ['[1 2]', 'ids without comma'],
    ['[a]', 'letters'],
    ['[2147483648]', 'beyond a database id'],
    ['[12345678901]', 'eleven digits'],
    ['[[1]]', 'nested list'],
    ['bump:4', 'bump marker'],
    ['[1];DROP TABLE carts', 'trailing text'],
  ])('rejects %j (%s) with null', (options) => {
    expect(parseParts(options)).toBeNull();
  });
});

describe('partsOptions', () => {
  it('writes one id per piece in ascending id order', () => {
    expect(
      partsOptions(
        new Map([
          [15, 2],
          [12, 1],
          [3, 1],
        ]),
      ),
    ).toBe('[3,12,15,15]');
    expect(partsOptions(new Map())).toBe('[]');
  });

  it('sorts ids as numbers, not as text', () => {
    expect(
      partsOptions(
        new Map([
          [100, 1],
          [9, 1],
          [20, 1],
        ]),
      ),
    ).toBe('[9,20,100]');
  });

  it('is the inverse of parseParts on canonical strings', () => {
    for (const canonical of ['[1]', '[3,58,97,163]', '[5,5,5,9]']) {
      const parts = parseParts(canonical);
      expect(parts).not.toBeNull();
      expect(partsOptions(parts!)).toBe(canonical);
    }
  });
});

describe('normalizeOptions', () => {
  it('gives a kit its canonical parts list', () => {
    expect(normalizeOptions(' [3,1] ')).toBe('[1,3]');
    expect(normalizeOptions('[163, 97,58 ,3]')).toBe('[3,58,97,163]');
    expect(normalizeOptions('[5, 2, 5]')).toBe('[2,5,5]');
  });

  it('treats missing options as none', () => {
    expect(normalizeOptions(null)).toBe('');
    expect(normalizeOptions(undefined)).toBe('');
    expect(normalizeOptions('   ')).toBe('');
  });

  it('only trims options that are not a parts list', () => {
    expect(normalizeOptions('  bump:4 ')).toBe('bump:4');
    expect(normalizeOptions('[1,,2]')).toBe('[1,,2]');
    expect(normalizeOptions('colour: red')).toBe('colour: red');
  });
});

describe('lineKey', () => {
  it('is the same for the same product and the same parts in any order', () => {
    expect(lineKey({ product_id: 7, options: '[3,1]' })).toBe('7|[1,3]');
    expect(lineKey({ product_id: 7, options: '[1, 3]' })).toBe(lineKey({ product_id: 7, options: '[3,1]' }));
  });

  it('differs for another product, other parts, other piece counts or a bump line', () => {
    const kit = lineKey({ product_id: 7, options: '[1,3]' });
    expect(lineKey({ product_id: 8, options: '[1,3]' })).not.toBe(kit);
    expect(lineKey({ product_id: 7, options: '[1,4]' })).not.toBe(kit);
    expect(lineKey({ product_id: 7, options: '[1,3,3]' })).not.toBe(kit);
    expect(lineKey({ product_id: 7, options: 'bump:1' })).not.toBe(lineKey({ product_id: 7, options: '' }));
  });

  it('treats null, undefined and empty options as the same plain line', () => {
    expect(lineKey({ product_id: 5, options: null })).toBe('5|');
    expect(lineKey({ product_id: 5 })).toBe('5|');
    expect(lineKey({ product_id: 5, options: ' ' })).toBe('5|');
  });
});

describe('visibleLines on the kitchen-sink cart', () => {
  it('hides a line when a later line has the same product and parts, keeping the last at its own position', () => {
    expect(visibleLines(kitchenSink).map((l) => l.id)).toEqual(['temp_a', 3, 4, 'temp_b', 5]);
  });

  it('keeps a kit with other parts, a bump line and the same product at full price apart', () => {
    const visible = visibleLines(kitchenSink);
    expect(visible.filter((l) => l.product_id === 311).map((l) => l.id)).toEqual([3, 'temp_b']);
    expect(visible.filter((l) => l.product_id === 143).map((l) => l.id)).toEqual([4, 5]);
  });

  it('leaves a cart without duplicates as it is and does not change its input', () => {
    const lines = [
      { id: 1, product_id: 1, options: '' },
      { id: 2, product_id: 2, options: '' },
    ];
    const copy = structuredClone(lines);
    expect(visibleLines(lines)).toEqual(lines);
    expect(visibleLines([])).toEqual([]);
    visibleLines(kitchenSink);
    expect(lines).toEqual(copy);
  });

  it('keeps only the last of three copies', () => {
    const lines = [
      { id: 'a', product_id: 9, options: '[2,1]' },
      { id: 'b', product_id: 9, options: '[1,2]' },
      { id: 'c', product_id: 9, options: ' [1, 2] ' },
    ];
    expect(visibleLines(lines).map((l) => l.id)).toEqual(['c']);
  });
});
