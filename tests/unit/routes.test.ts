import { describe, expect, it } from 'vitest';
import { href, matchPath, dynamicHref, SCREEN_IDS, SCREENS, screenInShop } from '#src/lib/routes.ts';
import { LOCALES, SHOPS } from '#src/lib/locales.ts';

const shops = Object.values(SHOPS);

describe('route table', () => {
  for (const shop of shops) {
    for (const locale of LOCALES) {
      it(`round-trips every screen in ${locale} on the ${shop.id} shop`, () => {
        for (const screen of SCREEN_IDS) {
          if (!screenInShop(screen, shop)) continue;
          const params = SCREENS[screen].paths[locale].includes(':slug') ? { slug: 'a-slug' } : {};
          const path = href(screen, locale, shop, params);
          expect(path.endsWith('/'), path).toBe(true);
          expect(matchPath(path, shop), path).toEqual({ kind: 'screen', screen, locale, params, foreignPrefix: null });
        }
      });
    }
  }

  it('prefixes every locale but the shop default', () => {
    expect(href('cart', 'nl', SHOPS.nl)).toBe('/winkelwagen/');
    expect(href('cart', 'en', SHOPS.nl)).toBe('/en/cart/');
    expect(href('cart', 'de', SHOPS.nl)).toBe('/de/warenkorb/');
    expect(href('cart', 'en', SHOPS.international)).toBe('/cart/');
    expect(href('cart', 'nl', SHOPS.international)).toBe('/nl/winkelwagen/');
    expect(href('home', 'de', SHOPS.international)).toBe('/de/');
  });

  it('uses the spec paths', () => {
    const intl = SHOPS.international;
    expect(href('faq', 'de', intl)).toBe('/de/haufige-fragen/');
    expect(href('product', 'de', intl, { slug: 'pi' })).toBe('/de/produkte/pi/');
    expect(href('checkoutReview', 'de', intl)).toBe('/de/kasse/uberprufen/');
    expect(href('checkoutLogin', 'nl', intl)).toBe('/nl/checkout/login/');
    expect(href('accountSyncOrders', 'en', intl)).toBe('/account/orders/sync-account-orders/');
    expect(href('passwordReset', 'de', intl)).toBe('/de/passwortrest/');
    expect(href('returnPolicy', 'nl', SHOPS.nl)).toBe('/retour-verzendbeleid/');
  });

  it('keeps the return policy to the Dutch shop', () => {
    expect(screenInShop('returnPolicy', SHOPS.international)).toBe(false);
    expect(matchPath('/retour-verzendbeleid/', SHOPS.international)).toMatchObject({ kind: 'dynamic' });
  });

  it('redirects a prefix naming the default locale to the unprefixed path', () => {
    expect(matchPath('/en/cart/', SHOPS.international)).toEqual({ kind: 'redirect', location: '/cart/' });
    expect(matchPath('/nl/', SHOPS.nl)).toEqual({ kind: 'redirect', location: '/' });
  });

  it('does not match a path of another locale without its prefix', () => {
    expect(matchPath('/warenkorb/', SHOPS.international)).toMatchObject({ kind: 'dynamic', segments: ['warenkorb'] });
    expect(matchPath('/cart/', SHOPS.nl)).toMatchObject({ kind: 'dynamic', locale: 'nl' });
  });

  it('treats foreign prefixes as the shop language with a marker', () => {
    expect(matchPath('/fr/faq/', SHOPS.international)).toEqual({ kind: 'screen', screen: 'faq', locale: 'en', params: {}, foreignPrefix: 'fr' });
    expect(matchPath('/ja/', SHOPS.nl)).toMatchObject({ kind: 'screen', screen: 'home', foreignPrefix: 'ja' });
  });

  it('hands unknown and nested paths to the dynamic resolvers, decoded', () => {
    expect(matchPath('/de/netzteile/', SHOPS.nl)).toEqual({ kind: 'dynamic', locale: 'de', segments: ['netzteile'], foreignPrefix: null });
    expect(matchPath('/service/garantie/', SHOPS.nl)).toMatchObject({ segments: ['service', 'garantie'] });
    expect(matchPath('/caf%C3%A9/', SHOPS.international)).toMatchObject({ segments: ['café'] });
  });

  it('rejects malformed percent-encoding', () => {
    expect(matchPath('/%E0%A4%A/', SHOPS.international)).toBeNull();
  });

  it('encodes slugs when building links', () => {
    expect(href('blogArticle', 'en', SHOPS.international, { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc/');
    expect(dynamicHref('de', SHOPS.nl, 'service/garantie')).toBe('/de/service/garantie/');
    expect(dynamicHref('nl', SHOPS.nl, '')).toBe('/');
  });

  it('refuses to build a slug route without a slug', () => {
    expect(() => href('product', 'en', SHOPS.international)).toThrow(/slug/);
  });
});
