/**
 * The product page's accessories and related products are picked from candidates read with the
 * page's other parts (src/server/catalog/related.ts): explicit links first, in staff order, each
 * product once, an accessory never again among the related, and the category's newest filling
 * the related row up to its length.
 */
import { describe, expect, it } from 'vitest';
import { pickRelated, RELATED_LIMIT } from '#src/server/catalog/related.ts';

describe('picking related products from the candidates', () => {
  it('keeps staff order, drops repeats and fills the related row from the category', () => {
    const picked = pickRelated({
      links: [
        [11, 'accessory'],
        [12, 'accessory'],
        [11, 'accessory'],
        [21, 'related'],
        [12, 'related'],
      ],
      newest: [12, 31, 21, 32, 33, 34],
    });
    expect(picked.accessories).toEqual([11, 12]);
    expect(picked.related).toEqual([21, 31, 32, 33]);
  });

  it('never lists more than the row holds, and fills nothing when the links fill it', () => {
    const many = Array.from({ length: 2 * RELATED_LIMIT }, (_, i) => [100 + i, i % 2 ? 'related' : 'accessory'] as [number, string]);
    const picked = pickRelated({ links: many, newest: [1, 2, 3] });
    expect(picked.accessories).toHaveLength(RELATED_LIMIT);
    expect(picked.related).toHaveLength(RELATED_LIMIT);
    expect(picked.related.every((id) => id >= 100)).toBe(true);
  });

  it('leaves out candidates already taken, however many', () => {
    const accessories = Array.from({ length: RELATED_LIMIT }, (_, i) => [10 + i, 'accessory'] as [number, string]);
    const newest = [...accessories.map(([id]) => id), 50, 51, 52, 53];
    expect(pickRelated({ links: accessories, newest }).related).toEqual([50, 51, 52, 53]);
    expect(pickRelated({ links: [], newest: [] })).toEqual({ accessories: [], related: [] });
  });
});
