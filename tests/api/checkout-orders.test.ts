/**
 * The checkout through its API on both engines (docs/checkout.md): the steps and their checks,
 * placing an order (one transaction, idempotent), paying it at the built-in test provider,
 * failed payments and retries, cancelling, reading an order, the invoice, the confirmation mail
 * and the guard. Each engine gets a database of its own: orders take stock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '#src/server/db/query.ts';
import { openDatabase } from '#src/server/db/client.ts';
import { signTestWebhook } from '#src/server/payments/test-provider.ts';
import { engines } from '../helpers/engines.ts';
import { flatText, readPdf } from '../helpers/pdf-text.ts';
import { createPostgresDatabase } from '../helpers/template.ts';
import { cents, useShop, applyCoupon, okCart } from './cart-support.ts';
import {
  BUSINESS_BE,
  GUEST_NL,
  completeTestPayment,
  expectError,
  newKey,
  expectOk,
  fillCart,
  getBytes,
  orderBody,
  orderWhen,
  placeOrder,
  portClient,
  readOrder,
  saveDelivery,
  signedWebhook,
  testPaymentId,
  WEBHOOK_SECRET,
  saveInformation,
  savePayment,
  stockOf,
  summary,
} from './checkout-support.ts';

/** The mails in the outbox to an address, of a kind. */
function mailsTo(to: string, kind: string): { subject: string; text: string }[] {
  const dir = join(process.env.DATA_DIR!, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith('.json') && f.includes(kind))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
    .filter((m) => m.to === to);
}

/** A good signature of another body than the one sent. */
const signTestWebhookFor = (paymentId: string) => signTestWebhook(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), JSON.stringify({ id: paymentId }));

const waitFor = async <T>(probe: () => T | undefined, what: string): Promise<T> => {
  for (let i = 0; i < 50; i++) {
    const found = probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened: ${what}`);
};

let unique = 0;
const email = (name: string) => `${name}-${process.pid}-${++unique}@example.nl`;

for (const engine of engines()) {
  describe(`checkout on ${engine.name}`, () => {
    const open = async () => {
      if (engine.name === 'pglite') return engine.open();
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, 'webshop_checkout');
      const database = await openDatabase({ databaseUrl: created.url, poolSize: 10 });
      const close = database.close.bind(database);
      database.close = async () => {
        await close();
        await created.drop();
      };
      return database;
    };
    const shop = useShop(engine, open);
    const p = () => shop.cat.product;

    it('offers the delivery and payment methods of each destination', async () => {
      const client = portClient(shop);
      const nl = expectOk(await client.get('/api/checkout/delivery-methods?country=NL')).methods;
      expect(nl.map((m: { id: string }) => m.id)).toEqual(['postnl', 'dhl', 'express', 'pickup']);
      const ch = expectOk(await client.get('/api/checkout/delivery-methods?country=CH')).methods;
      expect(ch.map((m: { id: string }) => m.id)).toEqual(['postnl', 'dhl', 'express']);
      const payNl = expectOk(await client.get('/api/payment/methods?country=NL')).methods.map((m: { id: string }) => m.id);
      const payBe = expectOk(await client.get('/api/payment/methods?country=be')).methods.map((m: { id: string }) => m.id);
      expect(payNl).toContain('ideal');
      expect(payNl).not.toContain('bancontact');
      expect(payBe).toContain('bancontact');
      expect(payBe).not.toContain('ideal');
      expect(expectOk(await client.get('/api/payment/methods?country=NL')).methods[0]).toMatchObject({
        brand: { image: expect.stringMatching(/^\/media\/payment\//) },
      });
      expectError(await client.get('/api/payment/methods?country=N%00L'), 422);
    });

    it('checks the details field by field, in the language of the request', async () => {
      const client = portClient(shop, 'nl.localhost', 'nl');
      await fillCart(client, [[p().unoR3.id, 1]]);
      const res = await saveInformation(client, {
        ...GUEST_NL,
        email: 'geen-adres',
        phone: '12',
        customer_type: 'organization',
        vat_number: 'NL123456789B02',
        address: { ...GUEST_NL.address, postcode: '0123 AB', country: 'XX' },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toMatchObject({
        email: ['Vul een geldig e-mailadres in.'],
        phone: [expect.stringContaining('telefoonnummer')],
        'address.country': ['Naar dit land leveren we niet.'],
        company: ['Vul je bedrijfsnaam in.'],
      });
      const postcode = await saveInformation(client, { ...GUEST_NL, address: { ...GUEST_NL.address, postcode: '0123 AB' } });
      expect(postcode.body.errors['address.postcode'][0]).toMatch(/1234 AB/);
      const vat = await saveInformation(client, { ...BUSINESS_BE, vat_number: 'BE0403170702' });
      expect(vat.body.errors.vat_number).toEqual([expect.stringContaining('tikfouten')]);
      // Nothing was saved by the refusals.
      expect(expectOk(await summary(client)).draft.information).toBeNull();
    });

    it('a guest buys on the Dutch shop: steps, order, iDEAL at the test provider, paid, mail and invoice', async () => {
      const client = portClient(shop, 'nl.localhost', 'nl');
      const product = p().unoR3;
      const before = await stockOf(shop.database.db, product.id);
      await fillCart(client, [[product.id, 2]]);
      const details = { ...GUEST_NL, email: email('anna') };

      // The steps in order; the guard answers what is still open.
      expect((await client.get('/afrekenen/betaling/')).headers.location).toBe('/afrekenen/informatie/');
      const saved = expectOk(await saveInformation(client, details));
      expect(saved.steps).toEqual({ information: true, delivery: false, payment: false });
      expect(saved.draft.information.address.postcode).toBe('3821 AB');
      expect((await client.get('/afrekenen/overzicht/')).headers.location).toBe('/afrekenen/bezorging/');
      expectError(await saveDelivery(client, 'teleport'), 422);
      expectOk(await saveDelivery(client, 'postnl'));
      expectError(await savePayment(client, 'bancontact'), 422);
      const ready = expectOk(await savePayment(client, 'ideal'));
      expect(ready.steps).toEqual({ information: true, delivery: true, payment: true });
      const s = ready.summary;
      // 2 × the product at 21 % and PostNL (free from € 50 incl. VAT).
      const goods = 2 * Math.round((product.priceCents * 121) / 100);
      expect(cents(s.subtotal_with_tax)).toBe(goods);
      expect(cents(s.shipping.price_with_tax)).toBe(goods >= 5000 ? 0 : Math.round((409 * 121) / 100));
      expect(cents(s.total)).toBe(cents(s.total_without_tax) + cents(s.total_tax));
      expect(s.vat).toEqual([{ rate: 21, base: s.total_without_tax, amount: s.total_tax }]);
      expect(s.delivery.ship_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const placed = await placeOrder(client, orderBody(details, 'postnl', 'ideal', { expected_total: s.total }), newKey());
      const { order, payment } = expectOk(placed, 201);
      expect(order).toMatchObject({ status: 'pending', total: s.total, total_tax: s.total_tax, reverse_charge: false });
      expect(order.number).toMatch(/^FR-\d{4}-\d{6}$/);
      expect(new URL(payment.redirect_url).pathname).toMatch(/^\/payments\/test\/tp_/);
      expect(await stockOf(shop.database.db, product.id)).toBe(before - 2);
      // The cart is empty, and the checkout with it.
      expect(expectOk(await summary(client)).summary).toBeNull();
      expect((await client.get('/afrekenen/overzicht/')).headers.location).toBe('/');

      // The hosted page shows the payment; the shopper presses "Paid".
      const page = await client.get(new URL(payment.redirect_url).pathname);
      expect(page.status).toBe(200);
      expectOk(await completeTestPayment(client, payment.redirect_url, 'paid'));
      const paid = await orderWhen(client, order.number, order.access_token, (o) => o.status === 'paid');
      expect(paid).toMatchObject({ payment_status: 'paid', can_pay: false, locale: 'nl' });
      expect(paid.invoice_url).toMatch(/\/invoice\?token=/);
      expect(paid.gtm_event).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: order.number, value: s.total } });

      const mail = await waitFor(() => mailsTo(details.email, 'order-confirmation')[0], 'the confirmation mail');
      expect(mail.subject).toContain(order.number);
      expect(mail.text).toContain('Bedankt voor je bestelling');
      const link = /https?:\/\/\S+token=\S+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();

      const pdf = await getBytes(client, paid.invoice_url);
      expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
      const invoice = flatText(readPdf(pdf.body));
      expect(invoice).toContain(order.number);
      expect(invoice).toContain('Factuur');
      const [row] = await rows<{ invoice_number: string; paid_at: Date | null }>(
        shop.database.db,
        sql`SELECT invoice_number, paid_at FROM orders WHERE number = ${order.number}`,
      );
      expect(row!.invoice_number).toMatch(/^\d{4}-\d{6}$/);
      expect(row!.paid_at).not.toBeNull();
    });

    it('answers a repeated submit with the same order, and refuses the key for another request', async () => {
      const client = portClient(shop);
      await fillCart(client, [[p().sd64.id, 1]]);
      const details = { ...GUEST_NL, email: email('repeat') };
      const key = newKey();
      const [first, second] = await Promise.all([placeOrder(client, orderBody(details), key), placeOrder(client, orderBody(details), key)]);
      const a = expectOk(first, 201).order;
      const b = expectOk(second, 201).order;
      expect(b.number).toBe(a.number);
      expect(b.access_token).not.toBe(a.access_token);
      // Both secrets read the order.
      expectOk(await readOrder(portClient(shop), a.number, a.access_token));
      expectOk(await readOrder(portClient(shop), a.number, b.access_token));
      const [count] = await rows<{ n: number }>(shop.database.db, sql`SELECT count(*)::int AS n FROM orders WHERE idempotency_key = ${key}`);
      expect(count!.n).toBe(1);
      expectError(await placeOrder(client, orderBody({ ...details, firstname: 'Other' }), key), 422);
    });

    it('refuses an order whose total changed since the review, with the new figures, and takes nothing', async () => {
      const client = portClient(shop);
      const product = p().camera;
      await fillCart(client, [[product.id, 1]]);
      const before = await stockOf(shop.database.db, product.id);
      const res = await placeOrder(client, orderBody({ ...GUEST_NL, email: email('changed') }, 'postnl', 'ideal', { expected_total: 0.01 }));
      expect(res.status).toBe(409);
      expect(res.body.summary.total).toBeGreaterThan(0.01);
      expect(await stockOf(shop.database.db, product.id)).toBe(before);
      expect(expectOk(await summary(client)).summary.lines).toHaveLength(1);
    });

    it('refuses more than the stock, naming the product', async () => {
      const client = portClient(shop);
      const product = p().hdmi3m;
      const stock = await stockOf(shop.database.db, product.id);
      await fillCart(client, [[product.id, stock]]);
      await shop.database.db.execute(sql`UPDATE products SET stock = ${stock - 1} WHERE id = ${product.id}`);
      try {
        const res = await placeOrder(client, orderBody({ ...GUEST_NL, email: email('stock') }));
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ product_id: product.id, available: stock - 1 });
      } finally {
        await shop.database.db.execute(sql`UPDATE products SET stock = ${stock} WHERE id = ${product.id}`);
      }
    });

    it('a failed payment keeps the order waiting; paying again with another method pays it', async () => {
      const client = portClient(shop, 'localhost', 'de');
      await fillCart(client, [[p().bme280.id, 1]]);
      const details = {
        ...GUEST_NL,
        email: email('retry'),
        address: { street: 'Hauptstraße', house_number: '5', postcode: '10115', city: 'Berlin', country: 'DE' },
      };
      const { order, payment } = expectOk(await placeOrder(client, orderBody(details, 'dhl', 'creditcard')), 201);
      expect(order.total_tax).toBeGreaterThan(0);
      expectOk(await completeTestPayment(client, payment.redirect_url, 'failed'));
      const failed = await orderWhen(client, order.number, order.access_token, (o) => o.payment_status === 'failed');
      expect(failed).toMatchObject({ status: 'pending', can_pay: true });
      const again = expectOk(
        await client.post(`/api/checkout/orders/${order.number}/pay`, { payment_method: 'paypal' }, { headers: { 'X-Order-Token': order.access_token } }),
      );
      expect(again.payment.redirect_url).not.toBe(payment.redirect_url);
      expectError(
        await client.post(`/api/checkout/orders/${order.number}/pay`, { payment_method: 'ideal' }, { headers: { 'X-Order-Token': order.access_token } }),
        422,
      );
      expectOk(await completeTestPayment(client, again.payment.redirect_url, 'paid'));
      const paid = await orderWhen(client, order.number, order.access_token, (o) => o.status === 'paid');
      expect(paid.payment_method).toBe('paypal');
      // A paid order cannot be paid again or cancelled.
      expectError(await client.post(`/api/checkout/orders/${order.number}/pay`, {}, { headers: { 'X-Order-Token': order.access_token } }), 409);
      expectError(await client.post(`/api/checkout/orders/${order.number}/cancel`, {}, { headers: { 'X-Order-Token': order.access_token } }), 409);
    });

    it('cancelling an unpaid order gives its stock and coupon use back, once', async () => {
      const client = portClient(shop);
      const product = p().sonar;
      await fillCart(client, [[product.id, 3]]);
      okCart(await applyCoupon(client, 'WELCOME10', 'NL'));
      const stock = await stockOf(shop.database.db, product.id);
      const used = async () => (await rows<{ n: number }>(shop.database.db, sql`SELECT times_used AS n FROM coupons WHERE code = 'WELCOME10'`))[0]!.n;
      const usedBefore = await used();
      const { order } = expectOk(await placeOrder(client, orderBody({ ...GUEST_NL, email: email('cancel') })), 201);
      expect(await stockOf(shop.database.db, product.id)).toBe(stock - 3);
      expect(await used()).toBe(usedBefore + 1);
      const headers = { headers: { 'X-Order-Token': order.access_token } };
      const [one, two] = await Promise.all([
        client.post(`/api/checkout/orders/${order.number}/cancel`, {}, headers),
        client.post(`/api/checkout/orders/${order.number}/cancel`, {}, headers),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(one.body.order.status).toBe('cancelled');
      expect(await stockOf(shop.database.db, product.id)).toBe(stock);
      expect(await used()).toBe(usedBefore);
    });

    it('shows an order only to whoever placed it: a stranger gets 404', async () => {
      const client = portClient(shop);
      await fillCart(client, [[p().zero2.id, 1]]);
      const { order } = expectOk(await placeOrder(client, orderBody({ ...GUEST_NL, email: email('private') })), 201);
      expectOk(await readOrder(client, order.number)); // the placing browser, by its cookie
      const stranger = portClient(shop);
      expect((await readOrder(stranger, order.number)).status).toBe(404);
      expect((await readOrder(stranger, order.number, 'x'.repeat(43))).status).toBe(404);
      expect((await readOrder(stranger, 'FR-2026-999999', order.access_token)).status).toBe(404);
      expect((await readOrder(stranger, '%00')).status).toBe(404);
      expect((await stranger.get(`/api/checkout/orders/${order.number}/invoice?token=${order.access_token}`)).status).toBe(404);
    });

    it('believes no webhook body: a forged one is refused, replays change nothing and send no second mail', async () => {
      const client = portClient(shop);
      await fillCart(client, [[p().wiresFF.id, 2]]);
      const details = { ...GUEST_NL, email: email('webhook') };
      const { order, payment } = expectOk(await placeOrder(client, orderBody(details)), 201);
      const forged = await client.post('/api/payments/webhook/test', { id: new URL(payment.redirect_url).pathname.split('/')[3] }, { csrf: false });
      expect(forged.status).toBe(400);
      expect((await readOrder(client, order.number, order.access_token)).body.order.status).toBe('pending');
      expectOk(await completeTestPayment(client, payment.redirect_url, 'paid'));
      await orderWhen(client, order.number, order.access_token, (o) => o.status === 'paid');
      // The provider's answer is final: completing it again changes nothing.
      await completeTestPayment(client, payment.redirect_url, 'failed');
      await new Promise((r) => setTimeout(r, 300));
      expect(expectOk(await readOrder(client, order.number, order.access_token)).order.status).toBe('paid');
      await waitFor(() => mailsTo(details.email, 'order-confirmation')[0], 'the confirmation mail');
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(details.email, 'order-confirmation')).toHaveLength(1);
    });

    it('webhooks replayed 20 times and out of order leave the right state: paid once, one mail, one failure counted', async () => {
      const client = portClient(shop);
      await fillCart(client, [[p().wiresFF.id, 1]]);
      const details = { ...GUEST_NL, email: email('replay') };
      const { order, payment } = expectOk(await placeOrder(client, orderBody(details)), 201);
      const headers = { headers: { 'X-Order-Token': order.access_token } };
      const first = testPaymentId(payment.redirect_url);
      expectOk(await completeTestPayment(client, payment.redirect_url, 'failed'));
      await orderWhen(client, order.number, order.access_token, (o) => o.payment_status === 'failed');
      const again = expectOk(await client.post(`/api/checkout/orders/${order.number}/pay`, {}, headers)).payment.redirect_url;
      const second = testPaymentId(again);
      expectOk(await completeTestPayment(client, again, 'paid'));
      // The old failure and the payment arrive again and again, in any order.
      const storm = Array.from({ length: 20 }, (_, i) => [signedWebhook(client, first), signedWebhook(client, second)][i % 2]!);
      const answers = await Promise.all([...storm, ...Array.from({ length: 20 }, () => signedWebhook(client, first))]);
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
      const paid = await orderWhen(client, order.number, order.access_token, (o) => o.status === 'paid');
      expect(paid.payment_status).toBe('paid');
      const [row] = await rows<{ failed_payments: number; invoice_number: string }>(
        shop.database.db,
        sql`SELECT failed_payments, invoice_number FROM orders WHERE number = ${order.number}`,
      );
      expect(row!.failed_payments).toBe(1);
      await waitFor(() => mailsTo(details.email, 'order-confirmation')[0], 'the confirmation mail');
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(details.email, 'order-confirmation')).toHaveLength(1);
      // A signature that does not match its body is refused.
      const forged = await client.send('POST', '/api/payments/webhook/test', {
        body: JSON.stringify({ id: second }),
        headers: { 'X-Test-Signature': signTestWebhookFor(first) },
      });
      expect(forged.status).toBe(400);
    });

    it('takes a business order with VAT when VIES cannot say whether its number is registered, and flags it', async () => {
      const client = portClient(shop, 'localhost', 'en');
      await fillCart(client, [[p().cooler.id, 1]]);
      const saved = expectOk(await saveInformation(client, { ...BUSINESS_BE, email: email('be') }));
      expect(saved.draft.information.vat_number).toBe('BE0403170701');
      expect(saved.summary).toMatchObject({ country: 'BE', reverse_charge: false, vat_check: 'unavailable' });
      const { order } = expectOk(await placeOrder(client, orderBody({ ...BUSINESS_BE, email: email('be') }, 'postnl', 'bancontact')), 201);
      expect(order.reverse_charge).toBe(false);
      expect(order.total_tax).toBeGreaterThan(0);
      const [row] = await rows<{ needs_review: string | null; vat_check: string }>(
        shop.database.db,
        sql`SELECT needs_review, vat_check FROM orders WHERE number = ${order.number}`,
      );
      expect(row).toMatchObject({ vat_check: 'unavailable', needs_review: expect.stringContaining('VIES') });
    });

    it('sends an empty cart home from every guarded step', async () => {
      const client = portClient(shop);
      for (const path of ['/checkout/', '/checkout/login/', '/checkout/delivery/', '/checkout/payment/', '/checkout/review/', '/de/kasse/zahlung/']) {
        const res = await client.get(path);
        expect(res.status, path).toBe(302);
        expect(res.headers.location, path).toBe(path.startsWith('/de/') ? '/de/' : '/');
      }
    });

    it.skipIf(engine.name !== 'postgres')('sells the last 10 pieces exactly once to 200 shoppers checking out at once', async () => {
      const product = p().unoWifi;
      await shop.database.db.execute(sql`UPDATE products SET stock = 200 WHERE id = ${product.id}`);
      const shoppers = Array.from({ length: 200 }, () => portClient(shop));
      for (let i = 0; i < shoppers.length; i += 20) await Promise.all(shoppers.slice(i, i + 20).map((c) => fillCart(c, [[product.id, 1]])));
      for (const c of shoppers) await c.csrf();
      await shop.database.db.execute(sql`UPDATE products SET stock = 10 WHERE id = ${product.id}`);
      const answers = await Promise.all(
        shoppers.map((c, i) => placeOrder(c, orderBody({ ...GUEST_NL, email: `rush-${i}@example.nl` }), `rush-${process.pid}-${i}`)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(190);
      expect(await stockOf(shop.database.db, product.id)).toBe(0);
      const [count] = await rows<{ n: number }>(
        shop.database.db,
        sql`SELECT count(*)::int AS n FROM order_items WHERE product_id = ${product.id} AND order_id IN (SELECT id FROM orders WHERE email LIKE 'rush-%')`,
      );
      expect(count!.n).toBe(10);
    });
  });
}
