/**
 * Reverse charge at the checkout (docs/checkout.md, prices and VAT): a business in another EU
 * country whose VAT number VIES confirms (here a local fake of VIES) orders without VAT, on the
 * review, the order and its invoice; VIES saying "not registered" refuses the number; a number
 * of another country than the delivery, or a Dutch one, keeps VAT; a logged-in customer's number
 * the shop validated itself needs no VIES.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeVies, FAKE_VIES } from '../helpers/fake-vies.ts';
import { engines } from '../helpers/engines.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { flatText, readPdf } from '../helpers/pdf-text.ts';
import { useShop } from './cart-support.ts';
import {
  BUSINESS_BE,
  completeTestPayment,
  expectError,
  expectOk,
  fillCart,
  getBytes,
  orderBody,
  orderWhen,
  placeOrder,
  portClient,
  saveDelivery,
  saveInformation,
} from './checkout-support.ts';

// The app reads VIES_URL on first use, after this module has run.
const vies = await startFakeVies();
process.env.VIES_URL = vies.url;
afterAll(() => vies.close());

const VALID_BE = `BE${FAKE_VIES.valid}`;
const UNKNOWN_BE = `BE${FAKE_VIES.invalid}`;

/** A client that sends a login's bearer token with every call. */
class LoggedInClient extends ShopClient {
  token = '';
  override send(method: string, path: string, options: Parameters<ShopClient['send']>[2] = {}): Promise<Answer> {
    const headers = this.token ? { Authorization: `Bearer ${this.token}`, ...options.headers } : options.headers;
    return super.send(method, path, { ...options, ...(headers ? { headers } : {}) });
  }
}

for (const engine of engines()) {
  describe(`reverse charge on ${engine.name}`, () => {
    const shop = useShop(engine);
    const p = () => shop.cat.product;

    it('a Belgian business with a VAT number VIES confirms orders without VAT: review, order, invoice', async () => {
      const client = portClient(shop, 'localhost', 'en');
      await fillCart(client, [[p().cooler.id, 2]]);
      const details = { ...BUSINESS_BE, vat_number: VALID_BE, email: `be-${process.pid}@example.be` };
      const saved = expectOk(await saveInformation(client, details));
      expect(saved.summary).toMatchObject({ country: 'BE', reverse_charge: true, vat_check: 'valid', total_tax: 0 });
      expect(saved.summary.vat).toEqual([{ rate: 0, base: saved.summary.total_without_tax, amount: 0 }]);
      const review = expectOk(await saveDelivery(client, 'postnl')).summary;
      expect(review.shipping).toMatchObject({ price: review.shipping.price_with_tax });
      const { order, payment } = expectOk(await placeOrder(client, orderBody(details, 'postnl', 'bancontact', { expected_total: review.total })), 201);
      expect(order).toMatchObject({ reverse_charge: true, total_tax: 0, total: review.total });
      expectOk(await completeTestPayment(client, payment.redirect_url, 'paid'));
      const paid = await orderWhen(client, order.number, order.access_token, (o) => o.status === 'paid');
      const pdf = await getBytes(client, paid.invoice_url);
      expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
      const text = flatText(readPdf(pdf.body));
      expect(text).toContain(VALID_BE);
      expect(text).toMatch(/reverse-charged/i);
    });

    it('refuses a VAT number VIES does not know, and keeps VAT for a number of another country or a Dutch one', async () => {
      const client = portClient(shop, 'localhost', 'en');
      await fillCart(client, [[p().cooler.id, 1]]);
      const unknown = expectError(await saveInformation(client, { ...BUSINESS_BE, vat_number: UNKNOWN_BE }), 422);
      expect(unknown.errors.vat_number[0]).toMatch(/VIES/);
      // A Belgian number delivered to Germany: VAT of Germany, no reverse charge.
      const toGermany = expectOk(
        await saveInformation(client, {
          ...BUSINESS_BE,
          vat_number: VALID_BE,
          address: { street: 'Hauptstraße', house_number: '1', postcode: '10115', city: 'Berlin', country: 'DE' },
        }),
      );
      expect(toGermany.summary).toMatchObject({ country: 'DE', reverse_charge: false });
      expect(toGermany.summary.vat[0].rate).toBe(19);
    });

    it('a logged-in business whose Belgian VAT number the shop validated needs no VIES', async () => {
      const client = new LoggedInClient(shop.app.url, `localhost:${new URL(shop.app.url).port}`, 'nl');
      const login = expectOk(await client.post('/api/login', { email: 'demo@framboos.example', password: 'frambozen-taart-2026' }));
      client.token = login.token;
      await fillCart(client, [[p().sd64.id, 1]]);
      const saved = expectOk(
        await saveInformation(client, {
          ...BUSINESS_BE,
          company: 'Pi Lab Leuven BV',
          vat_number: 'BE 0123.456.749',
          address: { street: 'Naamsestraat', house_number: '80', postcode: '3000', city: 'Leuven', country: 'BE' },
        }),
      );
      expect(saved.summary).toMatchObject({ reverse_charge: true, vat_check: 'valid', total_tax: 0 });
    });
  });
}
