/**
 * The HTTP edge against odd requests, on the built shop and every engine (docs/http-edge.md):
 * control characters and overlong addresses answered before any query runs, NULs in JSON
 * bodies, and nothing logged as a failure on the way.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { engines } from '../helpers/engines.ts';
import { startApp } from '../helpers/app-server.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { sql } from 'drizzle-orm';
import { rows } from '#src/server/db/query.ts';
import type { Database } from '#src/server/db/client.ts';
import type { RunningServer } from '../../scripts/server.ts';

/** The error contract's 4xx answer. */
function expectContract(res: Answer, status: number): Record<string, any> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({ error: true, status, message: expect.any(String) });
  return res.body;
}

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** A request written by hand (a method or Host header no HTTP client sends), on its own connection. */
function raw(baseUrl: string, head: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', body = ''] = text.split('\r\n\r\n', 2);
      const [status = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(status.split(' ')[1]), headers, body });
    });
  });
}

/** Lines the shop logged as failures while a test ran (a 500, a query PostgreSQL refused). */
const failures = (spy: MockInstance) => spy.mock.calls.map((args) => args.map(String).join(' ').slice(0, 200));

for (const engine of engines()) {
  describe(`the HTTP edge on ${engine.name}`, () => {
    let database: Database;
    let app: RunningServer;
    let logged: MockInstance;
    const client = (host = 'localhost') => new ShopClient(app.url, host);

    beforeAll(async () => {
      database = await engine.open();
      app = await startApp(database);
    });
    afterAll(async () => {
      // Stopping the server closes the database it serves.
      if (app) await app.stop();
      else await database?.close();
    });
    beforeEach(() => {
      logged = vi.spyOn(console, 'error');
    });
    afterEach(() => {
      logged.mockRestore();
    });

    describe('control characters and lengths in the address', () => {
      it('answers a NUL in an API query value with 422 naming the parameter, before the search runs', async () => {
        for (const path of ['/api/search?query=%00', '/api/suggest-products?query=pi%00', '/api/favorites/products?ids=1&locale=%01']) {
          const body = expectContract(await client().get(path), 422);
          expect(body.success).toBe(false);
          expect(Object.keys(body.errors ?? {})).toHaveLength(1);
        }
        expect(expectContract(await client().get('/api/search?query=%00'), 422).errors).toEqual({ query: ['may not contain control characters'] });
        expect(expectContract(await client().get('/sanctum/csrf-cookie?x=%7F'), 422).errors).toEqual({ x: ['may not contain control characters'] });
        expect(failures(logged)).toEqual([]);
      });

      it('refuses search properties holding a NUL, in the bracket form and escaped inside the JSON form', async () => {
        const json = encodeURIComponent(JSON.stringify({ kleur: ['zwart\u0000'] }));
        const inJson = expectContract(await client().get(`/api/search?query=pi&properties=${json}`), 422);
        expect(Object.keys(inJson.errors)).toEqual(['properties']);
        const bracket = expectContract(await client().get('/api/search?query=pi&properties[kleur][]=zwart%00'), 422);
        expect(bracket.errors).toEqual({ 'properties[kleur][]': ['may not contain control characters'] });
        expect(failures(logged)).toEqual([]);
      });

      it('answers a page path with a control character with the 404 page, before any lookup', async () => {
        for (const path of ['/product/%00/', '/%00/', '/account/orders/%00/', '/product/%7F/', '/product/%2500/', '/product/%0A/']) {
          const res = await client().get(path, { headers: { Accept: 'text/html' } });
          expect(res.status, path).toBe(404);
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          expect(res.body).toContain('Page not found:');
          expect(res.body).not.toContain('\u0000');
          expect(res.body).toMatch(/<\/html>$/);
        }
        const german = await client().get('/de/%00/');
        expect(german.body).toContain('Seite nicht gefunden: /de/%00/');
        const bot = await client().get('/product/%00/', { headers: { 'User-Agent': 'Googlebot/2.1' } });
        expect(bot.status).toBe(404);
        expect(bot.body).toBe('Not Found');
        expect(failures(logged)).toEqual([]);
      });

      it('answers an API path with a control character with the JSON 404', async () => {
        for (const path of ['/api/products/slug/%00', '/api/checkout/orders/%00', '/media/products/%00.svg', '/sanctum/%0A']) {
          expect(expectContract(await client().get(path), 404).message, path).toBe('Not found');
        }
        expect(failures(logged)).toEqual([]);
      });

      it('answers a page whose query holds a NUL with a whole 400 page, not a page cut off halfway', async () => {
        for (const path of ['/?query=%00', '/product/raspberry-pi-5-8gb/?x=%00', '/nl/?q=%0D%0A']) {
          const res = await client().get(path, { headers: { Accept: 'text/html' } });
          expect(res.status, path).toBe(400);
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.headers['x-frame-options']).toBe('DENY');
          expect(res.body).toMatch(/^<!doctype html>.*<\/html>$/s);
        }
        expect((await client().get('/?query=%00')).body).toContain('This address cannot be read');
        expect((await client('nl.localhost').get('/?query=%00')).body).toContain('Dit adres kunnen we niet lezen');
        expect(failures(logged)).toEqual([]);
      });

      it('refuses an overlong path, query value or query string', async () => {
        const long = 'x'.repeat(2100);
        expect(expectContract(await client().get(`/api/products/slug/${long}`), 404).message).toBe('Not found');
        expect((await client().get(`/${long}/`)).status).toBe(404);
        expect(expectContract(await client().get(`/api/search?query=${'a'.repeat(1025)}`), 422).errors).toEqual({ query: ['may be at most 1024 characters'] });
        const many = Array.from({ length: 9 }, (_, i) => `p${i}=${'b'.repeat(500)}`).join('&');
        expect(expectContract(await client().get(`/api/search?${many}`), 422).message).toBe('The query string may be at most 4096 bytes.');
        expect((await client().get(`/?${many}`)).status).toBe(400);
        // Within the limits nothing changes.
        expect((await client().get(`/api/search?query=${'a'.repeat(1024)}`)).status).toBe(200);
        expect((await client().get('/api/search?query=pi&locale=de')).status).toBe(200);
      });
    });

    describe('before the app: methods and Host headers', () => {
      const host = () => new URL(app.url).host;

      it('refuses TRACE, CONNECT and methods the shop does not speak with 405 and Allow, logging nothing', async () => {
        for (const head of [
          `TRACE / HTTP/1.1\r\nHost: ${host()}`,
          `PROPFIND /cart/ HTTP/1.1\r\nHost: ${host()}`,
          `CONNECT ${host()} HTTP/1.1\r\nHost: ${host()}`,
        ]) {
          const res = await raw(app.url, head);
          expect(res.status, head).toBe(405);
          expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
          expect(res.headers['x-frame-options']).toBe('DENY');
          expect(res.body).toBe('Method not allowed.');
        }
        const api = await raw(app.url, `TRACE /api/cart/cart HTTP/1.1\r\nHost: ${host()}`);
        expect(api.status).toBe(405);
        expect(JSON.parse(api.body)).toEqual({ error: true, message: 'Method not allowed.', status: 405 });
        expect(failures(logged)).toEqual([]);
      });

      it('refuses a Host header that is no host[:port] with 400, so no other path is routed', async () => {
        for (const bad of ['a@evil.example', 'evil.example/x?y=', 'evil example', 'localhost:99999', 'localhost:', '[::1', 'a..b']) {
          const res = await raw(app.url, `GET /api/cart/cart HTTP/1.1\r\nHost: ${bad}`);
          expect(res.status, bad).toBe(400);
          expect(JSON.parse(res.body), bad).toEqual({ error: true, message: 'The Host header is not a valid host.', status: 400 });
        }
        const page = await raw(app.url, 'GET / HTTP/1.1\r\nHost: a@evil.example');
        expect(page.status).toBe(400);
        expect(page.headers['content-type']).toMatch(/^text\/plain/);
        for (const good of [host(), 'localhost', 'nl.localhost', 'NL.Localhost.', '127.0.0.1:4321', '[::1]:4321']) {
          expect((await raw(app.url, `GET /api/cart/cart HTTP/1.1\r\nHost: ${good}`)).status, good).toBe(200);
        }
        // Well-formed, but no host of this shop (tests/api/hosts.test.ts has the configured ones).
        for (const foreign of ['shop.example.', 'web_1:8080', '10.0.0.7']) {
          const res = await raw(app.url, `GET /api/cart/cart HTTP/1.1\r\nHost: ${foreign}`);
          expect(JSON.parse(res.body), foreign).toEqual({ error: true, message: 'This shop does not answer for this host.', status: 400 });
        }
        expect(failures(logged)).toEqual([]);
      });
    });

    describe('form-typed writes from another site', () => {
      const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain'];

      it("are the shop's CSRF refusal in the error contract, not a bare 403", async () => {
        const shopper = client();
        await shopper.csrf(); // the cookie goes along, as a browser sends it; the header cannot
        for (const type of FORM_TYPES) {
          for (const path of ['/api/cart/apply-coupon', '/api/login', '/sanctum/csrf-cookie']) {
            const res = await shopper.send('POST', path, { body: 'coupon=X', headers: { 'Content-Type': type, Origin: 'https://evil.example' } });
            if (path === '/sanctum/csrf-cookie') expect(expectContract(res, 405).message).toBe('Method not allowed.');
            else expect(expectContract(res, 419)).toMatchObject({ success: false, message: 'CSRF token mismatch.' });
          }
          // Pages take no writes at all.
          const page = await shopper.send('POST', '/cart/', { body: 'x=1', headers: { 'Content-Type': type, Origin: 'https://evil.example' } });
          expect(page.status).toBe(405);
        }
      });

      it("let the payment provider's form-encoded webhook without an Origin reach its endpoint", async () => {
        const webhook = (provider: string) =>
          client().send('POST', `/api/payments/webhook/${provider}`, {
            body: 'id=tr_WDqYK6vllg',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          });
        // The test provider takes the payments here: its webhook refuses an unsigned report, the other provider's path names none.
        expect(expectContract(await webhook('test'), 400).message).not.toMatch(/forbidden/i);
        expect(expectContract(await webhook('mollie'), 404).message).not.toMatch(/forbidden/i);
      });
    });

    describe("the coupon's country", () => {
      /** A guest with one Arduino in the cart, so a coupon has something to apply to. */
      async function shopper(): Promise<ShopClient> {
        const [product] = await rows<{ id: number }>(database.db, sql`SELECT id FROM products WHERE sku = 'ARD-UNO-R3'`);
        const guest = client();
        expect((await guest.post(`/api/cart/add-to-cart/${product!.id}/1`)).status).toBe(200);
        return guest;
      }

      /** The country the cart keeps for the checkout (not in the cart's answer, whose country is the VAT region). */
      async function storedCountry(guest: ShopClient): Promise<string | null> {
        const hash = createHash('sha256').update(guest.cookies.get('cart_token')!).digest('hex');
        const [cart] = await rows<{ country_id: string | null }>(database.db, sql`SELECT country_id FROM carts WHERE token_hash = ${hash}`);
        return cart?.country_id?.trim() ?? null;
      }

      it('takes only a country the shop knows, or none; anything else is 422 on country and changes nothing', async () => {
        const guest = await shopper();
        for (const country of ['zz', 'XX', 'QZ']) {
          const res = await guest.post('/api/cart/apply-coupon', { coupon: 'WELCOME10', country });
          expect(expectContract(res, 422).errors, country).toEqual({ country: ['must be a country the shop delivers to, or empty'] });
        }
        expect((await guest.get('/api/cart/cart')).body.adjustments).toEqual([]);
        expect(await storedCountry(guest)).toBeNull();
        const known = await guest.post('/api/cart/apply-coupon', { coupon: 'WELCOME10', country: 'de' });
        expect(known.status, JSON.stringify(known.body)).toBe(200);
        expect(await storedCountry(guest)).toBe('DE');
        expect((await guest.post('/api/cart/apply-coupon', { coupon: 'WELCOME10', country: '' })).status).toBe(200);
      });
    });

    describe('security headers of files', () => {
      /** ADR 0004's headers, as every page and API answer carries them. */
      function expectSecurityHeaders(res: Answer, path: string): void {
        const csp = String(res.headers['content-security-policy'] ?? '');
        expect(csp, path).toContain("default-src 'none'");
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("base-uri 'none'");
        expect(res.headers['x-frame-options'], path).toBe('DENY');
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
        expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
        expect(res.headers['permissions-policy'], path).toContain('camera=()');
      }

      it('serves built files, an SVG and an /_astro asset, with the same security headers as pages', async () => {
        const asset = readdirSync(`${process.env.TEST_DIST_DIR ?? 'dist'}/client/_astro`).find((name) => /\.(css|js)$/.test(name));
        for (const path of ['/favicon.svg', `/_astro/${asset}`]) {
          const res = await client().get(path, { headers: { Accept: '*/*', 'Accept-Encoding': 'gzip' } });
          expect(res.status, path).toBe(200);
          expectSecurityHeaders(res, path);
        }
      });

      it('answers a built file with an ETag of its encoding, 304 to If-None-Match, and never its precompressed copy by name', async () => {
        const asset = readdirSync(`${process.env.TEST_DIST_DIR ?? 'dist'}/client/_astro`).find((name) => name.endsWith('.css'));
        const path = `/_astro/${asset}`;
        const br = await client().get(path, { headers: { Accept: '*/*', 'Accept-Encoding': 'br' } });
        const plain = await client().get(path, { headers: { Accept: '*/*', 'Accept-Encoding': 'identity' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(plain.headers['content-encoding']).toBeUndefined();
        const tag = String(br.headers.etag);
        expect(tag).toMatch(/^"[\w-]{20,}"$/);
        expect(plain.headers.etag).not.toBe(tag); // another representation, another tag
        const again = await client().get(path, { headers: { Accept: '*/*', 'Accept-Encoding': 'br', 'If-None-Match': `"other", ${tag}` } });
        expect(again.status).toBe(304);
        expect(again.headers.etag).toBe(tag);
        expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(String(again.body ?? '')).toBe('');
        expectSecurityHeaders(again, path);
        // A tag of the other encoding is no match: the br bytes are sent.
        expect((await client().get(path, { headers: { Accept: '*/*', 'Accept-Encoding': 'br', 'If-None-Match': String(plain.headers.etag) } })).status).toBe(
          200,
        );
        // The .br copy exists only to be sent under the file's own name.
        expect((await client().get(`${path}.br`, { headers: { Accept: '*/*' } })).status).toBe(404);
      });

      it('serves a generated SVG under /media with them too', async () => {
        const [product] = await rows<{ sku: string }>(database.db, sql`SELECT sku FROM products WHERE sku = 'ARD-UNO-R3'`);
        const path = `/media/products/${product!.sku}-1.svg`;
        const res = await client().get(path, { headers: { Accept: 'image/svg+xml' } });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/svg+xml');
        expectSecurityHeaders(res, path);
      });
    });

    describe('answers priced by the region cookie', () => {
      const vary = (res: Answer) => String(res.headers.vary ?? '').toLowerCase();

      it("are the shopper's own when the cookie prices them, shared when the URL or the shop names the country", async () => {
        const de = client();
        de.cookies.set('region', 'DE');
        const gb = client();
        gb.cookies.set('region', 'GB');
        for (const path of [
          '/api/search?query=raspberry',
          '/api/suggest-products?query=raspberry',
          '/api/suggest-products',
          '/api/favorites/products?ids=1,2,3',
        ]) {
          const [byDe, byGb] = [await de.get(path), await gb.get(path)];
          expect(byDe.status, path).toBe(200);
          // The same URL answers other prices for another region: no shared cache may keep it.
          expect(byDe.headers['cache-control'], path).toBe('private, max-age=60');
          expect(vary(byDe), path).toContain('cookie');
          expect(byGb.headers['cache-control'], path).toBe('private, max-age=60');
          const named = await de.get(`${path}${path.includes('?') ? '&' : '?'}country=DE`);
          expect(named.headers['cache-control'], path).toBe('public, max-age=60');
          expect(vary(named), path).not.toContain('cookie');
          const dutch = new ShopClient(app.url, 'nl.localhost');
          dutch.cookies.set('region', 'DE');
          const fixed = await dutch.get(path);
          expect(fixed.headers['cache-control'], path).toBe('public, max-age=60');
          expect(vary(fixed), path).not.toContain('cookie');
        }
        const prices = async (c: ShopClient) =>
          (await c.get('/api/search?query=raspberry')).body.products.map((p: { price_with_tax: number }) => p.price_with_tax);
        expect(await prices(de)).not.toEqual(await prices(gb));
      });
    });

    describe('NUL characters in JSON bodies', () => {
      it('refuses a NUL in a name anywhere in the body with 422 on body', async () => {
        const shopper = client();
        const bodies = ['{"coupon":"X","x\\u0000":1}', '{"coupon":"X","nested":{"a":[{"\\u0000":true}]}}'];
        for (const body of bodies) {
          const res = await shopper.post('/api/cart/apply-coupon', body);
          expect(expectContract(res, 422).errors).toEqual({ body: ['may not contain NUL characters in its names'] });
        }
        const added = await shopper.post('/api/cart/add-to-cart/1/1', '{"options\\u0000":"[1]"}');
        expect(expectContract(added, 422).errors).toEqual({ body: ['may not contain NUL characters in its names'] });
        expect(failures(logged)).toEqual([]);
      });

      it('refuses a NUL a field schema lets through, naming the field; cleans or refuses the rest as before', async () => {
        const login = await client().post('/api/login', { email: 'demo@framboos.example', password: 'frambozen-taart-2026\u0000' });
        expect(expectContract(login, 422).errors).toEqual({ password: ['may not contain NUL characters'] });
        const coupon = await client().post('/api/cart/apply-coupon', { coupon: 'A\u0000B' });
        expectContract(coupon, 422);
        expect(failures(logged)).toEqual([]);
      });
    });
  });
}
