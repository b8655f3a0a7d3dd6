/**
 * Language and country through HTTP on the built shop, on every engine (docs/api.md, language;
 * docs/prices-and-vat.md, the region of a page): POST /change-locale with its cookie, the
 * customer's stored language and bad input; the region of pages and calls from the shopper's
 * choice, a login's default address, the page's language and the shop; `?country=` as a choice
 * that crawlers never see; and price labels that tell the truth about the VAT in the price.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { rows } from '#src/server/db/query.ts';
import { formatMoney } from '#src/lib/money.ts';
import { withVat } from '#src/lib/vat.ts';
import type { Locale } from '#src/lib/locales.ts';
import { bearer, customerId, expectError, login, registerCustomer, setCookie, useAuthShop } from './auth-support.ts';
import { add, getCart } from './cart-support.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const html = { headers: { Accept: 'text/html' } };
/** A page's visible text, tags dropped and spaces folded (the label follows its amount). */
const text = (body: string) =>
  body
    .replace(/<script[\s\S]*?<\/script>|<template[\s\S]*?<\/template>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');
/** An amount as `text` shows it (Intl's no-break spaces folded too). */
const money = (cents: number, locale: Locale) => formatMoney(cents, locale).replace(/\s/g, ' ');

for (const engine of engines()) {
  describe(`language and region on ${engine.name}`, () => {
    const shop = useAuthShop(engine);

    /** The 8 GB Raspberry Pi: its price excl. VAT and its path in each language. */
    async function pi(): Promise<{ cents: number; path: Record<Locale, string> }> {
      const found = await rows<{ locale: Locale; slug: string }>(
        shop.database.db,
        sql`SELECT t.locale, t.slug FROM product_translations t JOIN products p ON p.id = t.product_id WHERE p.sku = 'RPI5-8GB'`,
      );
      const slug = Object.fromEntries(found.map((r) => [r.locale, r.slug])) as Record<Locale, string>;
      return { cents: shop.cat.product.pi8.priceCents, path: { en: `/product/${slug.en}/`, nl: `/nl/product/${slug.nl}/`, de: `/de/produkte/${slug.de}/` } };
    }

    describe('POST /change-locale', () => {
      it('sets the locale cookie for a year and answers the language, not saved for a guest', async () => {
        const guest = shop.visitor();
        const res = await guest.post('/change-locale', { locale: 'de' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toEqual({ locale: 'de', saved: false });
        const cookie = setCookie(res, 'locale');
        expect(cookie).toMatch(/^locale=de;/);
        expect(cookie).toMatch(/Max-Age=31536000/i);
        expect(cookie).toMatch(/Path=\//);
        expect(cookie).toMatch(/SameSite=Lax/i);
        expect(cookie).not.toMatch(/HttpOnly/i);
      });

      it("stores the language on a logged-in customer, the language of the shop's mails", async () => {
        const client = shop.visitor({ locale: 'nl' });
        const { email, token } = await registerCustomer(client);
        const id = await customerId(shop.database.db, email);
        const res = await client.post('/change-locale', { locale: 'en' }, bearer(token));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toEqual({ locale: 'en', saved: true });
        const [row] = await rows<{ locale: string }>(shop.database.db, sql`SELECT locale FROM customers WHERE id = ${id}`);
        expect(row?.locale).toBe('en');
        const user = await client.get('/api/account/customer', bearer(token));
        expect(user.body.user.locale).toBe('en');
      });

      it('answers 422 naming `locale` for anything but en, nl or de, and changes nothing', async () => {
        const client = shop.visitor({ locale: 'en' });
        const { email, token } = await registerCustomer(client);
        const id = await customerId(shop.database.db, email);
        for (const body of [{ locale: 'fr' }, { locale: 'EN' }, { locale: '' }, { locale: 1 }, { locale: ['de'] }, {}, 'de', [1]]) {
          const res = await client.post('/change-locale', body, bearer(token));
          expectError(res, 422);
          expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toEqual([typeof body === 'object' && !Array.isArray(body) ? 'locale' : 'body']);
          expect(setCookie(res, 'locale')).toBeUndefined();
        }
        const broken = await client.send('POST', '/change-locale', { body: '{"locale":', csrf: true });
        expectError(broken, 422);
        const [row] = await rows<{ locale: string }>(shop.database.db, sql`SELECT locale FROM customers WHERE id = ${id}`);
        expect(row?.locale).toBe('en');
      });

      it("links the checkout's language popup to the same step in every language", async () => {
        // The checkout sends an empty cart home: something goes in first.
        const shopper = shop.visitor({ locale: 'de' });
        await add(shopper, shop.cat.product.pi8.id, 1);
        const page = await shopper.get('/de/kasse/informationen/', html);
        expect(page.status).toBe(200);
        for (const [locale, path] of [
          ['en', '/checkout/information/'],
          ['nl', '/nl/afrekenen/informatie/'],
          ['de', '/de/kasse/informationen/'],
        ]) {
          expect(page.body).toMatch(new RegExp(`<a href="${path}" hreflang="${locale}" lang="${locale}" data-locale="${locale}"`));
        }
      });

      it('answers 419 without the CSRF token, 401 for a bearer token that is no good, 405 for other methods', async () => {
        const res = await shop.visitor().send('POST', '/change-locale', { body: { locale: 'de' } });
        expectError(res, 419);
        expect(setCookie(res, 'locale')).toBeUndefined();
        expectError(await shop.visitor().post('/change-locale', { locale: 'de' }, bearer('A'.repeat(43))), 401);
        const get = await shop.visitor().get('/change-locale');
        expectError(get, 405);
        expect(get.headers.allow).toBe('POST');
      });
    });

    describe('the region of a page', () => {
      it('prices a German page without a choice with German VAT, labelled incl. VAT', async () => {
        const { cents, path } = await pi();
        const page = await shop.visitor().get(path.de, html);
        expect(page.status).toBe(200);
        expect(text(page.body)).toContain(`${money(withVat(cents, 1900), 'de')} inkl. MwSt.`);
        expect(page.body).toContain('data-region="DE"');
        // The Dutch page of the international shop: Dutch VAT.
        const dutch = await shop.visitor().get(path.nl, html);
        expect(text(dutch.body)).toContain(`${money(withVat(cents, 2100), 'nl')} incl. btw`);
      });

      it('labels an export price as without VAT, never incl. VAT, in every language', async () => {
        const { cents, path } = await pi();
        const english = await shop.visitor().get(path.en, html);
        expect(text(english.body)).toContain(`${money(cents, 'en')} no VAT (export)`);
        expect(text(english.body)).not.toContain('incl. VAT');
        // A German page for a shopper who chose Switzerland.
        const swiss = await shop.visitor({ region: 'CH' }).get(path.de, html);
        expect(text(swiss.body)).toContain(`${money(cents, 'de')} ohne MwSt. (Ausfuhr)`);
        expect(text(swiss.body)).not.toContain('inkl. MwSt.');
        // Cards too (the home page's newest products).
        const home = await shop.visitor({ region: 'NO' }).get('/nl/', html);
        expect(text(home.body)).toContain('geen btw (export)');
        expect(text(home.body)).not.toContain('incl. btw');
      });

      it("takes the shopper's choice over the language, and ignores a country the shop does not know", async () => {
        const { cents, path } = await pi();
        const chosen = await shop.visitor({ region: 'BE' }).get(path.de, html);
        expect(text(chosen.body)).toContain(`${money(withVat(cents, 2100), 'de')} inkl. MwSt.`);
        expect(chosen.body).toContain('data-region="BE"');
        for (const bogus of ['ZZ', 'de', 'DEU', '%00']) {
          const page = await shop.visitor({ region: bogus }).get(path.de, html);
          expect(page.body, bogus).toContain('data-region="DE"');
        }
      });

      it('prices the Dutch shop for NL in every language, whatever the cookie', async () => {
        const { cents } = await pi();
        const page = await shop.visitor({ host: 'nl.localhost', region: 'GB' }).get('/de/', html);
        expect(page.status).toBe(200);
        expect(page.body).not.toContain('data-region=');
        const cart = shop.visitor({ host: 'nl.localhost', locale: 'de', region: 'GB' });
        await add(cart, shop.cat.product.pi8.id, 1);
        const answer = (await getCart(cart)).body;
        expect(answer).toMatchObject({ country: 'NL', tax_rate: 21 });
        expect(Math.round(answer.total * 100)).toBe(withVat(cents, 2100));
      });

      it("prices API calls for their language's region: the cart and the search of a German page", async () => {
        const german = shop.visitor({ locale: 'de' });
        await add(german, shop.cat.product.pi8.id, 1);
        expect((await getCart(german)).body).toMatchObject({ country: 'DE', tax_rate: 19, reverse_charge: false });
        const english = shop.visitor({ locale: 'en' });
        await add(english, shop.cat.product.pi8.id, 1);
        expect((await getCart(english)).body).toMatchObject({ country: 'GB', tax_rate: 0 });
        const search = await shop.visitor().get('/api/search?query=raspberry&locale=de');
        expect(search.status).toBe(200);
        const first = search.body.products[0];
        expect(Math.round(first.price_with_tax * 100)).toBe(withVat(Math.round(first.price * 100), 1900));
        expect(search.headers['cache-control']).toBe('private, max-age=60');
      });
    });

    describe('?country= on the international shop', () => {
      it('is a choice: the cookie for 7 days and a 302 to the same page without it, other parameters kept', async () => {
        const visitor = shop.visitor();
        const res = await visitor.get('/de/?country=de&page=2', html);
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe('/de/?page=2');
        expect(res.headers['cache-control']).toBe('no-store');
        const cookie = setCookie(res, 'region');
        expect(cookie).toMatch(/^region=DE;/);
        expect(cookie).toMatch(/Max-Age=604800/i);
        expect(cookie).not.toMatch(/HttpOnly/i);
        const page = await visitor.get('/de/', html);
        expect(page.body).toContain('data-region="DE"');
        const swiss = await visitor.get('/?country=CH', html);
        expect(swiss.headers.location).toBe('/');
        expect((await visitor.get('/', html)).body).toContain('data-region="CH"');
      });

      it('redirects without a cookie for a country the shop does not know', async () => {
        for (const bad of ['XX', 'Deutschland', '']) {
          const res = await shop.visitor().get(`/de/?country=${encodeURIComponent(bad)}`, html);
          expect(res.status, bad).toBe(302);
          expect(res.headers.location).toBe('/de/');
          expect(setCookie(res, 'region')).toBeUndefined();
        }
      });

      it('is never seen by a crawler: the page itself, noindex, no cookie', async () => {
        const res = await shop.visitor().get('/de/?country=DE', { headers: { Accept: 'text/html', 'User-Agent': GOOGLEBOT } });
        expect(res.status).toBe(200);
        expect(setCookie(res, 'region')).toBeUndefined();
        expect(res.body).toContain('<meta name="googlebot" content="noindex, follow"');
      });

      it('means nothing on the Dutch shop, whose country is NL', async () => {
        const res = await shop.visitor({ host: 'nl.localhost' }).get('/?country=DE', html);
        expect(res.status).toBe(200);
        expect(setCookie(res, 'region')).toBeUndefined();
      });
    });

    describe('the region a login brings', () => {
      async function customerIn(country: string): Promise<{ email: string; password: string }> {
        const { email, password } = await registerCustomer(shop.visitor());
        const id = await customerId(shop.database.db, email);
        await shop.database.db.execute(sql`
          INSERT INTO customer_addresses (customer_id, country_id, street, house_number, postcode, city, is_default)
          VALUES (${id}, 'BE', 'Rue de la Loi', '16', '1000', 'Bruxelles', false),
                 (${id}, ${country}, 'Hauptstraße', '1', '10115', 'Berlin', true)`);
        return { email, password };
      }

      it("sets the region cookie to the default address's country when the browser has made no choice", async () => {
        const { email, password } = await customerIn('DE');
        const browser = shop.visitor();
        const res = await login(browser, email, password);
        expect(res.status).toBe(200);
        expect(setCookie(res, 'region')).toMatch(/^region=DE;.*Max-Age=604800/i);
        // Its pages are priced for Germany from now on, in English too; the HTML depends on the cookie only.
        expect((await browser.get('/', html)).body).toContain('data-region="DE"');
      });

      it('leaves a choice alone, and the Dutch shop', async () => {
        const { email, password } = await customerIn('DE');
        const chosen = shop.visitor({ region: 'AT' });
        expect(setCookie(await login(chosen, email, password), 'region')).toBeUndefined();
        expect(chosen.cookies.get('region')).toBe('AT');
        const dutch = shop.visitor({ host: 'nl.localhost' });
        expect(setCookie(await login(dutch, email, password), 'region')).toBeUndefined();
      });

      it('sets none for a customer without a default address', async () => {
        const { email, password } = await registerCustomer(shop.visitor());
        expect(setCookie(await login(shop.visitor(), email, password), 'region')).toBeUndefined();
      });
    });
  });
}
