/**
 * The address book on every engine: add, change, remove; every field checked with messages in
 * the request's language; the country from the countries table; validated stays the back
 * office's (0 after any change by the customer); one default at a time; a limit per customer.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import type { AddressJson } from '#src/lib/auth/types.ts';
import { expectError, useAccountShop } from './account-support.ts';

const HOME = { country_id: 'NL', street: 'Stationsstraat', house_number: '12a', postcode: '3811 MH', city: 'Amersfoort' };
const OFFICE = {
  country_id: 'be',
  company: 'Pi Lab Leuven BV',
  vat_number: 'be 0123.456.749',
  street: 'Naamsestraat',
  house_number: '80',
  postcode: '3000',
  city: 'Leuven',
  phone: '+32 16 12 34 56',
};

for (const engine of engines()) {
  describe(`account addresses on ${engine.name}`, () => {
    const shop = useAccountShop(engine);

    it('adds addresses (201), the first becomes the default, the answer carries the whole list', async () => {
      const me = await shop.newCustomer();
      expect((await me.get('/api/account/addresses')).body).toEqual({ addresses: [] });
      const first = await me.post('/api/account/addresses', HOME);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.address).toEqual({
        id: expect.any(Number),
        country_id: 'NL',
        company: null,
        vat_number: null,
        street: 'Stationsstraat',
        house_number: '12a',
        postcode: '3811 MH',
        city: 'Amersfoort',
        phone: null,
        validated: 0,
        is_default: true,
      });
      const second = await me.post('/api/account/addresses', { ...OFFICE, validated: 1 });
      expect(second.status, JSON.stringify(second.body)).toBe(201);
      // Normalised, and never validated by the customer's say-so.
      expect(second.body.address).toMatchObject({ country_id: 'BE', vat_number: 'BE0123456749', company: 'Pi Lab Leuven BV', validated: 0, is_default: false });
      expect((second.body.addresses as AddressJson[]).map((a) => a.id)).toEqual([first.body.address.id, second.body.address.id]);
      expect((await me.get('/api/account/customer')).body.user.addresses).toHaveLength(2);
    });

    it('moves the default to the address marked so, and to the oldest one when the default goes', async () => {
      const me = await shop.newCustomer();
      const a = (await me.post('/api/account/addresses', HOME)).body.address as AddressJson;
      const b = (await me.post('/api/account/addresses', { ...HOME, street: 'Kerkstraat', is_default: true })).body.address as AddressJson;
      const c = (await me.post('/api/account/addresses', { ...HOME, street: 'Dorpsweg' })).body.address as AddressJson;
      const defaults = async () => ((await me.get('/api/account/addresses')).body.addresses as AddressJson[]).filter((x) => x.is_default).map((x) => x.id);
      expect(await defaults()).toEqual([b.id]);
      await me.put(`/api/account/addresses/${c.id}`, { ...HOME, street: 'Dorpsweg', is_default: true });
      expect(await defaults()).toEqual([c.id]);
      const removed = await me.delete(`/api/account/addresses/${c.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body.addresses.map((x: AddressJson) => x.id)).toEqual([a.id, b.id]);
      expect(await defaults()).toEqual([a.id]);
      expectError(await me.delete(`/api/account/addresses/${c.id}`), 404);
    });

    it('changes an address; a change by the customer to what was validated leaves it not validated', async () => {
      const me = await shop.newCustomer();
      const office = (await me.post('/api/account/addresses', OFFICE)).body.address as AddressJson;
      // The back office validates the VAT number.
      await shop.database.db.execute(sql`UPDATE customer_addresses SET validated = 1 WHERE id = ${office.id}`);
      expect(((await me.get('/api/account/addresses')).body.addresses as AddressJson[])[0]?.validated).toBe(1);
      // The phone number and the default flag are not what the back office checked.
      const phone = await me.put(`/api/account/addresses/${office.id}`, { ...OFFICE, phone: '+32 16 65 43 21', is_default: true });
      expect(phone.status, JSON.stringify(phone.body)).toBe(200);
      expect(phone.body.address).toMatchObject({ id: office.id, phone: '+32 16 65 43 21', validated: 1 });
      const moved = await me.put(`/api/account/addresses/${office.id}`, { ...OFFICE, street: 'Kapeldreef', validated: 1 });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.address).toMatchObject({ id: office.id, street: 'Kapeldreef', validated: 0 });
    });

    it("prices the cart without VAT once the shop validated a business address in the region's country", async () => {
      const me = await shop.newCustomer();
      me.http.cookies.set('region', 'DE');
      const office = (await me.post('/api/account/addresses', { ...OFFICE, country_id: 'DE', vat_number: 'DE123456789', postcode: '10115', city: 'Berlin' }))
        .body.address as AddressJson;
      const added = await me.post(`/api/cart/add-to-cart/${shop.cat.product.sonar.id}/2`);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.cart).toMatchObject({ country: 'DE', tax_rate: 19, reverse_charge: false });
      await shop.database.db.execute(sql`UPDATE customer_addresses SET validated = 1 WHERE id = ${office.id}`);
      const business = (await me.get('/api/cart/cart')).body;
      expect(business).toMatchObject({ country: 'DE', tax_rate: 0, tax: 0, reverse_charge: true });
      expect(business.total).toBe(business.total_without_tax);
      // Elsewhere the business address changes nothing: Belgian VAT for region BE.
      me.http.cookies.set('region', 'BE');
      expect((await me.get('/api/cart/cart')).body).toMatchObject({ country: 'BE', tax_rate: 21, reverse_charge: false });
    });

    it("checks every field, naming each bad one in the request's language", async () => {
      const me = await shop.newCustomer('de');
      const empty = await me.post('/api/account/addresses', {});
      expectError(empty, 422);
      expect(empty.body.errors).toEqual({
        country_id: ['Wählen Sie ein Land aus der Liste.'],
        street: ['Geben Sie die Straße ein.'],
        house_number: ['Geben Sie die Hausnummer ein.'],
        postcode: ['Geben Sie die Postleitzahl ein.'],
        city: ['Geben Sie den Ort ein.'],
      });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...HOME, country_id: 'XX' }, 'country_id'],
        [{ ...HOME, country_id: 'Netherlands' }, 'country_id'],
        [{ ...HOME, postcode: '38111' }, 'postcode'],
        [{ ...HOME, country_id: 'DE', postcode: '3811 MH' }, 'postcode'],
        [{ ...HOME, street: 'x'.repeat(101) }, 'street'],
        [{ ...HOME, city: ['Amersfoort'] }, 'city'],
        [{ ...HOME, phone: 'call me maybe' }, 'phone'],
        [{ ...HOME, company: 12 }, 'company'],
        [{ ...HOME, company: 'Acme', vat_number: 'DE123456789' }, 'vat_number'],
        [{ ...HOME, company: 'Acme', vat_number: 'NL!' }, 'vat_number'],
        [{ ...HOME, vat_number: 'NL123456789B01' }, 'company'],
        [{ ...HOME, is_default: 'yes' }, 'is_default'],
      ];
      for (const [body, field] of cases) {
        const res = await me.post('/api/account/addresses', body);
        expectError(res, 422);
        expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
      }
      expect((await me.get('/api/account/addresses')).body.addresses).toEqual([]);
      const nul = await me.post('/api/account/addresses', { ...HOME, street: 'Stations\u0000straat', company: '\u0000' });
      expect(nul.status, JSON.stringify(nul.body)).toBe(201);
      expect(nul.body.address).toMatchObject({ street: 'Stationsstraat', company: null });
      expect(
        (await me.post('/api/account/addresses', { ...HOME, country_id: 'GR', postcode: '105 57', company: 'Acme', vat_number: 'EL123456789' })).status,
      ).toBe(201);
      expect((await me.post('/api/account/addresses', { ...HOME, country_id: 'CH', postcode: '8001' })).status).toBe(201);
    });

    it('keeps at most 20 addresses per customer', async () => {
      const me = await shop.newCustomer();
      for (let i = 0; i < 20; i++) expect((await me.post('/api/account/addresses', { ...HOME, house_number: String(i + 1) })).status).toBe(201);
      expectError(await me.post('/api/account/addresses', HOME), 422, 'You can save at most 20 addresses. Remove one first.');
    });

    it('answers 404 for addresses that do not exist, and ids that cannot be one', async () => {
      const me = await shop.newCustomer('nl');
      for (const id of ['2147483647', '0', 'x', '1e3']) {
        expectError(await me.put(`/api/account/addresses/${id}`, HOME), 404, 'Adres niet gevonden.');
        expectError(await me.delete(`/api/account/addresses/${id}`), 404, 'Adres niet gevonden.');
      }
    });

    it('needs a bearer token and the CSRF token; other methods are 405', async () => {
      const stranger = shop.browser();
      expectError(await stranger.get('/api/account/addresses'), 401);
      expectError(await stranger.post('/api/account/addresses', HOME), 401);
      expectError(await stranger.put('/api/account/addresses/1', HOME), 401);
      expectError(await stranger.delete('/api/account/addresses/1'), 401);
      const me = await shop.newCustomer();
      const noCsrf = await me.http.send('POST', '/api/account/addresses', { body: HOME, headers: { Authorization: `Bearer ${me.token}` } });
      expect(noCsrf.status).toBe(419);
      expectError(await me.put('/api/account/addresses', HOME), 405);
      expectError(await me.post('/api/account/addresses/1', HOME), 405);
    });
  });
}
