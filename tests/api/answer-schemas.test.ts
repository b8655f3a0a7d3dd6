/**
 * Every API family answers what its schema in src/lib/api says: each call is made through the
 * built shop (middleware, CSRF, cookies, login), on every engine, and its answer is parsed with
 * the schema the browser will use, strictly (a field added or renamed on one side fails here).
 * Error answers are parsed with the error contract's schema.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import type { Answer } from '../helpers/shop-client.ts';
import { rows } from '#src/server/db/query.ts';
import { errorAnswer } from '#src/lib/api/common.ts';
import { searchAnswer } from '#src/lib/api/search.ts';
import {
  categoriesAnswer,
  categorySeoAnswer,
  menuAnswer,
  offerBarAnswer,
  pageSlugsAnswer,
  popularSearchesAnswer,
  postAnswer,
  postSlugsAnswer,
  postTranslationsAnswer,
  productSlugAnswer,
  productTranslationsAnswer,
  projectSlugAnswer,
  projectSlugsAnswer,
  projectTranslationsAnswer,
  suggestAnswer,
} from '#src/lib/api/catalog.ts';
import { cartReadAnswer, cartWriteAnswer } from '#src/lib/api/cart.ts';
import { favoritesAnswer, favoritesWriteAnswer, toggleAnswer } from '#src/lib/api/favorites.ts';
import { customerAnswer, forgotPasswordAnswer, loginAnswer, logoutAnswer } from '#src/lib/api/auth.ts';
import {
  addressesAnswer,
  addressRemoveAnswer,
  addressWriteAnswer,
  couponsAnswer,
  downloadsAnswer,
  notificationsAnswer,
  notificationsWriteAnswer,
  orderAnswer,
  ordersAnswer,
  passwordAnswer,
  profileAnswer,
  syncStatusAnswer,
} from '#src/lib/api/account.ts';
import {
  checkoutAnswer,
  deliveryMethodsAnswer,
  orderAnswer as checkoutOrderAnswer,
  payAgainAnswer,
  paymentMethodsAnswer,
  placedOrderAnswer,
  testCompleteAnswer,
} from '#src/lib/api/checkout.ts';
import { accountReviewsAnswer, reviewsAnswer } from '#src/lib/api/reviews.ts';
import { subscribeAnswer } from '#src/lib/api/newsletter.ts';
import { contactAnswer } from '#src/lib/api/contact.ts';
import { DEMO, PASSWORD, useAccountShop } from './account-support.ts';

/** The answer has the status and parses with the schema; the issues are shown when it does not. */
function expectAnswer(schema: z.core.$ZodType, res: Answer, status = 200): void {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
  const parsed = z.safeParse(schema, res.body);
  expect(parsed.success ? [] : parsed.error.issues, JSON.stringify(res.body).slice(0, 300)).toEqual([]);
}

const post = { en: 'getting-started-with-the-raspberry-pi-5' };
const project = { en: 'weather-station-with-a-bme280' };

for (const engine of engines()) {
  describe(`answer schemas on ${engine.name}`, () => {
    const shop = useAccountShop(engine);
    const slugOf = async (table: 'product_translations' | 'category_translations', where: ReturnType<typeof sql>) =>
      (await rows<{ slug: string }>(shop.database.db, sql`SELECT slug FROM ${sql.raw(table)} WHERE locale = 'en' AND ${where} LIMIT 1`))[0]!.slug;

    it('catalogue lookups', async () => {
      const client = shop.client();
      const category = await slugOf('category_translations', sql`category_id IN (SELECT id FROM categories WHERE parent_id IS NULL AND is_active)`);
      const product = await slugOf('product_translations', sql`product_id = ${shop.cat.product.pi8.id}`);
      expectAnswer(categoriesAnswer, await client.get('/api/categories?locale=de&limit=3'));
      expectAnswer(categorySeoAnswer, await client.get(`/api/category-seo/${category}?locale=en`));
      expectAnswer(productTranslationsAnswer, await client.get(`/api/products/translations/${product}`));
      expectAnswer(productSlugAnswer, await client.get(`/api/products/slug/${product}`));
      expectAnswer(postTranslationsAnswer, await client.get(`/api/posts/translations/${post.en}`));
      expectAnswer(postAnswer, await client.get(`/api/posts/${post.en}?locale=en`));
      expectAnswer(postSlugsAnswer, await client.get(`/api/posts/slugs/${post.en}`));
      expectAnswer(projectTranslationsAnswer, await client.get(`/api/projects/translations/${project.en}`));
      expectAnswer(projectSlugAnswer, await client.get(`/api/projects/slug/${project.en}`));
      expectAnswer(projectSlugsAnswer, await client.get(`/api/projects/slugs/${project.en}`));
      expectAnswer(pageSlugsAnswer, await client.get('/api/pages/slugs/service/warranty?locale=en'));
      expectAnswer(popularSearchesAnswer, await client.get('/api/popular-searches?locale=nl'));
      expectAnswer(reviewsAnswer, await client.get('/api/shop-reviews?page=2'));
      expectAnswer(reviewsAnswer, await client.get('/api/product-review/1'));
      const offer = await client.get('/api/offer-bars/random/en');
      if (offer.status === 204) expect(offer.body).toBe('');
      else expectAnswer(offerBarAnswer, offer);
      expectAnswer(menuAnswer, await client.get('/api/menu', { headers: { 'Accept-Language': 'de' } }));
      expectAnswer(menuAnswer, await shop.client({ host: 'nl.localhost' }).get('/api/menu'));
      expectAnswer(suggestAnswer, await client.get('/api/suggest-products?query=rasp'));
      expectAnswer(suggestAnswer, await client.get('/api/suggest-products'));
    });

    it('search', async () => {
      const client = shop.client();
      expectAnswer(searchAnswer, await client.get('/api/search?query=raspberry&per_page=5'));
      expectAnswer(searchAnswer, await client.get('/api/search?query=kabel&properties[kleur][]=zwart&minprice=1&maxprice=100&country=DE&locale=de'));
      expectAnswer(searchAnswer, await shop.client({ host: 'nl.localhost' }).get('/api/search?query=zzzzqqqq'));
    });

    it('cart', async () => {
      const client = shop.client({ region: 'DE' });
      expectAnswer(cartReadAnswer, await client.get('/api/cart/cart'));
      const added = await client.post(`/api/cart/add-to-cart/${shop.cat.product.pi8.id}/2`, {}, { headers: { 'Idempotency-Key': 'answer-schemas-1' } });
      expectAnswer(cartWriteAnswer, added);
      const kit = await client.post(`/api/cart/add-to-cart/${shop.cat.product.byoKit.id}/1`);
      expectAnswer(cartWriteAnswer, kit);
      expectAnswer(cartReadAnswer, await client.get('/api/cart/cart?view=1'));
      const line = added.body.cart.items[0].id as number;
      expectAnswer(cartWriteAnswer, await client.post(`/api/cart/update/${line}`, { quantity: 3 }));
      const coupon = await client.post('/api/cart/apply-coupon', { coupon: 'WELCOME10', country: 'de' });
      expectAnswer(cartWriteAnswer, coupon);
      expectAnswer(cartWriteAnswer, await client.post(`/api/cart/add-order-bump-product/${shop.cat.product.cooler.id}`, { bump_id: shop.cat.bump.cooler }));
      expectAnswer(cartWriteAnswer, await client.post(`/api/cart/delete-coupon/${coupon.body.cart.adjustments[0].id}`));
      expectAnswer(cartWriteAnswer, await client.post(`/api/cart/remove/${line}`));
      expectAnswer(cartWriteAnswer, await client.post('/api/cart/clear'));
      expectAnswer(errorAnswer, await client.post('/api/cart/update/abc', { quantity: 1 }), 422);
      expectAnswer(errorAnswer, await client.post('/api/cart/update/1', { quantity: 0 }), 422);
      expectAnswer(errorAnswer, await client.post('/api/cart/remove/999999'), 404);
      expectAnswer(errorAnswer, await client.send('POST', '/api/cart/clear'), 419);
      expectAnswer(errorAnswer, await client.get('/api/cart/update/1'), 405);
    });

    it('favourites', async () => {
      const guest = shop.client();
      expectAnswer(favoritesAnswer, await guest.get(`/api/favorites/products?ids=${shop.cat.product.pi8.id},${shop.cat.product.hdmi1mWhite.id}`));
      expectAnswer(errorAnswer, await guest.get('/api/favorites/products?ids=abc'), 422);
      expectAnswer(errorAnswer, await guest.get('/api/favorites'), 401);
      const me = await shop.newCustomer();
      expectAnswer(toggleAnswer, await me.post(`/api/toggle-favorite/${shop.cat.product.cooler.id}`, { id: shop.cat.product.cooler.id, type: 'product' }));
      expectAnswer(toggleAnswer, await me.post(`/api/toggle-favorite/${shop.cat.product.cooler.id}`));
      expectAnswer(favoritesWriteAnswer, await me.post('/api/favorites', { ids: [shop.cat.product.pi8.id, shop.cat.product.hdmi2mBlack.id] }));
      expectAnswer(favoritesAnswer, await me.get('/api/favorites'));
      expectAnswer(favoritesWriteAnswer, await me.delete('/api/favorites'));
      expectAnswer(errorAnswer, await me.post('/api/favorites', { ids: 'all' }), 422);
    });

    it('logins', async () => {
      const visitor = shop.browser();
      const email = `schemas-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
      expectAnswer(
        loginAnswer,
        await visitor.post('/api/register', { firstname: 'Sanne', lastname: 'Visser', email, password: PASSWORD, password_confirmation: PASSWORD }),
        201,
      );
      const login = await visitor.post('/api/login', { email, password: PASSWORD, remember: true });
      expectAnswer(loginAnswer, login);
      visitor.token = login.body.token;
      expectAnswer(customerAnswer, await visitor.get('/api/account/customer'));
      expectAnswer(loginAnswer, await visitor.post('/api/refresh-token'));
      expectAnswer(forgotPasswordAnswer, await shop.browser().post('/api/forgot-password', { email }));
      expectAnswer(subscribeAnswer, await shop.browser().post('/api/subscribe-newsletter', { name: 'Anna', email, email_confirmation: email }));
      expectAnswer(contactAnswer, await shop.browser().post('/api/contact', { name: 'Anna', email, subject: 'other', message: 'Een vraag over de winkel.' }));
      expectAnswer(logoutAnswer, await visitor.post('/api/logout'));
      expectAnswer(errorAnswer, await shop.browser().post('/api/login', {}), 422);
      expectAnswer(errorAnswer, await shop.browser().post('/api/reset-password', { token: 'x', email }), 422);
      expectAnswer(errorAnswer, await shop.browser().post('/api/refresh-token'), 401);
    });

    it('account', async () => {
      const me = await shop.newCustomer('nl');
      expectAnswer(profileAnswer, await me.put('/api/account/profile', { firstname: 'Anna', lastname: 'de Vries' }));
      expectAnswer(profileAnswer, await me.put('/api/account/email', { email: `moved-${me.email}`, current_password: PASSWORD }));
      expectAnswer(
        passwordAnswer,
        await me.put('/api/account/password', { current_password: PASSWORD, password: `${PASSWORD} nieuw`, password_confirmation: `${PASSWORD} nieuw` }),
      );
      expectAnswer(notificationsAnswer, await me.get('/api/account/notifications'));
      expectAnswer(notificationsWriteAnswer, await me.put('/api/account/notifications', { newsletter: true, product_news: false }));
      expectAnswer(accountReviewsAnswer, await me.get('/api/account/reviews'));
      const address = { country_id: 'NL', street: 'Dorpsstraat', house_number: '1', postcode: '3831 AB', city: 'Leusden' };
      const added = await me.post('/api/account/addresses', address);
      expectAnswer(addressWriteAnswer, added, 201);
      const id = added.body.address.id as number;
      expectAnswer(addressWriteAnswer, await me.put(`/api/account/addresses/${id}`, { ...address, company: 'Framboos BV', vat_number: 'NL859430233B01' }));
      expectAnswer(addressesAnswer, await me.get('/api/account/addresses'));
      expectAnswer(addressRemoveAnswer, await me.delete(`/api/account/addresses/${id}`));
      expectAnswer(ordersAnswer, await me.get('/api/account/orders'));
      expectAnswer(syncStatusAnswer, await me.get('/api/account/orders/sync/status'));
      expectAnswer(errorAnswer, await me.put('/api/account/addresses/abc', address), 404);
      expectAnswer(errorAnswer, await me.put('/api/account/profile', {}), 422);
      expectAnswer(errorAnswer, await me.get('/api/account/orders?page=0'), 422);
      expectAnswer(errorAnswer, await me.post('/api/account/orders/sync'), 409);

      const demo = await shop.loginAs(DEMO);
      const orders = await demo.get('/api/account/orders?per_page=50');
      expectAnswer(ordersAnswer, orders);
      expect(orders.body.orders.length).toBeGreaterThan(0);
      for (const order of orders.body.orders) expectAnswer(orderAnswer, await demo.get(`/api/account/orders/${order.id}`));
      const coupons = await demo.get('/api/account/coupons');
      expectAnswer(couponsAnswer, coupons);
      expect(coupons.body.coupons.length).toBeGreaterThan(0);
      const downloads = await demo.get('/api/account/downloads');
      expectAnswer(downloadsAnswer, downloads);
      expect(downloads.body.downloads.length).toBeGreaterThan(0);
      expectAnswer(customerAnswer, await demo.get('/api/account/customer'));
    });

    it('checkout', async () => {
      const client = shop.client({ host: 'nl.localhost' });
      expectAnswer(paymentMethodsAnswer, await client.get('/api/payment/methods?country=NL'));
      expectAnswer(deliveryMethodsAnswer, await client.get('/api/checkout/delivery-methods?country=BE'));
      expectAnswer(checkoutAnswer, await client.get('/api/checkout/summary'));
      await client.post(`/api/cart/add-to-cart/${shop.cat.product.byoKit.id}/1`);
      const details = {
        email: 'schemas-checkout@test.example',
        firstname: 'Anna',
        lastname: 'Bakker',
        phone: '+31 6 12345678',
        customer_type: 'individual',
        address: { street: 'Dorpsstraat', house_number: '1', postcode: '3831 AB', city: 'Leusden', country: 'NL' },
        billing_address: { firstname: 'Bert', street: 'Kerkstraat', house_number: '2', postcode: '1012 AB', city: 'Amsterdam', country: 'NL' },
      };
      expectAnswer(checkoutAnswer, await client.post('/api/checkout/information', details));
      expectAnswer(checkoutAnswer, await client.post('/api/checkout/delivery', { delivery_method: 'pickup' }));
      expectAnswer(checkoutAnswer, await client.post('/api/checkout/payment', { payment_method: 'ideal' }));
      expectAnswer(checkoutAnswer, await client.get('/api/checkout/summary'));
      const placed = await client.post('/api/checkout/orders', { ...details, delivery_method: 'pickup', payment_method: 'ideal', terms: true });
      expectAnswer(placedOrderAnswer, placed, 201);
      const { number, access_token: token } = placed.body.order as { number: string; access_token: string };
      const paymentId = new URL(placed.body.payment.redirect_url as string).pathname.split('/')[3];
      expectAnswer(testCompleteAnswer, await client.post(`/api/payments/test/${paymentId}/complete`, { status: 'failed' }));
      const headers = { headers: { 'X-Order-Token': token } };
      expectAnswer(checkoutOrderAnswer, await client.get(`/api/checkout/orders/${number}`, headers));
      expectAnswer(payAgainAnswer, await client.post(`/api/checkout/orders/${number}/pay`, { payment_method: 'creditcard' }, headers));
      expectAnswer(checkoutOrderAnswer, await client.post(`/api/checkout/orders/${number}/cancel`, {}, headers));
      expectAnswer(errorAnswer, await client.post('/api/checkout/orders', { terms: false }), 422);
      expectAnswer(errorAnswer, await shop.client().get(`/api/checkout/orders/${number}`), 404);
    });

    it('errors of every kind keep the contract', async () => {
      const client = shop.client();
      expectAnswer(errorAnswer, await client.get('/api/no-such-call'), 404);
      expectAnswer(errorAnswer, await client.get('/api/categories?limit=x'), 422);
      expectAnswer(errorAnswer, await client.get('/api/search?page=abc'), 422);
      expectAnswer(errorAnswer, await client.get('/api/posts/no-such-post'), 404);
      expectAnswer(errorAnswer, await client.send('DELETE', '/api/menu', { csrf: true }), 405);
      expectAnswer(errorAnswer, await client.send('PUT', '/api/account/profile', { body: {} }), 419);
      expectAnswer(errorAnswer, await client.send('POST', '/api/a-call-nobody-wrote'), 404);
    });
  });
}
