/**
 * The product page's selling parts on every engine (docs/catalogue.md): "tell me when it is back"
 * for customers (one click) and guests (double opt-in), the one mail when stock returns, the
 * account's switch and list, bad input, rate limits; the reviews' paging and star filter, in the
 * API and on the page; accessories and related products; the cart's standard delivery.
 *
 * The PostgreSQL database is shared by every test file: stock tests use products of their own.
 */
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { rows } from '#src/server/db/query.ts';
import type { OutboxEntry } from '#src/server/mail/mailer.ts';
import { notifyBackInStock } from '#src/server/back-in-stock/sign-up.ts';
import { loadRelatedCards } from '#src/server/catalog/related.ts';
import { loadProductDetail } from '#src/server/catalog/product-detail.ts';
import type { Db } from '#src/server/db/client.ts';
import type { CartJson } from '#src/lib/cart/types.ts';
import { add, getCart, okCart } from './cart-support.ts';
import { expectError, mailsTo, useAccountShop, type AccountClient } from './account-support.ts';

const tag = () => randomBytes(5).toString('hex');
const newEmail = () => `bis-${tag()}@test.example`;

/** A product of this test alone, out of stock, with names and slugs in every language. */
async function newProduct(db: Db, stock = 0): Promise<{ id: number; sku: string; name: string }> {
  const sku = `TEST-${tag().toUpperCase()}`;
  const [row] = await rows<{ id: number }>(db, sql`INSERT INTO products (sku, price_cents, stock) VALUES (${sku}, 1000, ${stock}) RETURNING id`);
  const id = row!.id;
  for (const [locale, name] of [
    ['en', `Test sensor ${sku}`],
    ['nl', `Testsensor ${sku}`],
    ['de', `Testsensor ${sku} DE`],
  ] as const) {
    await db.execute(
      sql`INSERT INTO product_translations (product_id, locale, name, slug) VALUES (${id}, ${locale}, ${name}, ${`${locale}-${sku.toLowerCase()}`})`,
    );
  }
  return { id, sku, name: `Test sensor ${sku}` };
}

const setStock = (db: Db, id: number, stock: number) => db.execute(sql`UPDATE products SET stock = ${stock} WHERE id = ${id}`);
const signUp = (client: AccountClient, body: Record<string, unknown>) => client.post('/api/back-in-stock', body);
const linkOf = (mail: OutboxEntry): URL => new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');

async function waitForMail(email: string, kind: string, count = 1): Promise<OutboxEntry[]> {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(email, kind);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${kind} mail to ${email}`);
}

async function statusOf(db: Db, productId: number): Promise<string[]> {
  return (await rows<{ status: string }>(db, sql`SELECT status FROM back_in_stock_requests WHERE product_id = ${productId} ORDER BY id`)).map((r) => r.status);
}

for (const engine of engines()) {
  describe(`the product page's selling parts on ${engine.name}`, () => {
    const shop = useAccountShop(engine);
    const db = () => shop.database.db;

    it('signs a customer up in one click, once per product, and mails once when stock returns', async () => {
      const product = await newProduct(db());
      const customer = await shop.newCustomer('de');
      const first = await signUp(customer, { product_id: product.id });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toEqual({ success: true, message: 'Erledigt: Wir schreiben Ihnen, sobald der Artikel wieder auf Lager ist.' });
      expect((await signUp(customer, { product_id: product.id })).status).toBe(200);
      expect(await statusOf(db(), product.id)).toEqual(['active']);

      const listed = await customer.get('/api/account/back-in-stock');
      expect(listed.body.signups).toMatchObject([{ product_id: product.id, name: `Testsensor ${product.sku} DE` }]);

      // Still out of stock: nothing to tell.
      await notifyBackInStock();
      expect(mailsTo(customer.email, 'back-in-stock')).toHaveLength(0);

      await setStock(db(), product.id, 5);
      await notifyBackInStock();
      const [mail] = await waitForMail(customer.email, 'back-in-stock');
      // The customer's language (registered on a German page) and a link to the product there.
      expect(mail!.subject).toBe(`Testsensor ${product.sku} DE ist wieder auf Lager`);
      expect(mail!.text).toContain('Hallo Test,');
      expect(linkOf(mail!).pathname).toBe(`/de/produkte/de-${product.sku.toLowerCase()}/`);
      expect(await statusOf(db(), product.id)).toEqual(['notified']);

      // Never again: not on the next sweep, not when stock runs out and returns.
      await notifyBackInStock();
      await setStock(db(), product.id, 0);
      await setStock(db(), product.id, 3);
      await notifyBackInStock();
      expect(mailsTo(customer.email, 'back-in-stock')).toHaveLength(1);
      expect((await customer.get('/api/account/back-in-stock')).body.signups).toEqual([]);
    });

    it('asks a guest to confirm by a link that only asks when opened, with the same answer for every address', async () => {
      const product = await newProduct(db());
      const email = newEmail();
      const guest = shop.browser('nl.localhost', 'nl');
      const first = await signUp(guest, { product_id: product.id, email: ` ${email.toUpperCase()} ` });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toEqual({ success: true, message: 'Dank je! Bevestig met de link in de e-mail die we je net stuurden.' });
      const [confirmation] = await waitForMail(email, 'back-in-stock-confirm');
      expect(confirmation!.subject).toBe(`Bevestig: laat me weten wanneer Testsensor ${product.sku} er weer is`);
      const url = linkOf(confirmation!);
      expect(`${url.origin}${url.pathname}`).toBe('http://nl.localhost/weer-op-voorraad/');
      const [stored] = await rows<{ confirm_token_hash: string; status: string }>(
        db(),
        sql`SELECT confirm_token_hash, status FROM back_in_stock_requests WHERE product_id = ${product.id}`,
      );
      expect(stored!.status).toBe('pending');
      expect(stored!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(confirmation!.text).not.toContain(stored!.confirm_token_hash);

      // Pending is no sign-up: stock back now mails nobody.
      await setStock(db(), product.id, 2);
      await notifyBackInStock();
      expect(mailsTo(email, 'back-in-stock')).toHaveLength(0);
      await setStock(db(), product.id, 0);

      const page = shop.browser('nl.localhost', 'nl');
      const asked = await page.get(`${url.pathname}${url.search}`);
      expect(asked.status).toBe(200);
      expect(asked.headers['cache-control']).toBe('private, no-store');
      expect(String(asked.body)).toContain('Bevestig je melding');
      expect(await statusOf(db(), product.id)).toEqual(['pending']);
      const done = await page.get(`${url.pathname}${url.search}&do=1`);
      expect(done.status).toBe(200);
      expect(String(done.body)).toContain('Bevestigd.');
      expect(await statusOf(db(), product.id)).toEqual(['active']);
      expect((await page.get(`${url.pathname}${url.search}&do=1`)).status).toBe(404);

      // A second sign-up of an address that waits already: the same answer, no second mail.
      const again = await signUp(shop.browser('nl.localhost', 'nl'), { product_id: product.id, email });
      expect([again.status, again.body]).toEqual([first.status, first.body]);
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(email, 'back-in-stock-confirm')).toHaveLength(1);

      await setStock(db(), product.id, 4);
      await notifyBackInStock();
      const [back] = await waitForMail(email, 'back-in-stock');
      expect(back!.subject).toBe(`Testsensor ${product.sku} is weer op voorraad`);
      expect(linkOf(back!).toString()).toBe(`http://nl.localhost/product/nl-${product.sku.toLowerCase()}/`);
      await notifyBackInStock();
      expect(mailsTo(email, 'back-in-stock')).toHaveLength(1);
    });

    it('sends nothing to a customer who switched these mails off, and lists and removes sign-ups', async () => {
      const [kept, removed] = [await newProduct(db()), await newProduct(db())];
      const customer = await shop.newCustomer();
      expect((await signUp(customer, { product_id: kept.id })).status).toBe(200);
      expect((await signUp(customer, { product_id: removed.id })).status).toBe(200);

      const gone = await customer.delete(`/api/account/back-in-stock/${removed.id}`);
      expect(gone.status, JSON.stringify(gone.body)).toBe(200);
      expect(gone.body.message).toBe(`Test sensor ${removed.sku} was removed from your list.`);
      expect(gone.body.signups.map((s: { product_id: number }) => s.product_id)).toEqual([kept.id]);
      expectError(await customer.delete(`/api/account/back-in-stock/${removed.id}`), 404, 'You are not waiting for this product.');
      expectError(await customer.delete('/api/account/back-in-stock/abc'), 404);

      expect((await customer.put('/api/account/notifications', { back_in_stock: false })).status).toBe(200);
      expectError(
        await signUp(customer, { product_id: removed.id }),
        409,
        'You switched off back-in-stock e-mails in your notification settings. Switch them on to be told.',
      );

      await setStock(db(), kept.id, 1);
      await setStock(db(), removed.id, 1);
      await notifyBackInStock();
      expect(mailsTo(customer.email, 'back-in-stock')).toHaveLength(0);
      expect(await statusOf(db(), kept.id)).toEqual(['skipped']);
      expect(await statusOf(db(), removed.id)).toEqual(['removed']);
    });

    it('refuses bad input with 422, an unknown product with 404, one in stock with 409, and limits guests with 429', async () => {
      const product = await newProduct(db());
      const guest = shop.browser();
      expectError(await signUp(guest, { product_id: product.id }), 422, 'Please enter your e-mail address.');
      const invalid = await signUp(guest, { product_id: product.id, email: 'not an address' });
      expectError(invalid, 422);
      expect(invalid.body.errors.email).toEqual(['Please enter a valid e-mail address.']);
      expect((await signUp(guest, { product_id: 'abc', email: newEmail() })).body.errors.product_id).toEqual(['Product not found.']);
      expectError(await signUp(guest, { product_id: 2_000_000_000, email: newEmail() }), 404, 'Product not found.');
      const inStock = await newProduct(db(), 8);
      expectError(await signUp(guest, { product_id: inStock.id, email: newEmail() }), 409, 'This product is in stock: you can order it now.');
      expectError(await guest.post('/api/back-in-stock', '{"product_id":'), 422);
      expect((await guest.post('/api/back-in-stock', { product_id: product.id, email: newEmail() }, { 'X-XSRF-TOKEN': 'wrong' })).status).toBe(419);

      // Per address: three an hour, whoever asks.
      const email = newEmail();
      for (let i = 0; i < 3; i++) expect((await signUp(shop.browser(), { product_id: product.id, email })).status).toBe(200);
      const limited = await signUp(shop.browser(), { product_id: product.id, email });
      expectError(limited, 429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Per client: ten an hour.
      const busy = shop.browser();
      for (let i = 0; i < 10; i++) expect((await signUp(busy, { product_id: product.id, email: newEmail() })).status).toBe(200);
      expectError(await signUp(busy, { product_id: product.id, email: newEmail() }), 429);
    });

    it("pages a product's reviews and filters them by stars, in the API and on the page", async () => {
      // The family of the micro-HDMI cables has the most reviews of the catalogue.
      const [family] = await rows<{ id: number; slug: string; total: number; fives: number }>(
        db(),
        sql`
        SELECT m.id, t.slug, (SELECT count(*)::int FROM product_reviews r JOIN products p ON p.id = r.product_id
            WHERE (p.id = m.id OR p.master_product_id = m.id) AND r.status = 'approved') AS total,
          (SELECT count(*)::int FROM product_reviews r JOIN products p ON p.id = r.product_id
            WHERE (p.id = m.id OR p.master_product_id = m.id) AND r.status = 'approved' AND r.rating = 5) AS fives
        FROM products m JOIN product_translations t ON t.product_id = m.id AND t.locale = 'en' WHERE m.sku = 'RPI-MHDMI'`,
      );
      expect(family!.total).toBeGreaterThan(10);
      const api = shop.browser();
      const all = await api.get(`/api/product-review/${family!.id}?per_page=5`);
      expect(all.body.reviews).toMatchObject({ total: family!.total, per_page: 5, last_page: Math.ceil(family!.total / 5) });
      const five = await api.get(`/api/product-review/${family!.id}?rating=5&per_page=50`);
      expect(five.body.reviews.total).toBe(family!.fives);
      expect(five.body.reviews.data.every((r: { rating: number }) => r.rating === 5)).toBe(true);
      expect(five.body.average_rating).toBe(family!.fives > 0 ? 5 : 0);
      for (const bad of ['0', '6', 'abc', '4.5']) {
        const res = await api.get(`/api/product-review/${family!.id}?rating=${bad}`);
        expectError(res, 422);
        expect(res.body.errors.rating).toEqual(['The rating must be a whole number from 1 to 5.']);
      }

      const path = `/product/${family!.slug}/`;
      const first = await api.get(path);
      expect(first.status).toBe(200);
      const html = String(first.body);
      expect(html).toContain(`All ${family!.total} reviews`);
      expect(html).toContain(`href="${path}?page=2#reviews"`);
      expect(html).toContain(`href="${path}?rating=5#reviews"`);
      const second = String((await api.get(`${path}?page=2`)).body);
      expect(second).toMatch(/name="robots" content="noindex/);
      const filtered = String((await api.get(`${path}?rating=5`)).body);
      expect(filtered).toContain(`${family!.fives} reviews with 5 stars`);
      expect(filtered).toContain('aria-current="true"');
      expect((await api.get(`${path}?rating=7`)).status).toBe(404);
      expect((await api.get(`${path}?page=99`)).status).toBe(404);
      expect((await api.get(`${path}?page=abc`)).status).toBe(404);
    });

    it('shows accessories by explicit links and related products by category, never the family itself', async () => {
      const ids = await rows<{ id: number; sku: string; category_id: number }>(
        db(),
        sql`SELECT id, sku, category_id FROM products WHERE sku IN ('RPI5-8GB', 'RPI5-COOLER', 'RPI-PSU27W-WH', 'RPI-SD-32G-OS')`,
      );
      const id = (sku: string) => ids.find((r) => r.sku === sku)!;
      const pi = id('RPI5-8GB');
      // As the product page chooses them: candidates read with its other parts, then their cards.
      const detail = await loadProductDetail(db(), 'en', 'raspberry-pi-5-8gb');
      const related = await loadRelatedCards(db(), 'en', detail!.related);
      expect(related.accessories.map((c) => c.sku)).toEqual(['RPI5-COOLER', 'RPI-PSU27W-WH', 'RPI5-CASE-RW', 'RPI-SD-32G-OS']);
      expect(related.related[0]?.sku).toBe('RPI500-NL');
      expect(related.related.map((c) => c.id)).not.toContain(pi.id);
      expect(new Set([...related.accessories, ...related.related].map((c) => c.id)).size).toBe(related.accessories.length + related.related.length);

      const page = String((await shop.browser().get('/product/raspberry-pi-5-8gb/')).body);
      expect(page).toContain('id="accessories-title"');
      expect(page).toContain('Raspberry Pi 5 Active Cooler');
      expect(page).toContain('/media/downloads/rpi5-8gb/raspberry-pi-5-product-brief.pdf');
    });

    it('tells the standard delivery of a cart: its cost, what free delivery lacks, and the promise', async () => {
      const client = shop.client({ host: 'nl.localhost', locale: 'nl' });
      const cart = okCart(await add(client, shop.cat.product.sonar.id, 1));
      expect(cart.delivery).toMatchObject({ method: 'PostNL pakket', price: 4.09, price_with_tax: 4.95, free_from: 50 });
      expect(cart.delivery!.remaining).toBeCloseTo(50 - cart.total, 2);
      expect(cart.delivery!.progress).toBeCloseTo(cart.total / 50, 2);
      expect(cart.delivery!.from >= cart.delivery!.ship_date).toBe(true);
      okCart(await add(client, shop.cat.product.pi8.id, 1));
      const paid = (await getCart(client)).body as CartJson;
      expect(paid.delivery).toMatchObject({ price: 0, price_with_tax: 0, remaining: 0, progress: 1 });
      expect(((await getCart(shop.client())).body as CartJson).delivery ?? null).toBeNull();
    });
  });
}
