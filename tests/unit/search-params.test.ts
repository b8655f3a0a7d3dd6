import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { searchParams, MAX_PER_PAGE, MAX_PAGE } from '#src/lib/api/search.ts';
import { searchInput } from '#src/server/http/search-input.ts';
import { SHOPS } from '#src/lib/locales.ts';

/** A search URL as GET /api/search reads it: its parameters' schema, then the shop's language and VAT. */
const parse = (qs: string, shop = SHOPS.international, region = 'GB') => {
  const parsed = z.safeParse(searchParams, new URLSearchParams(qs));
  return parsed.success
    ? { ok: true as const, input: searchInput(parsed.data, shop, region) }
    : { ok: false as const, fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] };
};
const ok = (qs: string, shop = SHOPS.international, region = 'GB') => {
  const parsed = parse(qs, shop, region);
  if (!parsed.ok) throw new Error(`expected valid: ${parsed.fields.join(', ')}`);
  return parsed;
};

describe('search parameters', () => {
  it('defaults to page 1 of 20 in the shop language and region', () => {
    const { input } = ok('query=kabel');
    expect(input).toMatchObject({
      query: 'kabel',
      page: 1,
      perPage: 20,
      locale: 'en',
      categories: [],
      properties: {},
      minPriceCents: null,
      maxPriceCents: null,
    });
    // The region GB is outside the EU: no VAT.
    expect(input.vatRateBp).toBe(0);
  });

  it('clamps page and per_page instead of failing', () => {
    expect(ok('page=0').input.page).toBe(1);
    expect(ok('page=10000').input.page).toBe(10_000);
    expect(ok('page=99999999').input.page).toBe(MAX_PAGE);
    expect(ok('per_page=1000').input.perPage).toBe(MAX_PER_PAGE);
  });

  it('answers 422 material for values that cannot mean anything', () => {
    const bad = parse('page=abc&per_page=1.5&locale=fr&country=NLD&category=x&minprice=-3&properties={nope');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect([...bad.fields].sort()).toEqual(['category', 'country', 'locale', 'minprice', 'page', 'per_page', 'properties']);
  });

  it('reads properties as JSON and in bracket form, keeping only kleur and merk', () => {
    expect(ok(`properties=${encodeURIComponent('{"kleur":["zwart","wit"],"merk":"Raspberry Pi","gewicht":["1"]}')}`).input.properties).toEqual({
      kleur: ['zwart', 'wit'],
      merk: ['Raspberry Pi'],
    });
    expect(ok('properties[kleur][]=zwart&properties[kleur][]=wit&properties[merk][]=Joy-IT').input.properties).toEqual({
      kleur: ['zwart', 'wit'],
      merk: ['Joy-IT'],
    });
  });

  it('reads categories with and without [] keys', () => {
    expect(ok('category[]=3&category[]=7&category=3').input.categories).toEqual([3, 7]);
  });

  it('reads prices in euros incl. VAT as cents and orders reversed bounds', () => {
    const { input } = ok('minprice=50&maxprice=12.5');
    expect([input.minPriceCents, input.maxPriceCents]).toEqual([1250, 5000]);
  });

  it('uses the VAT rate of the destination country, fixed to NL on the Dutch shop', () => {
    expect(ok('country=de').input.vatRateBp).toBe(1900);
    expect(ok('country=de', SHOPS.nl, 'NL').input).toMatchObject({ vatRateBp: 2100, locale: 'nl' });
  });
});
