/** Pure logic behind the product page: image presets, star rounding, stock bands, variant options. */
import { describe, expect, it } from 'vitest';
import { IMAGE_PRESETS, parsePresetPath, presetSrcset, presetUrl, sourceOfPresetUrl } from '#src/lib/image-presets.ts';
import { roundUpToHalf, stars } from '#src/lib/rating.ts';
import { stockBand } from '#src/lib/stock.ts';
import { variantGroups, variantLabel, attributeKeys, attributeLabel, type VariantChoice } from '#src/lib/variants.ts';

describe('image presets', () => {
  it('has the documented sizes and qualities', () => {
    expect(IMAGE_PRESETS).toEqual({
      hero: { width: 1200, quality: 80 },
      thumbnail: { width: 300, quality: 70 },
      product: { width: 600, height: 600, quality: 75 },
      icon: { width: 100, quality: 70 },
      mobile: { width: 400, quality: 70 },
      homeCard: { width: 710, quality: 100 },
    });
  });

  it('maps generated media to preset URLs and back', () => {
    const url = presetUrl('/media/products/RPI5-8GB-1.svg', 'thumbnail');
    expect(url).toBe('/media/thumbnail/products/RPI5-8GB-1.webp');
    expect(parsePresetPath(url.slice('/media/'.length))).toEqual({ preset: 'thumbnail', sourcePath: 'products/RPI5-8GB-1.svg' });
    expect(presetSrcset('/media/products/A-1.svg', ['mobile', 'product'])).toBe('/media/mobile/products/A-1.webp 400w, /media/product/products/A-1.webp 600w');
    // A card's picture back to its source, as the cart's lines carry it.
    for (const source of ['/media/products/RPI5-8GB-1.svg', '/media/uploads/products/a-1.jpg', 'https://cdn.example/a.svg'])
      expect(sourceOfPresetUrl(presetUrl(source, 'thumbnail'))).toBe(source);
    expect(sourceOfPresetUrl('/media/nope/products/A-1.webp')).toBe('/media/nope/products/A-1.webp');
  });

  it('leaves other images alone', () => {
    expect(presetUrl('https://cdn.example/a.svg', 'product')).toBe('https://cdn.example/a.svg');
    expect(presetSrcset('/uploads/a.jpg', ['product'])).toBeUndefined();
  });

  it('rejects unknown presets, other formats and path tricks', () => {
    for (const path of [
      'huge/products/A-1.webp',
      'toString/products/A-1.webp',
      'product/products/A-1.png',
      'product/../products/A-1.webp',
      'product/secrets/A-1.webp',
      'product/products/A-1.webp/x',
      'product/products/.webp',
      '__proto__/products/A-1.webp',
    ]) {
      expect(parsePresetPath(path), path).toBeNull();
    }
  });
});

describe('star rating', () => {
  it('rounds up to whole or half stars', () => {
    expect([0, 1, 3.2, 4.0, 4.1, 4.5, 4.51, 4.6, 5, 7].map(roundUpToHalf)).toEqual([0, 1, 3.5, 4, 4.5, 4.5, 5, 5, 5, 5]);
  });
  it('draws five stars', () => {
    expect(stars(3.2)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(stars(4.6)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(stars(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('stock bands', () => {
  it('shows exact counts only when few are left', () => {
    expect(stockBand(0)).toEqual({ kind: 'out' });
    expect(stockBand(-3)).toEqual({ kind: 'out' });
    expect(stockBand(1)).toEqual({ kind: 'low', count: 1 });
    expect(stockBand(5)).toEqual({ kind: 'low', count: 5 });
    expect(stockBand(6)).toEqual({ kind: 'some', count: 6 });
    expect(stockBand(19)).toEqual({ kind: 'some', count: 19 });
    expect(stockBand(20)).toEqual({ kind: 'many', atLeast: 20 });
    expect(stockBand(75)).toEqual({ kind: 'many', atLeast: 50 });
    expect(stockBand(900)).toEqual({ kind: 'many', atLeast: 100 });
  });
});

const v = (id: number, stock: number, attrs: Record<string, [string, string]>): VariantChoice => ({
  id,
  slug: `v${id}`,
  stock,
  attributes: Object.fromEntries(Object.entries(attrs).map(([k, [value, label]]) => [k, { value, label }])),
});
// The micro-HDMI cable family: white/black × 1 m/2 m, white 2 m sold out.
const cables = [
  v(1, 44, { length: ['1 m', '1 m'], kleur: ['wit', 'white'] }),
  v(2, 175, { length: ['1 m', '1 m'], kleur: ['zwart', 'black'] }),
  v(3, 0, { length: ['2 m', '2 m'], kleur: ['wit', 'white'] }),
  v(4, 659, { length: ['2 m', '2 m'], kleur: ['zwart', 'black'] }),
];

describe('variant options', () => {
  it('groups by attribute, colour first', () => {
    expect(attributeKeys(cables)).toEqual(['kleur', 'length']);
    expect(variantLabel(cables[2]!, attributeKeys(cables))).toBe('white, 2 m');
  });

  it('keeps the other attributes of the selection', () => {
    const [colour, length] = variantGroups(cables, 3);
    expect(colour!.options.map((o) => [o.label, o.variantId, o.selected, o.available])).toEqual([
      ['white', 3, true, false],
      ['black', 4, false, true],
    ]);
    expect(length!.options.map((o) => [o.label, o.variantId, o.selected])).toEqual([
      ['1 m', 1, false],
      ['2 m', 3, true],
    ]);
  });

  it('without a selection, leads to a variant in stock when there is one', () => {
    const [colour, length] = variantGroups(cables, null);
    expect(colour!.options.map((o) => o.variantId)).toEqual([1, 2]);
    expect(length!.options.map((o) => [o.variantId, o.available])).toEqual([
      [1, true],
      [4, true],
    ]);
    expect([...colour!.options, ...length!.options].some((o) => o.selected)).toBe(false);
  });

  it('falls back to any variant with the value when the combination does not exist', () => {
    const partial = [v(1, 5, { kleur: ['wit', 'white'], length: ['1 m', '1 m'] }), v(2, 5, { kleur: ['zwart', 'black'], length: ['2 m', '2 m'] })];
    const [colour] = variantGroups(partial, 1);
    expect(colour!.options.find((o) => o.value === 'zwart')?.variantId).toBe(2);
  });

  it('labels a value as words: its translation, else a two-colour key with a slash, never a slug', () => {
    expect(attributeLabel('kleur', 'rood-wit', 'rot/weiß')).toBe('rot/weiß');
    expect(attributeLabel('kleur', 'rood-wit', undefined)).toBe('rood/wit');
    expect(attributeLabel('kleur', 'zwart-grijs', '')).toBe('zwart/grijs');
    // Other attributes keep their hyphens: they are part of the name.
    expect(attributeLabel('version', 'M12-mount', undefined)).toBe('M12-mount');
    expect(attributeLabel('length', '1 m', '1 m')).toBe('1 m');
  });
});
