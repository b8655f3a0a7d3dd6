/**
 * The region of a page and the labels of its prices (docs/prices-and-vat.md), and the first-visit
 * modal's rules (docs/menus-and-shell.md, first-visit modal): pure functions on named cases.
 */
import { describe, expect, it } from 'vitest';
import { SHOPS } from '#src/lib/locales.ts';
import { countryOfQuery, isCountryCode, loginRegion, regionFor } from '#src/lib/region.ts';
import { firstVisitStep, showsFirstVisit, type FirstVisitPage } from '#src/lib/first-visit.ts';
import { priceStrings } from '#src/components/ui/strings.ts';
import { translator } from '#src/lib/i18n.ts';

const intl = SHOPS.international;

describe('the region of a page', () => {
  it('is always NL on the Dutch shop, whatever the choice or the language', () => {
    for (const locale of ['en', 'nl', 'de'] as const) {
      expect(regionFor(SHOPS.nl, locale, null)).toEqual({ country: 'NL', source: 'shop' });
      expect(regionFor(SHOPS.nl, locale, 'BE')).toEqual({ country: 'NL', source: 'shop' });
    }
  });

  it("takes the shopper's choice first, in every language", () => {
    expect(regionFor(intl, 'de', 'GB')).toEqual({ country: 'GB', source: 'choice' });
    expect(regionFor(intl, 'nl', 'BE')).toEqual({ country: 'BE', source: 'choice' });
    expect(regionFor(intl, 'en', 'DE')).toEqual({ country: 'DE', source: 'choice' });
  });

  it('then the country the page language points to: de → DE, nl → NL', () => {
    expect(regionFor(intl, 'de', null)).toEqual({ country: 'DE', source: 'language' });
    expect(regionFor(intl, 'nl', null)).toEqual({ country: 'NL', source: 'language' });
  });

  it("then the shop's default: English points to no one country", () => {
    expect(regionFor(intl, 'en', null)).toEqual({ country: 'GB', source: 'default' });
  });

  it('reads a country from a query leniently, and nothing else', () => {
    expect(countryOfQuery('DE')).toBe('DE');
    expect(countryOfQuery(' de ')).toBe('DE');
    for (const bad of [null, undefined, '', 'D', 'DEU', 'Deutschland', 'D1', '../']) expect(countryOfQuery(bad), String(bad)).toBeNull();
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode(49)).toBe(false);
  });

  it("gives a login the country of the customer's default address, or none", () => {
    expect(
      loginRegion([
        { country_id: 'BE', is_default: false },
        { country_id: 'DE', is_default: true },
      ]),
    ).toBe('DE');
    expect(loginRegion([{ country_id: 'BE', is_default: false }])).toBeNull();
    expect(loginRegion([])).toBeNull();
  });
});

describe('labels of the prices of a page', () => {
  it('say "incl. VAT" only where the price carries VAT', () => {
    expect(priceStrings(translator('de'), 'DE')).toMatchObject({ inclVat: 'inkl. MwSt.', exclVat: 'zzgl. MwSt.' });
    expect(priceStrings(translator('nl'), 'NL')).toMatchObject({ inclVat: 'incl. btw', exclVat: 'excl. btw' });
    expect(priceStrings(translator('en'), 'FR')).toMatchObject({ inclVat: 'incl. VAT', exclVat: 'excl. VAT' });
  });

  it('say an export carries no VAT, in both forms and every language', () => {
    expect(priceStrings(translator('en'), 'GB')).toMatchObject({ inclVat: 'no VAT (export)', exclVat: 'no VAT (export)' });
    expect(priceStrings(translator('de'), 'CH')).toMatchObject({ inclVat: 'ohne MwSt. (Ausfuhr)', exclVat: 'ohne MwSt. (Ausfuhr)' });
    expect(priceStrings(translator('nl'), 'NO')).toMatchObject({ inclVat: 'geen btw (export)', exclVat: 'geen btw (export)' });
  });
});

describe('the first-visit modal', () => {
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const page: FirstVisitPage = {
    locale: 'nl',
    paths: { nl: '/product/pi-5/', en: '/en/product/pi-5-en/', de: '/de/produkte/pi-5-de/' },
    internationalHomes: { en: 'http://localhost:4321/', nl: 'http://localhost:4321/nl/', de: 'http://localhost:4321/de/' },
  };

  it('shows while neither flag is set, to a browser that is no crawler', () => {
    expect(showsFirstVisit({ initialCountry: null, visited: null }, browser)).toBe(true);
    expect(showsFirstVisit({ initialCountry: 'true', visited: null }, browser)).toBe(false);
    expect(showsFirstVisit({ initialCountry: null, visited: 'true' }, browser)).toBe(false);
    expect(showsFirstVisit({ initialCountry: null, visited: null }, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(false);
    expect(showsFirstVisit({ initialCountry: null, visited: null }, 'Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(false);
  });

  it("leads another country to the international shop's home in the language, the country as a query", () => {
    expect(firstVisitStep({ country: 'DE', locale: 'de' }, page)).toEqual({ kind: 'international', url: 'http://localhost:4321/de/?country=DE' });
    expect(firstVisitStep({ country: 'BE', locale: 'nl' }, page)).toEqual({ kind: 'international', url: 'http://localhost:4321/nl/?country=BE' });
    expect(firstVisitStep({ country: 'GB', locale: 'en' }, page)).toEqual({ kind: 'international', url: 'http://localhost:4321/?country=GB' });
  });

  it('keeps NL on the Dutch shop: the page in the chosen language, a change only when it is another', () => {
    expect(firstVisitStep({ country: 'NL', locale: 'nl' }, page)).toEqual({ kind: 'stay', url: '/product/pi-5/', changeLocale: false });
    expect(firstVisitStep({ country: 'NL', locale: 'de' }, page)).toEqual({ kind: 'stay', url: '/de/produkte/pi-5-de/', changeLocale: true });
  });
});
