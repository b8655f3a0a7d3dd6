/** The desktop menu's one row (docs/menus-and-shell.md, desktop menu): width estimates and the split into the row and "More". */
import { describe, expect, it } from 'vitest';
import { MENU_ITEM_CHROME_PX, MENU_TIERS, labelWidth, menuRow, topItemWidth, type MenuLink } from '#src/lib/menu.ts';

/** Widths of menu labels as Chromium on Linux draws them (14 px semibold, DejaVu Sans): the widest usual font. */
const DRAWN: [string, number][] = [
  ['Single-board computers', 190],
  ['Kits', 31],
  ['Cases & enclosures', 153],
  ['Cables & adapters', 145],
  ['Networking', 91],
  ['Customer service', 137],
  ['Beeldschermen', 122],
  ['Nieuwste producten', 159],
  ["Camera's", 73],
  ['Einplatinencomputer', 165],
  ['Stromversorgung', 138],
  ['Bausätze', 72],
  ['Neueste Produkte', 142],
];

type Item = MenuLink;
const category = (label: string, withChildren = true): Item => ({
  id: `taxon-${label}`,
  type: 'taxon',
  label,
  href: `/${label}/`,
  children: withChildren ? [{ id: 'c', type: 'taxon', label: 'c', href: '/c/', children: [] }] : [],
});
const GERMAN: Item[] = [
  ...['Einplatinencomputer', 'Bausätze', 'Gehäuse', 'Stromversorgung', 'Displays', 'Kabel & Adapter', 'Sensoren', 'Speicher'].map((l) => category(l)),
  category('Netzwerk', false),
  ...['Werkzeug', 'Bauteile'].map((l) => category(l)),
  category('Kameras', false),
  category('Audio', false),
  category('Smart Home'),
  { id: 'screen-newestProducts', type: 'static-url', label: 'Neueste Produkte', href: '/de/neue-produkte/', children: [] },
  { id: 'text-service', type: 'text', label: 'Kundenservice', href: null, children: [category('Kontakt', false)] },
];
/** The row's width at a tier: the items in it from that tier or before, and "More" when it shows. */
const rowWidth = (items: Item[], places: number[], tier: number, more: boolean) =>
  items.reduce((sum, item, i) => sum + ((places[i] ?? 0) <= tier ? topItemWidth(item) : 0), 0) + (more ? labelWidth('Mehr') + MENU_ITEM_CHROME_PX.heading : 0);

describe('desktop menu row', () => {
  it('never estimates a label narrower than it is drawn, nor much wider', () => {
    for (const [label, drawn] of DRAWN) {
      expect(labelWidth(label), label).toBeGreaterThanOrEqual(drawn);
      expect(labelWidth(label), label).toBeLessThanOrEqual(Math.ceil(drawn * 1.15));
    }
  });

  it('keeps categories in order until the row is full, the rest in "More", service items at the end', () => {
    const { places, more } = menuRow(GERMAN, 'Mehr');
    expect(more).toEqual([true, true, true]);
    // Categories keep their order: once one goes to a later tier, the following go at least as far.
    const categories = places.slice(0, -2);
    expect(categories).toEqual([...categories].sort((a, b) => a - b));
    expect(places.slice(-2)).toEqual([0, 0]);
    // Each wider tier lets more categories in, and some stay in "More" only.
    const inRowAt = (tier: number) => categories.filter((p) => p <= tier).length;
    expect(inRowAt(0)).toBeGreaterThanOrEqual(3);
    expect(inRowAt(1)).toBeGreaterThan(inRowAt(0));
    expect(inRowAt(2)).toBeGreaterThan(inRowAt(1));
    expect(categories).toContain(MENU_TIERS.length);
    MENU_TIERS.forEach((tier, i) => expect(rowWidth(GERMAN, places, i, more[i] ?? false), `tier ${i}`).toBeLessThanOrEqual(tier.row));
  });

  it('needs no "More" when everything fits', () => {
    const few: Item[] = [category('Kits'), category('Audio', false), { id: 'n', type: 'static-url', label: 'Newest', href: '/n/', children: [] }];
    expect(menuRow(few, 'More')).toEqual({ places: [0, 0, 0], more: [false, false, false] });
  });
});
