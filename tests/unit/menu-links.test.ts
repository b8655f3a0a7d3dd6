/** Menu items to links (src/lib/menu.ts) and Accept-Language negotiation (src/lib/accept-language.ts). */
import { describe, expect, it } from 'vitest';
import { itemsInLocale, menuLinks, namesWithFallback, type MenuItem } from '#src/lib/menu.ts';
import { negotiateLocale } from '#src/lib/accept-language.ts';
import { SHOPS } from '#src/lib/locales.ts';

const names = (en: string, nl = en, de = en) => ({ en, nl, de });
const leaf: MenuItem = {
  id: 'taxon-3',
  name: names('Raspberry Pi 5'),
  type: 'taxon',
  value: { en: 'raspberry-pi-5', nl: 'raspberry-pi-5', de: 'raspberry-pi-5' },
  children: [],
};
const deep: MenuItem = { id: 'taxon-99', name: names('Too deep'), type: 'taxon', value: { en: 'too-deep', nl: 'te-diep', de: 'zu-tief' }, children: [] };
const menu: MenuItem[] = [
  {
    id: 'taxon-1',
    name: names('Single-board computers', 'Singleboard computers', 'Einplatinencomputer'),
    type: 'taxon',
    value: { en: 'single-board-computers', nl: 'singleboard-computers', de: 'einplatinencomputer' },
    children: [
      {
        id: 'taxon-2',
        name: names('Raspberry Pi'),
        type: 'taxon',
        value: { en: 'raspberry-pi', nl: 'raspberry-pi', de: 'raspberry-pi' },
        children: [{ ...leaf, children: [deep] }],
      },
    ],
  },
  { id: 'taxon-7', name: names('Only English'), type: 'taxon', value: { en: 'only-english' }, children: [] },
  {
    id: 'screen-newestProducts',
    name: names('Newest products', 'Nieuwste producten', 'Neueste Produkte'),
    type: 'static-url',
    value: { en: '/newest-products/', nl: '/nieuwe-producten/', de: '/neue-produkte/' },
    children: [],
  },
  {
    id: 'text-service',
    name: names('Customer service', 'Klantenservice', 'Kundenservice'),
    type: 'text',
    value: null,
    children: [
      {
        id: 'page-warranty',
        name: names('Warranty', 'Garantie', 'Garantie'),
        type: 'page',
        value: { en: 'service/warranty', nl: 'service/garantie', de: 'service/garantie' },
        children: [],
      },
      { id: 'external', name: names('Status'), type: 'static-url', value: 'https://status.example.com/', children: [] },
    ],
  },
  {
    id: 'text-empty',
    name: names('Nothing under me'),
    type: 'text',
    value: null,
    children: [{ id: 'taxon-8', name: names('English only'), type: 'taxon', value: { en: 'english-only' }, children: [] }],
  },
];

describe('menuLinks', () => {
  it("builds links with the shop's locale prefix for taxon, page and static-url items", () => {
    const links = menuLinks(menu, 'de', SHOPS.nl);
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ['Einplatinencomputer', '/de/einplatinencomputer/'],
      ['Neueste Produkte', '/de/neue-produkte/'],
      ['Kundenservice', null],
    ]);
    expect(links[0]?.children[0]?.children[0]?.href).toBe('/de/raspberry-pi-5/');
    expect(links[2]?.children.map((l) => l.href)).toEqual(['/de/service/garantie/', 'https://status.example.com/']);
    expect(menuLinks(menu, 'nl', SHOPS.nl)[1]?.href).toBe('/nieuwe-producten/');
    expect(menuLinks(menu, 'en', SHOPS.international)[0]?.href).toBe('/single-board-computers/');
  });

  it('stops at three levels', () => {
    const raspberry5 = menuLinks(menu, 'en', SHOPS.international)[0]?.children[0]?.children[0];
    expect(raspberry5?.label).toBe('Raspberry Pi 5');
    expect(raspberry5?.children).toEqual([]);
  });

  it('leaves out items without an address in the locale, and headings left empty', () => {
    expect(itemsInLocale(menu, 'nl').map((i) => i.id)).toEqual(['taxon-1', 'screen-newestProducts', 'text-service']);
    expect(itemsInLocale(menu, 'en').map((i) => i.id)).toEqual(['taxon-1', 'taxon-7', 'screen-newestProducts', 'text-service', 'text-empty']);
  });

  it('makes the links of one list of items once per shop and locale, and anew for a new list', () => {
    const first = menuLinks(menu, 'de', SHOPS.nl);
    expect(menuLinks(menu, 'de', SHOPS.nl)).toBe(first);
    expect(menuLinks(menu, 'de', SHOPS.international)).not.toBe(first);
    expect(menuLinks(menu, 'de', SHOPS.international)[0]?.href).toBe('/de/einplatinencomputer/');
    expect(menuLinks(menu, 'nl', SHOPS.nl)).not.toBe(first);
    // The server replaces the list when the menu changes: a renamed category shows at once.
    const renamed = menu.map((item) => (item.id === 'taxon-1' ? { ...item, name: names('Boards', 'Borden', 'Platinen') } : item));
    expect(menuLinks(renamed, 'de', SHOPS.nl)[0]?.label).toBe('Platinen');
    expect(first[0]?.label).toBe('Einplatinencomputer');
  });

  it('falls back names in the order locale, nl, en, de', () => {
    expect(namesWithFallback({ en: 'Cables', de: 'Kabel' }, 'x')).toEqual({ en: 'Cables', nl: 'Cables', de: 'Kabel' });
    expect(namesWithFallback({ nl: 'Kabels', en: 'Cables' }, 'x')).toEqual({ en: 'Cables', nl: 'Kabels', de: 'Kabels' });
    expect(namesWithFallback({}, '12')).toEqual({ en: '12', nl: '12', de: '12' });
  });
});

describe('negotiateLocale', () => {
  it('picks the supported language with the highest q-value', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8', 'en')).toBe('de');
    expect(negotiateLocale('fr-FR,fr;q=0.9,nl;q=0.5,en;q=0.4', 'en')).toBe('nl');
    expect(negotiateLocale('en;q=0.2, de-AT;q=0.7', 'nl')).toBe('de');
    expect(negotiateLocale('NL', 'en')).toBe('nl');
  });

  it('falls back on headers that name nothing we serve, refuse everything or cannot be read', () => {
    expect(negotiateLocale(null, 'en')).toBe('en');
    expect(negotiateLocale('', 'nl')).toBe('nl');
    expect(negotiateLocale('fr, *;q=0.5', 'en')).toBe('en');
    expect(negotiateLocale('de;q=0, en;q=0', 'nl')).toBe('nl');
    expect(negotiateLocale(';;;,,,q=,%%%', 'en')).toBe('en');
    expect(negotiateLocale('x'.repeat(100_000), 'de')).toBe('de');
  });
});
