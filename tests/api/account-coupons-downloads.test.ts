/**
 * Personal coupons and product downloads on every engine: each coupon's state as the cart
 * judges it, downloads only from paid-or-later orders (master downloads count for variants),
 * and the download files themselves.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../helpers/engines.ts';
import type { DownloadJson, PersonalCouponJson } from '#src/lib/account/types.ts';
import { DEMO, KUNDE, expectError, useAccountShop } from './account-support.ts';

for (const engine of engines()) {
  describe(`account coupons and downloads on ${engine.name}`, () => {
    const shop = useAccountShop(engine);

    it("lists only the customer's own personal coupons, each with its state", async () => {
      const anna = await shop.loginAs(DEMO);
      const res = await anna.get('/api/account/coupons');
      expect(res.status).toBe(200);
      const coupons = res.body.coupons as PersonalCouponJson[];
      const byCode = Object.fromEntries(coupons.map((c) => [c.code, c]));
      expect(Object.keys(byCode).sort()).toEqual(['ANNA-BIRTHDAY10', 'ANNA-LOYAL5', 'ANNA-THANKYOU15']);
      expect(byCode['ANNA-THANKYOU15']).toMatchObject({ type: 2, amount: 15, state: 'valid', uses_left: 1, min_order: 0 });
      expect(byCode['ANNA-BIRTHDAY10']).toMatchObject({ type: 1, amount: 10, min_order: 50, state: 'expired', uses_left: null });
      expect(byCode['ANNA-LOYAL5']).toMatchObject({ type: 1, amount: 5, state: 'used_up', uses_left: 0 });
      const jonas = await shop.loginAs(KUNDE);
      expect(((await jonas.get('/api/account/coupons')).body.coupons as PersonalCouponJson[]).map((c) => c.code)).toEqual(['JONAS-WILLKOMMEN']);
      const fresh = await shop.newCustomer();
      expect((await fresh.get('/api/account/coupons')).body).toEqual({ coupons: [] });
    });

    it("a valid personal coupon works in its owner's cart and is unknown in anyone else's", async () => {
      const anna = await shop.loginAs(DEMO);
      await anna.post(`/api/cart/add-to-cart/${shop.cat.product.pi8.id}/1`);
      const applied = await anna.post('/api/cart/apply-coupon', { coupon: 'anna-thankyou15', country: 'NL' });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      await anna.post(`/api/cart/delete-coupon/${applied.body.cart.adjustments[0].id}`);
      const jonas = await shop.loginAs(KUNDE);
      await jonas.post(`/api/cart/add-to-cart/${shop.cat.product.pi8.id}/1`);
      expectError(await jonas.post('/api/cart/apply-coupon', { coupon: 'ANNA-THANKYOU15', country: 'DE' }), 422);
      // The demo customers' carts are shared by the run: leave them empty.
      for (const client of [anna, jonas])
        expect((await client.http.send('GET', '/api/cart/clear', { csrf: true, headers: { Authorization: `Bearer ${client.token}` } })).status).toBe(200);
    });

    it('lists downloads of products bought in paid, processing, shipped or delivered orders only', async () => {
      const anna = await shop.loginAs(DEMO);
      const res = await anna.get('/api/account/downloads');
      expect(res.status).toBe(200);
      const downloads = res.body.downloads as DownloadJson[];
      const files = downloads.map((d) => d.url);
      // Delivered, shipped, processing and paid orders.
      expect(files).toEqual(
        expect.arrayContaining([
          '/media/downloads/rpi5-8gb/raspberry-pi-5-product-brief.pdf',
          '/media/downloads/rpi-m2hat/m2-hat-plus-installation-guide.pdf',
          '/media/downloads/rpi-pico2-w/micropython-1.24-pico-2-w.txt',
          '/media/downloads/microbit-v2/microbit-quick-start-guide.pdf',
        ]),
      );
      // Cancelled, refunded and guest orders (not linked) give nothing.
      for (const sku of ['rpi-cm5-8-32', 'gb-hdmi-3m', 'rpi4-4gb'])
        expect(
          files.some((f) => f.includes(`/${sku}/`)),
          sku,
        ).toBe(false);
      expect(new Set(files).size).toBe(files.length);
      for (const d of downloads) {
        expect(d).toEqual({
          id: expect.any(Number),
          product_id: expect.any(Number),
          product_name: expect.any(String),
          product_slug: expect.any(String),
          title: expect.any(String),
          url: expect.any(String),
          kind: expect.stringMatching(/^(manual|datasheet|firmware)$/),
          size_bytes: expect.any(Number),
        });
      }
    });

    it("gives a master product's downloads to buyers of its variants, titles in the request's language", async () => {
      const jonas = await shop.loginAs(KUNDE, 'localhost', 'de');
      const downloads = (await jonas.get('/api/account/downloads')).body.downloads as DownloadJson[];
      const pi500 = downloads.find((d) => d.url.endsWith('raspberry-pi-500-getting-started.pdf'));
      expect(pi500).toMatchObject({ title: 'Raspberry Pi 500 Erste Schritte', kind: 'manual' });
      expect(downloads.some((d) => d.url.includes('/rpi-touch2-7/'))).toBe(false); // refunded
      expect(downloads.some((d) => d.title === 'Raspberry Pi 5 Produktdatenblatt')).toBe(true);
    });

    it('serves every listed download: a PDF or a text of the listed size', async () => {
      const anna = await shop.loginAs(DEMO);
      const downloads = (await anna.get('/api/account/downloads')).body.downloads as DownloadJson[];
      for (const d of downloads) {
        const file = await shop.browser().get(d.url);
        expect(file.status, d.url).toBe(200);
        expect(Number(file.headers['content-length'])).toBe(d.size_bytes);
        if (d.url.endsWith('.pdf')) {
          expect(file.headers['content-type']).toBe('application/pdf');
          expect(String(file.body).startsWith('%PDF-1.4')).toBe(true);
          expect(String(file.body).trimEnd().endsWith('%%EOF')).toBe(true);
        } else {
          expect(file.headers['content-type']).toContain('text/plain');
        }
      }
      expectError(await shop.browser().get('/media/downloads/rpi5-8gb/nope.pdf'), 404);
      expectError(await shop.browser().get('/media/downloads/rpi5-8gb/..%2F..%2Fproducts%2FRPI5-8GB-1.svg'), 404);
    });

    it('needs a bearer token', async () => {
      expectError(await shop.browser().get('/api/account/coupons'), 401);
      expectError(await shop.browser().get('/api/account/downloads'), 401);
    });
  });
}
