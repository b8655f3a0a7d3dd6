/** Locale orders of the data layer: the text fallback (locale → nl → en → de) and slug look-ups. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fallbackChain, inLocaleOrder, localeFallback, localeList, lookupOrder, pickLocalized } from '#src/server/db/locale-order.ts';

const dialect = new PgDialect();
const render = (query: ReturnType<typeof sql>) => dialect.sqlToQuery(query);

describe('text fallback', () => {
  it('is the page locale, then nl, en, de', () => {
    expect(fallbackChain('de')).toEqual(['de', 'nl', 'en', 'de']);
    expect(fallbackChain('nl')).toEqual(['nl', 'nl', 'en', 'de']);
  });

  it('puts the same order in SQL with the locale as a parameter, so every locale shares one statement text', () => {
    const en = render(sql`ORDER BY array_position(${localeFallback('en')}, t.locale)`);
    const de = render(sql`ORDER BY array_position(${localeFallback('de')}, t.locale)`);
    expect(en.sql).toBe("ORDER BY array_position(ARRAY[$1, 'nl', 'en', 'de']::text[], t.locale)");
    expect(de.sql).toBe(en.sql);
    expect([en.params, de.params]).toEqual([['en'], ['de']]);
  });

  it('takes a column for queries that build every locale at once', () => {
    expect(render(localeFallback(sql.raw('l.locale'))).sql).toBe("ARRAY[l.locale, 'nl', 'en', 'de']::text[]");
  });

  it('picks a localized JSON value the same way, skipping empty texts', () => {
    expect(pickLocalized({ en: 'Case', nl: 'Behuizing', de: 'Gehäuse' }, 'de')).toBe('Gehäuse');
    expect(pickLocalized({ en: 'Case', nl: 'Behuizing', de: '' }, 'de')).toBe('Behuizing');
    expect(pickLocalized({ en: 'Case' }, 'de')).toBe('Case');
    expect(pickLocalized(null, 'en')).toBe('');
  });
});

describe('slug look-ups', () => {
  it("try the caller's locale first, then en, nl, de; strict tries only it", () => {
    expect(lookupOrder('de')).toEqual(['de', 'en', 'nl']);
    expect(lookupOrder(null)).toEqual(['en', 'nl', 'de']);
    expect(lookupOrder('nl', true)).toEqual(['nl']);
  });

  it('give a list and an array of the same locales for IN and array_position', () => {
    const { array, list } = localeList(['de', 'en']);
    const q = render(sql`locale IN (${list}) ORDER BY array_position(${array}, locale)`);
    expect(q.sql).toBe('locale IN ($1, $2) ORDER BY array_position(ARRAY[$3, $4]::text[], locale)');
    expect(q.params).toEqual(['de', 'en', 'de', 'en']);
  });

  it('answer maps keyed en, nl, de whatever order the rows came in', () => {
    expect(Object.keys(inLocaleOrder({ de: 'a', nl: 'b', en: 'c' }))).toEqual(['en', 'nl', 'de']);
  });
});
