/**
 * The account's order calls on every engine: the demo customers' seeded orders as a paged list
 * and as detail, amounts that agree to the cent, bearer rules, paging input and methods.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import type { OrderJson, OrderSummaryJson } from '#src/lib/account/types.ts';
import { DEMO, KUNDE, expectError, useAccountShop } from './account-support.ts';

const cents = (euros: number) => Math.round(euros * 100);

/** Every amount of an order agrees with the others: lines, subtotal, and total = subtotal − discount + shipping + VAT. */
function expectConsistent(order: OrderJson): void {
  let excl = 0;
  let incl = 0;
  for (const line of order.lines) {
    expect(cents(line.total), line.sku).toBe(cents(line.price) * line.quantity);
    expect(cents(line.total_with_tax), line.sku).toBe(cents(line.price_with_tax) * line.quantity);
    expect(cents(line.price_with_tax)).toBe(Math.round((cents(line.price) * (100 + line.tax_rate)) / 100));
    excl += cents(line.total);
    incl += cents(line.total_with_tax);
  }
  expect(cents(order.subtotal)).toBe(excl);
  expect(cents(order.subtotal_with_tax)).toBe(incl);
  expect(cents(order.total)).toBe(cents(order.subtotal) - cents(order.discount) + cents(order.shipping) + cents(order.tax));
  expect(order.item_count).toBe(order.lines.reduce((n, l) => n + l.quantity, 0));
}

for (const engine of engines()) {
  describe(`account orders on ${engine.name}`, () => {
    const shop = useAccountShop(engine);

    it("lists the demo customer's orders newest first with number, date, status, total and item count", async () => {
      const anna = await shop.loginAs(DEMO);
      const res = await anna.get('/api/account/orders');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({ current_page: 1, last_page: 1, per_page: 10 });
      const orders = res.body.orders as OrderSummaryJson[];
      expect(res.body.total).toBe(orders.length);
      expect(orders.length).toBeGreaterThanOrEqual(8);
      expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded']));
      const dates = orders.map((o) => Date.parse(o.placed_at));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const o of orders) {
        expect(o).toEqual({
          id: expect.any(Number),
          number: expect.stringMatching(/^FR-\d{4}-\d{6}$/),
          placed_at: expect.any(String),
          status: expect.any(String),
          total: expect.any(Number),
          item_count: expect.any(Number),
        });
        expect(o.item_count).toBeGreaterThan(0);
      }
      // The guest orders placed with Anna's e-mail are not hers until she links them.
      const paid = orders.find((o) => o.status === 'paid');
      expect(paid).toMatchObject({ total: 24.9, item_count: 1 });
    });

    it('pages with ?page= and ?per_page=, keeping the order across pages', async () => {
      const anna = await shop.loginAs(DEMO);
      const all = (await anna.get('/api/account/orders?per_page=50')).body.orders as OrderSummaryJson[];
      const first = await anna.get('/api/account/orders?per_page=3');
      expect(first.body).toMatchObject({ current_page: 1, per_page: 3, total: all.length, last_page: Math.ceil(all.length / 3) });
      const second = await anna.get('/api/account/orders?page=2&per_page=3');
      expect([...first.body.orders, ...second.body.orders].map((o: OrderSummaryJson) => o.id)).toEqual(all.slice(0, 6).map((o) => o.id));
      const beyond = await anna.get('/api/account/orders?page=99&per_page=3');
      expect(beyond.status).toBe(200);
      expect(beyond.body.orders).toEqual([]);
    });

    it("refuses bad paging with 422 in the request's language, never 500", async () => {
      const jonas = await shop.loginAs(KUNDE, 'localhost', 'de');
      for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'per_page=0', 'per_page=51', 'per_page=x', 'page=9999999']) {
        const res = await jonas.get(`/api/account/orders?${query}`);
        expectError(res, 422);
        expect(res.body.message).toMatch(/muss/);
      }
    });

    it("shows one order with lines, addresses, totals and tracking, the lines' slugs in the request's language", async () => {
      const anna = await shop.loginAs(DEMO, 'nl.localhost', 'de');
      const list = (await anna.get('/api/account/orders')).body.orders as OrderSummaryJson[];
      const shipped = list.find((o) => o.status === 'shipped') as OrderSummaryJson;
      const res = await anna.get(`/api/account/orders/${shipped.id}`);
      expect(res.status).toBe(200);
      const order = res.body.order as OrderJson;
      expect(order).toMatchObject({ id: shipped.id, number: shipped.number, status: 'shipped', total: shipped.total, country_id: 'BE', tax: 0 });
      expect(order.tracking_url).toMatch(/^https:\/\//);
      expect(order.billing_address).toMatchObject({ firstname: 'Anna', lastname: 'de Vries', company: 'Pi Lab Leuven BV', city: 'Leuven', country_id: 'BE' });
      expect(order.shipping_address).toEqual(order.billing_address);
      // Reverse charge: a validated business address in another EU country pays no VAT.
      for (const line of order.lines) expect(line.tax_rate).toBe(0);
      expect(order.lines.map((l) => l.sku).sort()).toEqual(['KING-SNV3S-500G', 'RPI-M2HAT']);
      expect(order.lines.every((l) => typeof l.slug === 'string' && l.image?.startsWith('/media/'))).toBe(true);
      expectConsistent(order);
    });

    it('keeps every seeded order of both customers consistent to the cent (NL 21 %, DE 19 %, a coupon, shipping)', async () => {
      for (const who of [DEMO, KUNDE]) {
        const client = await shop.loginAs(who);
        const list = (await client.get('/api/account/orders?per_page=50')).body.orders as OrderSummaryJson[];
        const details: OrderJson[] = [];
        for (const summary of list) {
          const order = (await client.get(`/api/account/orders/${summary.id}`)).body.order as OrderJson;
          expectConsistent(order);
          expect(order.total).toBe(summary.total);
          const rates = new Set(order.lines.map((l) => l.tax_rate));
          expect([...rates]).toEqual([who === KUNDE ? 19 : order.country_id === 'BE' ? 0 : 21]);
          details.push(order);
        }
        if (who === DEMO) expect(details.some((o) => o.coupon_code === 'WELCOME10' && o.discount > 0)).toBe(true);
        expect(details.some((o) => o.shipping > 0)).toBe(true);
      }
    });

    it('answers 404 for an order that does not exist and for ids that cannot be one', async () => {
      const anna = await shop.loginAs(DEMO, 'localhost', 'nl');
      for (const id of ['2147483647', '0', 'abc', '12abc', '99999999999']) {
        expectError(await anna.get(`/api/account/orders/${id}`), 404, 'Bestelling niet gevonden.');
      }
    });

    it('needs a bearer token: none, an unknown one and a malformed one are 401', async () => {
      const stranger = shop.browser();
      expectError(await stranger.get('/api/account/orders'), 401);
      stranger.token = 'x'.repeat(43);
      expectError(await stranger.get('/api/account/orders'), 401);
      expectError(await stranger.get('/api/account/orders/1'), 401);
      stranger.token = 'not a token';
      expectError(await stranger.get('/api/account/coupons'), 401);
    });

    it('answers other methods with 405', async () => {
      const anna = await shop.loginAs(DEMO);
      expectError(await anna.post('/api/account/orders'), 405);
      expectError(await anna.delete('/api/account/orders/1'), 405);
    });
  });
}
