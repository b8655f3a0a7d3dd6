/**
 * The page cache through the built shop's own server, on every engine (docs/page-cache.md): a
 * catalogue page is answered from memory after its first render, a committed change purges
 * exactly the pages that show it (through the database's triggers and notifications), a purged
 * page is rendered once while everyone else gets the stale copy, and what is personal or may
 * differ per visitor is never kept.
 *
 * The test makes its own category and product (committed: the purges come from commits) and
 * deletes them afterwards.
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { startApp } from '../helpers/app-server.ts';
import { ShopClient } from '../helpers/shop-client.ts';
import { registerCustomer } from './auth-support.ts';
import { rows } from '#src/server/db/query.ts';
import { pageKey } from '#src/server/page-cache/key.ts';
import { pageStore } from '#src/server/page-cache/store.ts';
import type { Database } from '#src/server/db/client.ts';
import type { RunningServer } from '../../scripts/server.ts';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET with the given headers, the body as sent (compressed or not). */
function raw(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { headers: { Host: 'localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Asks until `check` holds (a purge arrives a moment after its commit), at most 5 s. */
async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let last = await ask();
  for (let i = 0; i < 100 && !check(last); i++) {
    await new Promise((r) => setTimeout(r, 50));
    last = await ask();
  }
  return last;
}

const cacheOf = (answer: { headers: Record<string, unknown> }) => (answer.headers['x-cache'] as string | undefined) ?? 'MISS';

for (const engine of engines()) {
  describe(`page cache on ${engine.name}`, () => {
    let database: Database;
    let app: RunningServer;
    const word = `cachetest${randomBytes(4).toString('hex')}`;
    let productId = 0;
    let categoryId = 0;
    const productPath = `/product/${word}-en/`;
    const categoryPath = `/${word}-cat-en/`;

    beforeAll(async () => {
      database = await engine.open();
      app = await startApp(database);
      // In one transaction: other test files sharing the PostgreSQL database never see the product
      // without its translations (the catalogue test counts every product's).
      await database.db.transaction(async (db) => {
        // A category of its own, out of the menu, so no other test file (they share the PostgreSQL
        // database) counts it or its product.
        const [category] = await rows<{ id: number }>(db, sql`INSERT INTO categories (position, show_in_menu) VALUES (99, false) RETURNING id`);
        categoryId = category!.id;
        const [subcategory] = await rows<{ id: number }>(db, sql`INSERT INTO categories (parent_id, position) VALUES (${categoryId}, 1) RETURNING id`);
        for (const [id, suffix] of [
          [categoryId, 'cat'],
          [subcategory!.id, 'sub'],
        ] as const) {
          for (const locale of ['en', 'nl', 'de'])
            await db.execute(
              sql`INSERT INTO category_translations (category_id, locale, name, slug) VALUES (${id}, ${locale}, ${`${word} ${suffix}`}, ${`${word}-${suffix}-${locale}`})`,
            );
        }
        const [product] = await rows<{ id: number }>(
          db,
          sql`INSERT INTO products (sku, price_cents, stock, category_id) VALUES (${`CACHE-${word}`}, 10000, 30, ${subcategory!.id}) RETURNING id`,
        );
        productId = product!.id;
        for (const locale of ['en', 'nl', 'de'])
          await db.execute(
            sql`INSERT INTO product_translations (product_id, locale, name, slug) VALUES (${productId}, ${locale}, ${`${word} product`}, ${`${word}-${locale}`})`,
          );
        // As the catalogue keeps it: the product is a member of its category and every one above.
        for (const id of [subcategory!.id, categoryId])
          await db.execute(sql`INSERT INTO product_categories (product_id, category_id) VALUES (${productId}, ${id})`);
      });
    });

    afterAll(async () => {
      const db = database?.db;
      if (db && productId) await db.execute(sql`DELETE FROM products WHERE id = ${productId}`);
      if (db && categoryId) await db.execute(sql`DELETE FROM categories WHERE parent_id = ${categoryId} OR id = ${categoryId}`);
      // Stopping the server closes the database it serves.
      await app?.stop();
    });

    const setPrice = (cents: number) => database.db.execute(sql`UPDATE products SET price_cents = ${cents} WHERE id = ${productId}`);
    const purgesOf = async (tag: string) =>
      (await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM page_cache_purges WHERE tag = ${tag}`))[0]!.n;

    it('answers a catalogue page from memory after its first render, in every encoding, and 304 for its ETag', async () => {
      const first = await raw(app.url, productPath);
      expect(first.status).toBe(200);
      expect(cacheOf(first)).toBe('MISS');
      expect(first.body.toString('utf8')).toContain(`${word} product`);
      const hit = await eventually(
        () => raw(app.url, productPath),
        (a) => cacheOf(a) === 'HIT',
      );
      expect(cacheOf(hit)).toBe('HIT');
      const html = hit.body.toString('utf8');
      expect(html).toContain(`${word} product`);
      expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(hit.headers['x-frame-options'] ?? null).toBe(first.headers['x-frame-options'] ?? null);
      expect(hit.headers['etag']).toMatch(/^W\/"/);
      expect(hit.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
      expect(hit.headers['vary']).toBe('Accept-Encoding, Cookie');

      const br = await raw(app.url, productPath, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect([cacheOf(br), br.headers['content-encoding']]).toEqual(['HIT', 'br']);
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
      // A client without brotli gets the page plain until its gzip copy is made, which it starts.
      const plain = await raw(app.url, productPath, { 'Accept-Encoding': 'gzip' });
      expect([cacheOf(plain), plain.headers['content-encoding'] ?? 'identity']).toEqual(['HIT', 'identity']);
      expect(plain.body.toString('utf8')).toBe(html);
      const gz = await eventually(
        () => raw(app.url, productPath, { 'Accept-Encoding': 'gzip' }),
        (a) => a.headers['content-encoding'] === 'gzip',
      );
      expect([cacheOf(gz), gz.headers['content-encoding']]).toEqual(['HIT', 'gzip']);
      expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
      expect(gunzipSync(gz.body).toString('utf8')).toBe(html);

      const revalidated = await raw(app.url, productPath, { 'If-None-Match': hit.headers['etag'] as string });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      const changed = await raw(app.url, productPath, { 'If-None-Match': 'W/"other"' });
      expect(changed.status).toBe(200);
    });

    it('answers the render that fills the cache with the kept compressed bytes, not a second compression', async () => {
      const asked = { 'Accept-Encoding': 'gzip, deflate, br' };
      let miss = await raw(app.url, categoryPath, asked);
      expect([miss.status, cacheOf(miss), miss.headers['content-encoding']]).toEqual([200, 'MISS', 'br']);
      expect(Number(miss.headers['content-length'])).toBe(miss.body.length);
      let hit = await raw(app.url, categoryPath, asked);
      // Other test files share the PostgreSQL database: a purge of theirs (a menu, a category) that
      // lands while the page renders rightly keeps it from being kept. Ask until a render is kept.
      for (let tries = 0; tries < 5 && cacheOf(hit) === 'MISS'; tries++) {
        miss = hit;
        hit = await raw(app.url, categoryPath, asked);
      }
      expect(cacheOf(hit)).toBe('HIT');
      expect(Buffer.compare(miss.body, hit.body)).toBe(0);
      expect(brotliDecompressSync(miss.body).toString('utf8')).toContain(`${word} cat`);
      const gzMiss = await raw(app.url, categoryPath.replace('-cat-en/', '-sub-en/'), { 'Accept-Encoding': 'gzip' });
      expect([cacheOf(gzMiss), gzMiss.headers['content-encoding']]).toEqual(['MISS', 'gzip']);
      expect(gunzipSync(gzMiss.body).toString('utf8')).toContain(`${word} sub`);
    });

    it('purges a product page when its price changes, and not when its stock stays in its band', async () => {
      await eventually(
        () => raw(app.url, productPath),
        (a) => cacheOf(a) === 'HIT',
      );
      const before = await purgesOf(`p:${productId}`);
      await database.db.execute(sql`UPDATE products SET stock = 25 WHERE id = ${productId}`);
      expect(await purgesOf(`p:${productId}`)).toBe(before);
      expect(cacheOf(await raw(app.url, productPath))).toBe('HIT');

      await setPrice(12345);
      const afterPrice = await purgesOf(`p:${productId}`);
      expect(afterPrice).toBeGreaterThan(before);
      // GB, 0 % VAT for a business abroad; the page lists both prices, excl. VAT as 123.45.
      const fresh = await eventually(
        () => raw(app.url, productPath),
        (a) => a.body.toString('utf8').includes('123.45') || a.body.toString('utf8').includes('123,45'),
      );
      expect(fresh.body.toString('utf8')).toMatch(/123[.,]45/);
      // From band 20+ to 3 left: the page tells it.
      await database.db.execute(sql`UPDATE products SET stock = 3 WHERE id = ${productId}`);
      expect(await purgesOf(`p:${productId}`)).toBe(afterPrice + 1);
    });

    it('purges the category above a changed product, and leaves unrelated pages kept', async () => {
      const category = await raw(app.url, categoryPath);
      expect(category.status).toBe(200);
      await eventually(
        () => raw(app.url, categoryPath),
        (a) => cacheOf(a) === 'HIT',
      );
      await eventually(
        () => raw(app.url, '/faq/'),
        (a) => cacheOf(a) === 'HIT',
      );
      await setPrice(23456);
      const after = await eventually(
        () => raw(app.url, categoryPath),
        (a) => /234[.,]56/.test(a.body.toString('utf8')),
      );
      expect(after.body.toString('utf8')).toMatch(/234[.,]56/);
      expect(cacheOf(await raw(app.url, '/faq/'))).toBe('HIT');
    });

    it('keeps a page per destination country on the international shop, one for all on the Dutch shop', async () => {
      const asked = (cookie: string, host = 'localhost') =>
        raw(app.url, productPath.replace('-en/', host === 'localhost' ? '-en/' : '-nl/'), { Cookie: cookie, Host: host });
      for (const cookie of ['', 'region=DE', 'region=BE'])
        await eventually(
          () => asked(cookie),
          (a) => cacheOf(a) === 'HIT',
        );
      const gb = (await asked('')).body.toString('utf8');
      const de = (await asked('region=DE')).body.toString('utf8');
      const be = (await asked('region=BE')).body.toString('utf8');
      expect(de).not.toBe(gb);
      expect(be).not.toBe(de);
      // An unknown country is priced as no choice, and such an answer is not kept under its cookie.
      expect(cacheOf(await asked('region=XX'))).toBe('MISS');
      expect(cacheOf(await asked('region=XX'))).toBe('MISS');
      // The Dutch shop prices for NL whatever the cookie says: one page.
      await eventually(
        () => asked('region=DE', 'nl.localhost'),
        (a) => cacheOf(a) === 'HIT',
      );
      const nl = await asked('region=BE', 'nl.localhost');
      expect(cacheOf(nl)).toBe('HIT');
      expect(nl.headers['vary']).toBe('Accept-Encoding');
    });

    it('never keeps personal pages, previews, unknown query parameters or errors', async () => {
      for (const path of [
        '/cart/',
        '/login/',
        '/register/',
        '/favorites/',
        '/checkout/',
        `${productPath}?utm_source=x`,
        `${productPath}?preview=1.x`,
        '/contact/?map=1',
        `/product/${word}-none/`,
      ]) {
        const first = await raw(app.url, path);
        await new Promise((r) => setTimeout(r, 100));
        const second = await raw(app.url, path);
        expect([path, cacheOf(second)]).toEqual([path, 'MISS']);
        expect(first.headers['x-cache']).toBeUndefined();
      }
    });

    it("never serves a logged-in visitor's page to another visitor", async () => {
      const shopper = new ShopClient(app.url);
      const lastname = `Geheim${randomBytes(4).toString('hex')}`;
      const { email } = await registerCustomer(shopper, { lastname });
      const account = await shopper.get('/account/orders/', { headers: { Accept: 'text/html' } });
      expect(account.status).toBe(200);
      expect(account.headers['x-cache']).toBeUndefined();
      // Pages rendered for the logged-in shopper (addresses nobody asked for yet, so their visit
      // renders them) are kept and answered to the next visitor: none holds who they are.
      for (const path of [`${productPath}?page=1`, `${categoryPath}?sort=newest`, '/newest-products/?page=1', '/reviews/?page=1']) {
        const theirs = await shopper.get(path, { headers: { Accept: 'text/html' } });
        expect([path, theirs.status, theirs.headers['x-cache']]).toEqual([path, 200, undefined]);
        const anonymous = await eventually(
          () => raw(app.url, path),
          (a) => cacheOf(a) === 'HIT',
        );
        expect(anonymous.headers['etag']).toBe(theirs.headers['etag']);
        const text = anonymous.body.toString('utf8');
        expect(text).not.toContain(email);
        expect(text).not.toContain(lastname);
      }
      // The account's own pages are never kept: another visitor is sent to the login.
      expect((await raw(app.url, '/account/orders/')).status).toBe(302);
    });

    it('renders a purged page once while every other request gets the stale copy', async () => {
      await eventually(
        () => raw(app.url, productPath),
        (a) => cacheOf(a) === 'HIT',
      );
      await setPrice(34567);
      // The app runs in this process: its store tells when the purge has arrived.
      const key = pageKey({ host: 'localhost', target: productPath, forwardedProto: null, cookie: null });
      await eventually(
        async () => pageStore().lookup(key)?.fresh,
        (fresh) => fresh === false,
      );
      const answers = await Promise.all(Array.from({ length: 20 }, () => raw(app.url, productPath)));
      const kinds = answers.map(cacheOf);
      expect(kinds.filter((k) => k === 'MISS')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'STALE').length + kinds.filter((k) => k === 'HIT').length).toBe(19);
      const fresh = await eventually(
        () => raw(app.url, productPath),
        (a) => cacheOf(a) === 'HIT' && /345[.,]67/.test(a.body.toString('utf8')),
      );
      expect(fresh.body.toString('utf8')).toMatch(/345[.,]67/);
    });
  });
}
