import { describe, expect, it } from 'vitest';
import { DICTIONARIES, translator } from '#src/lib/i18n.ts';

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  const en = keys(DICTIONARIES.en).sort();
  for (const locale of ['nl', 'de'] as const) {
    it(`${locale} has exactly the English keys and variables`, () => {
      expect(keys(DICTIONARIES[locale]).sort()).toEqual(en);
      const get = (d: Record<string, unknown>, k: string) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], d) as string;
      for (const k of en) expect(vars(get(DICTIONARIES[locale], k)), `${locale}:${k}`).toEqual(vars(get(DICTIONARIES.en, k)));
    });
  }
  it('translates the 404 heading', () => {
    expect(translator('en')('notFound.title')).toBe('Lost in the raspberry fields');
    expect(translator('nl')('notFound.title')).not.toBe('Lost in the raspberry fields');
    expect(translator('de')('notFound.text', { path: '/x/' })).toContain('/x/');
  });
  it("writes counts with the locale's grouping, and other numbers as given", () => {
    expect(translator('nl')('common.reviews', { count: 5588 })).toBe('5.588 reviews');
    expect(translator('de')('common.reviews', { count: 5588 })).toBe('5.588 Bewertungen');
    expect(translator('en')('common.reviews', { count: 5588 })).toBe('5,588 reviews');
    expect(translator('en')('common.reviews', { count: 1 })).toBe('1 review');
    expect(translator('nl')('common.page', { page: 2, pages: 1200 })).toBe('Pagina 2 van 1.200');
    expect(translator('de')('footer.copyright', { year: 2026, name: 'Framboos' })).toContain('© 2026 Framboos');
  });
});
