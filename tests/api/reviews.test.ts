/**
 * The review calls on every engine: shop reviews and a product's reviews in pages with their
 * average, cached 6 hours; bad paging and ids as 422 and 404, never 500; a review written from
 * the account (only for a product of a paid order, once, pending until approved) and its input.
 */
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { rows } from '#src/server/db/query.ts';
import { decideReview, pendingReviews } from '#src/server/reviews/moderation.ts';
import type { ReviewJson } from '#src/lib/api/reviews.ts';
import { expectError, useAccountShop, type AccountShop } from './account-support.ts';

const SIX_HOURS = 'public, max-age=21600';

/** A paid order of the customer holding the product, straight into the database. */
async function givePaidOrder(shop: AccountShop, customerId: number, email: string, productId: number, status = 'paid'): Promise<void> {
  const address = {
    firstname: 'Test',
    lastname: 'Klant',
    company: null,
    street: 'Dorpsstraat',
    houseNumber: '1',
    postcode: '3831 AB',
    city: 'Leusden',
    countryId: 'NL',
    phone: null,
  };
  const [order] = await rows<{ id: number }>(
    shop.database.db,
    sql`
    INSERT INTO orders (number, customer_id, email, status, shop, locale, country_id, subtotal_cents, tax_cents, total_cents, billing_address, shipping_address)
    VALUES (${`R-${randomBytes(6).toString('hex')}`}, ${customerId}, ${email}, ${status}, 'nl', 'nl', 'NL', 1000, 210, 1210, ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb)
    RETURNING id`,
  );
  await shop.database.db.execute(sql`
    INSERT INTO order_items (order_id, product_id, sku, name, quantity, unit_price_cents, unit_price_incl_cents, tax_rate_bp)
    SELECT ${order?.id}, id, sku, 'Test product', 1, 1000, 1210, 2100 FROM products WHERE id = ${productId}`);
}

/** A product for sale without variants, that no test of this file has used yet. */
async function freshProduct(shop: AccountShop, offset: number): Promise<number> {
  const [row] = await rows<{ id: number }>(
    shop.database.db,
    sql`SELECT p.id FROM products p WHERE p.is_active AND p.master_product_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id) ORDER BY p.id OFFSET ${offset} LIMIT 1`,
  );
  return row?.id as number;
}

for (const engine of engines()) {
  describe(`reviews on ${engine.name}`, () => {
    const shop = useAccountShop(engine);

    it('answers a page of shop reviews, newest first, with the total and the average, cached 6 hours', async () => {
      const res = await shop.client().get('/api/shop-reviews');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(SIX_HOURS);
      expect(res.body.average_rating).toBe(9.3);
      expect(res.body.reviews).toMatchObject({ total: 5588, current_page: 1, per_page: 10, last_page: 559 });
      const data = res.body.reviews.data as ReviewJson[];
      expect(data).toHaveLength(10);
      const dates = data.map((r) => Date.parse(r.created_at));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const r of data) expect(r.rating).toBeGreaterThanOrEqual(1);
      const second = await shop.client().get('/api/shop-reviews?page=2&per_page=10');
      expect(second.body.reviews.current_page).toBe(2);
      expect(second.body.reviews.data.map((r: ReviewJson) => r.id)).not.toContain(data[0]?.id);
      const last = await shop.client().get('/api/shop-reviews?page=559');
      expect(last.body.reviews.data).toHaveLength(8);
      const beyond = await shop.client().get('/api/shop-reviews?page=600');
      expect(beyond.status).toBe(200);
      expect(beyond.body.reviews.data).toEqual([]);
    });

    it('refuses paging that cannot be right with 422 naming the field, never 500, and keeps errors out of caches', async () => {
      for (const query of ['page=abc', 'page=0', 'page=-1', 'page=1.5', 'page=9999999', 'page=99999999999999999999999', 'per_page=0', 'per_page=51']) {
        const res = await shop.client().get(`/api/shop-reviews?${query}`);
        expectError(res, 422);
        expect(Object.keys(res.body.errors)).toEqual([query.split('=')[0]]);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const nul = await shop.client().get('/api/shop-reviews?page=%00');
      expectError(nul, 422);
      const dutch = await shop.client({ host: 'nl.localhost', locale: 'nl' }).get('/api/product-review/1?page=abc');
      expect(dutch.body.message).toBe('De pagina moet een heel getal vanaf 1 zijn.');
    });

    it("answers a product family's approved reviews only, in the same shape, cached 6 hours", async () => {
      const [family] = await rows<{ id: number; n: number }>(
        shop.database.db,
        sql`SELECT coalesce(p.master_product_id, p.id) AS id, count(*)::int AS n FROM product_reviews r JOIN products p ON p.id = r.product_id
            WHERE r.status = 'approved' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
      );
      const id = family?.id as number;
      const res = await shop.client().get(`/api/product-review/${id}?per_page=50`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(SIX_HOURS);
      expect(res.body.reviews.total).toBe(family?.n);
      expect(res.body.reviews.data).toHaveLength(Math.min(50, family?.n ?? 0));
      expect(res.body.average_rating).toBeGreaterThan(0);
      // A pending review of the product counts nowhere until it is approved.
      await shop.database.db.execute(
        sql`INSERT INTO product_reviews (product_id, author, rating, body, locale, status) VALUES (${id}, 'Nog Niet', 1, 'Wacht op controle', 'nl', 'pending')`,
      );
      const again = await shop.client().get(`/api/product-review/${id}?per_page=50`);
      expect(again.body.reviews.total).toBe(family?.n);
      const none = await shop.client().get(`/api/product-review/${await freshProduct(shop, 0)}`);
      if (none.body.reviews.total === 0)
        expect(none.body).toEqual({ reviews: { total: 0, data: [], current_page: 1, last_page: 1, per_page: 10 }, average_rating: 0 });
    });

    it('answers 404 for a product id that is not one or names no product, never 500', async () => {
      for (const id of ['abc', '0', '-3', '1.5', '2147483647', '99999999999', '99999999999999999999999999', '%00', '1%00', '%2500']) {
        const res = await shop.client().get(`/api/product-review/${id}`);
        expectError(res, 404);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('takes a review of a bought product once, pending until the shop approves it', async () => {
      const anna = await shop.newCustomer('nl');
      const productId = await freshProduct(shop, 3);
      const review = { product_id: productId, rating: 4, title: 'Doet wat het moet', body: 'Werkt prima <b>met</b> mijn Pi.\nSnel geleverd.' };
      expectError(await anna.post('/api/account/reviews', review), 403);
      await givePaidOrder(shop, anna.id, anna.email, productId, 'pending');
      expectError(await anna.post('/api/account/reviews', review), 403);
      await givePaidOrder(shop, anna.id, anna.email, productId, 'shipped');
      const listed = await anna.get('/api/account/reviews');
      expect(listed.body.products).toEqual([{ product_id: productId, name: expect.any(String), slug: expect.any(String), review: null }]);

      const sent = await anna.post('/api/account/reviews', review);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.message).toBe('Bedankt! Je beoordeling verschijnt zodra wij die hebben gecontroleerd.');
      const mine = sent.body.products[0].review;
      expect(mine).toMatchObject({ rating: 4, title: 'Doet wat het moet', body: 'Werkt prima <b>met</b> mijn Pi. Snel geleverd.', status: 'pending' });
      expectError(await anna.post('/api/account/reviews', review), 409);

      const before = await shop.client().get(`/api/product-review/${productId}`);
      expect(before.body.reviews.data.map((r: ReviewJson) => r.id)).not.toContain(mine.id);
      expect((await pendingReviews(shop.database.db)).map((r) => r.id)).toContain(mine.id);
      expect(await decideReview(shop.database.db, mine.id, 'approved')).toBe(true);
      expect(await decideReview(shop.database.db, mine.id, 'rejected')).toBe(false);
      const after = await shop.client().get(`/api/product-review/${productId}`);
      expect(after.body.reviews.data[0]).toMatchObject({
        id: mine.id,
        author: 'Test K.',
        rating: 4,
        body: 'Werkt prima <b>met</b> mijn Pi. Snel geleverd.',
        locale: 'nl',
      });
      expect((await anna.get('/api/account/reviews')).body.products[0].review.status).toBe('approved');
    });

    it('refuses a review that cannot be right with 422 per field in reading order, and needs a login', async () => {
      const jonas = await shop.newCustomer('de');
      const bad = await jonas.post('/api/account/reviews', { product_id: 'abc', rating: 6, title: 'x'.repeat(121), body: 'kurz' });
      expectError(bad, 422);
      expect(Object.keys(bad.body.errors)).toEqual(['product_id', 'rating', 'title', 'body']);
      expect(bad.body.errors.rating).toEqual(['Wählen Sie 1 bis 5 Sterne.']);
      expect(bad.body.errors.body).toEqual(['Schreiben Sie mindestens 10 Zeichen über das Produkt.']);
      for (const body of [
        {},
        { product_id: 1, rating: '5', body: 'Lang genug geschrieben.' },
        { product_id: 1, rating: 2.5, body: 'Lang genug geschrieben.' },
        [],
      ]) {
        const res = await jonas.post('/api/account/reviews', body);
        expectError(res, 422);
      }
      expectError(await jonas.post('/api/account/reviews', { product_id: 2147483000, rating: 5, body: 'Lang genug geschrieben.' }), 404);
      const guest = shop.browser();
      expectError(await guest.post('/api/account/reviews', { product_id: 1, rating: 5, body: 'Lang genug geschrieben.' }), 401);
      expectError(await guest.get('/api/account/reviews'), 401);
    });
  });
}
