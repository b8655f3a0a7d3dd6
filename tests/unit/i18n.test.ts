import { describe, expect, it } from 'vitest';
import { DICTIONARIES, LABELLED_PROPERTIES, i18nextTranslator, propertyLabel, translator } from '#src/lib/i18n.ts';

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

describe('the fast path answers as i18next does', () => {
  const base = [...new Set(keys(DICTIONARIES.en).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))];
  const get = (d: Record<string, unknown>, k: string) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], d);
  const placeholders = (key: string) => [
    ...new Set([key, `${key}_one`, `${key}_other`].flatMap((k) => [...String(get(DICTIONARIES.en, k) ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))),
  ];
  for (const locale of ['en', 'nl', 'de'] as const) {
    it(`every key in ${locale}, with numbers and text in every placeholder`, () => {
      const fast = translator(locale);
      const slow = i18nextTranslator(locale) as unknown as (key: string, values?: object) => string;
      let compared = 0;
      for (const key of base) {
        const names = placeholders(key);
        const samples: Record<string, unknown>[] = names.length === 0 ? [{}] : [];
        for (const sample of [0, 1, 2, 1234, 5588.5, 'A & <b>"x"</b>', 2026]) samples.push(Object.fromEntries(names.map((n) => [n, sample])));
        if (names.length > 0) samples.push(Object.fromEntries(names.slice(1).map((n) => [n, 'x']))); // one value missing
        samples.push({ skipInterpolation: true }, { count: 1, skipInterpolation: true }, { count: 7, skipInterpolation: true });
        for (const values of samples) {
          const call = (t: (key: string, values?: object) => string) => (names.length === 0 && !('skipInterpolation' in values) ? t(key) : t(key, values));
          expect(call(fast as unknown as typeof slow), `${locale}:${key} ${JSON.stringify(values)}`).toBe(call(slow));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }
  it('a default value and other options still go to i18next', () => {
    const t = translator('en') as unknown as (key: string, values?: object) => string;
    expect(t('product.properties.noSuchProperty', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('common.reviews', { count: 3, lng: 'de' })).toBe('3 Bewertungen');
    expect(t('common.reviews_other', { skipInterpolation: true })).toBe('{{count}} reviews');
  });
});

describe('property labels', () => {
  for (const locale of ['en', 'nl', 'de'] as const) {
    it(`labels a property in ${locale} as i18next with the key as default value does`, () => {
      const slow = i18nextTranslator(locale) as unknown as (key: string, options: object) => string;
      for (const key of [...LABELLED_PROPERTIES, 'aansluiting', 'no.such-key']) {
        expect(propertyLabel(translator(locale), key), `${locale}:${key}`).toBe(slow(`product.properties.${key}`, { defaultValue: key }));
      }
    });
  }
});
